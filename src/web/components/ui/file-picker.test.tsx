// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickerMessages } from '#shared/messages/pickers.ts';
import { FilePicker } from './file-picker';

const m = pickerMessages.file;

function Picker({ onFile }: { onFile: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="archive">ملف النسخة</label>
      <FilePicker
        id="archive"
        accept=".gz"
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          onFile(chosen);
        }}
      />
      <button type="button" onClick={() => setFile(null)}>
        مسح
      </button>
    </>
  );
}

describe('FilePicker', () => {
  afterEach(cleanup);

  it('speaks Arabic, shows the chosen file by its name, and clears with the form', async () => {
    const user = userEvent.setup();
    const chosen: (File | null)[] = [];
    render(<Picker onFile={(file) => chosen.push(file)} />);
    expect(screen.getByText(m.choose)).toBeTruthy();
    expect(screen.getByText(m.noFile)).toBeTruthy();

    const input = screen.getByLabelText('ملف النسخة', { exact: false }) as HTMLInputElement;
    const archive = new File(['x'], 'nasab-2026-11-27.tar.gz', { type: 'application/gzip' });
    await user.upload(input, archive);
    expect(chosen).toEqual([archive]);
    expect(screen.getByText('nasab-2026-11-27.tar.gz')).toBeTruthy();
    expect(screen.queryByText(m.noFile)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'مسح' }));
    expect(screen.getByText(m.noFile)).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('hands each file over as chosen where the screen takes it at once, and empties itself', async () => {
    const user = userEvent.setup();
    const chosen: File[] = [];
    render(
      <>
        <label htmlFor="photo">صورة الخبر</label>
        <FilePicker
          id="photo"
          accept="image/*"
          onChange={(file) => file && chosen.push(file)}
          buttonLabel="اختر صورة من جهازك"
        />
      </>,
    );
    expect(screen.getByText('اختر صورة من جهازك')).toBeTruthy();
    // No file name to show: the screen shows what it made of the file (a preview, an import's check).
    expect(screen.queryByText(m.noFile)).toBeNull();

    const input = screen.getByLabelText('صورة الخبر') as HTMLInputElement;
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(chosen).toEqual([photo]);
    // Emptied, so the same photo chosen again after a failed upload is a change the input reports.
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
  });
});
