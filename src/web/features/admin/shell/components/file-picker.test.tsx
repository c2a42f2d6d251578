// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../../../shared/messages/admin';
import { FilePicker } from './file-picker';

const m = adminMessages.shell.filePicker;

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
});
