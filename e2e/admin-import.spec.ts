import { readFile } from 'node:fs/promises';
import { importMessages } from '../src/shared/messages/import';
import { csvWithBadLinks, gedcomFamily } from '../src/server/test/family-files';
import type { FamilyMember } from '../src/shared/schemas/family-member';
import {
  expect,
  expectNoBrowserPickers,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  signInAsAdmin,
  test,
} from './fixtures';

// The «استيراد وتصدير» screen (decision 012) against the real server: a file in, its preview, the
// import, the undo; the exports as downloads.

const m = importMessages.screen;

/** The test family with names of its own, so this worker's other tests never meet them. */
function ownFamily(): { text: string; tag: string } {
  const tag = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { text: gedcomFamily.replace(/^1 NAME (\S+)/gm, `1 NAME $1 ${tag}`), tag };
}

async function membersTagged(baseURL: string, tag: string): Promise<FamilyMember[]> {
  const response = await fetch(`${baseURL}/api/family-members/`);
  const members = (await response.json()) as FamilyMember[];
  return members.filter((member) => member.name.includes(tag));
}

test('a GEDCOM file: preview, import, then undo as a whole', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  // The file is chosen with the site's button, not the browser's «Choose File».
  await expect(page.locator('[data-file-picker] label')).toHaveText(m.choose);
  await expectNoBrowserPickers(page);

  const { text, tag } = ownFamily();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'family.ged', mimeType: 'application/octet-stream', buffer: Buffer.from(text) });

  // The preview: counts, the unknown tag as a warning, the first people with their links.
  await expect(page.getByRole('heading', { name: m.previewHeading('family.ged') })).toBeVisible();
  const counts = page.getByTestId('import-counts');
  await expect(counts).toContainText(`${m.counts.members}7`);
  await expect(counts).toContainText(`${m.counts.marriages}3`);
  await expect(page.getByText('_MILT')).toBeVisible();
  const salem = page.getByRole('row', { name: new RegExp(`سالم ${tag}`) });
  await expect(salem).toContainText(`حمد ${tag}`);
  await expect(salem).toContainText(`نورة ${tag}`);
  // The preview's table at both widths (the flow itself does not depend on the width).
  await expectNoSeriousA11yViolations(page);
  await expectSoundAtPhoneWidth(page);
  expect(await membersTagged(baseURL!, tag)).toEqual([]);

  await page.getByRole('button', { name: m.confirm, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(importMessages.imported(7, 3));
  expect(await membersTagged(baseURL!, tag)).toHaveLength(7);

  // Undo, from the list of imports, after a confirmation.
  const batch = page.getByTestId('import-batches').getByRole('listitem').first();
  await expect(batch).toContainText('family.ged');
  await batch.getByRole('button', { name: m.undo }).click();
  await page.getByRole('dialog').getByRole('button', { name: m.undo }).click();
  await expect(page.getByRole('alert')).toContainText(importMessages.batchUndone);
  await expect(batch).toContainText(m.undone);
  expect(await membersTagged(baseURL!, tag)).toEqual([]);
});

test('a spreadsheet with errors is refused with every row named, and nothing is written', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/import');
  const before = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as FamilyMember[];
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'family.csv', mimeType: 'text/csv', buffer: Buffer.from(csvWithBadLinks) });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('الصف 3، عمود «الأب»');
  await expect(alert).toContainText('الصف 5، عمود «الأب»');
  // One row per line, as the server wrote them.
  const box = await alert.boundingBox();
  expect(box!.height).toBeGreaterThan(80);
  await expect(page.getByRole('heading', { name: m.previewHeading('family.csv') })).toHaveCount(0);
  const after = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as FamilyMember[];
  expect(after.length).toBe(before.length);

  // A file that is neither is refused before it is sent.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50]) });
  await expect(page.getByRole('alert')).toContainText(m.unknownType);
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the file is still chosen in Arabic, and a wrong one still refused', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/import');
    await expect(page.locator('[data-file-picker] label')).toHaveText(m.choose);
    await expectNoBrowserPickers(page);
    const input = page.getByLabel(m.choose);
    await input.focus();
    await expect(input).toBeFocused();
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89]) });
    await expect(page.getByRole('alert')).toContainText(m.unknownType);
  });
});

test('the exports download the family as GEDCOM 5.5.1, 7.0 and a spreadsheet @layout', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/import');
  // Four buttons side by side at 1280 px, one under another at 375 px: none past the screen's edge.
  for (const name of [m.exportGedcom, m.exportGedcom7, m.exportCsv, m.template]) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  const members = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as FamilyMember[];

  const [gedcom] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.exportGedcom, exact: true }).click(),
  ]);
  expect(gedcom.suggestedFilename()).toMatch(/^family-\d{4}-\d{2}-\d{2}\.ged$/);
  const gedcomText = await readFile((await gedcom.path())!, 'utf8');
  expect(gedcomText.startsWith('0 HEAD\r\n1 GEDC\r\n2 VERS 5.5.1\r\n')).toBe(true);
  expect(gedcomText).toContain(members[0]!.name.split(' ')[0]!);

  const [gedcom7] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.exportGedcom7, exact: true }).click(),
  ]);
  expect(gedcom7.suggestedFilename()).toMatch(/^family-\d{4}-\d{2}-\d{2}-gedcom7\.ged$/);
  const gedcom7Text = await readFile((await gedcom7.path())!, 'utf8');
  expect(gedcom7Text.startsWith('0 HEAD\r\n1 GEDC\r\n2 VERS 7.0\r\n')).toBe(true);
  expect(gedcom7Text).toContain(members[0]!.name.split(' ')[0]!);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: m.exportCsv }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile((await csv.path())!);
  // A BOM, so Excel shows the Arabic.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('الاسم');
});
