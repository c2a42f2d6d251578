import { pickerMessages } from '../src/shared/messages/pickers';
import { backupMessages } from '../src/shared/messages/backup';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  signInAsAdmin,
  test,
} from './fixtures';

// The restore form asks for its archive in Arabic whatever the browser's language (the
// browser's own file input said «Choose File»), and the file chosen is named beside the button.

test('the restore form picks its archive in Arabic and names the file chosen', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/backup');
  const picker = page.getByLabel(backupMessages.restoreFile);
  await expect(page.getByText(pickerMessages.file.noFile)).toBeVisible();
  await expect(page.getByText(pickerMessages.file.choose)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The keyboard reaches the hidden input, and its focus shows on the button drawn for it.
  await page.getByRole('heading', { name: backupMessages.restoreTitle }).click();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();

  await picker.setInputFiles({
    name: 'nasab-2026-11-27.tar.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.from('not really an archive'),
  });
  await expect(page.getByText('nasab-2026-11-27.tar.gz')).toBeVisible();
  await expect(page.getByText(pickerMessages.file.noFile)).toHaveCount(0);
  await expectSoundAtPhoneWidth(page);
});
