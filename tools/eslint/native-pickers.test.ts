import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration refuses the browser's file and date inputs in the site's
// screens (they speak the browser's language), except inside the one FilePicker.

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const screen = 'src/web/features/admin/news/components/some-form.tsx';

describe('native file and date inputs', () => {
  it.each([
    '<input type="file" />',
    '<input type="date" />',
    "<input type={'datetime-local'} />",
    '<input type="time" />',
  ])('are refused in a screen: %s', async (input) => {
    expect(await refusals(`export const Field = () => ${input};`, screen)).toEqual([
      expect.stringContaining('FilePicker or DatePicker'),
    ]);
  });

  it('are allowed where nothing would see them, and in the FilePicker itself', async () => {
    expect(await refusals('export const Field = () => <input type="text" />;', screen)).toEqual([]);
    expect(await refusals('export const b = <button type="button" />;', screen)).toEqual([]);
    expect(
      await refusals(
        'export const Field = () => <input type="file" />;',
        'src/web/components/ui/file-picker.tsx',
      ),
    ).toEqual([]);
  });
});
