import type { Page } from '@playwright/test';
import { api } from '../src/shared/api-paths';
import { formatGenealogyDate } from '../src/shared/format/both-calendars';
import { memberPageMessages } from '../src/shared/messages/member-page';
import { paths } from '../src/web/config/paths';
import { adminToken, apiCall, expect, expectSoundAtBothWidths, layout, test } from './fixtures';

// The member page and the search (docs/product.md#member-page), walked as a visitor: type part of a name,
// land on the member's page, read both calendars, see how a father's cousin is related; and the way in from
// every page's menu. Few tests, each walking through several things, for CI's budget.

interface Member {
  id: number;
  name: string;
  generation: number;
  birth?: string;
}

async function demoMember(baseURL: string, name: string, generation: number): Promise<Member> {
  const members = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as Member[];
  const found = members.find((member) => member.name === name && member.generation === generation);
  if (!found) throw new Error(`no member named ${name}`);
  return found;
}

/** Types into a search box key by key, as a visitor does, then picks the option by keyboard. */
async function pickByKeyboard(page: Page, box: ReturnType<Page['getByRole']>, text: string, option: RegExp) {
  await box.click();
  await box.pressSequentially(text);
  // The list answers the whole text once it is no longer busy: before, it may still show the
  // answer to the first letters, whose order the arrows below would follow.
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const options = list.getByRole('option');
  await expect(options.filter({ hasText: option })).toHaveCount(1);
  const all = await options.allTextContents();
  const index = all.findIndex((label) => option.test(label));
  for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
}

test('a visitor finds a member by part of the name, reads both calendars and how a cousin is related', async ({
  page,
  baseURL,
}) => {
  const fahad = await demoMember(baseURL!, 'فهد بن محمد المثال', 3);
  const khalid = await demoMember(baseURL!, 'خالد بن عبدالله المثال', 3);

  await page.goto(paths.familyTree);
  const search = page.getByRole('combobox', { name: /بحث/ });
  // «فهد بن محمد» is found through the father's name, whatever the hamza and spacing.
  await pickByKeyboard(page, search, 'فهد بن محمد', /^فهد بن محمد المثال/);
  await expect(page).toHaveURL(paths.familyMember(fahad.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fahad.name);

  // Drawn by Chromium after an in-app navigation: its Umm al-Qura dates are Node's, to the letter.
  await expect(page.getByText(formatGenealogyDate(fahad.birth!), { exact: true })).toBeVisible();
  expect(formatGenealogyDate('1936')).toBe('1936م (1354–1355هـ)');
  await expectSoundAtBothWidths(page);

  // «صلة القرابة»: the son of the father's brother.
  const kinship = page.getByRole('region', { name: 'صلة القرابة' });
  await pickByKeyboard(page, kinship.getByRole('combobox'), 'خالد بن عبدالله', /1930/);
  await expect(kinship.getByText('ابن عم', { exact: false }).first()).toBeVisible();
  const path = kinship.getByRole('list');
  await expect(path.getByRole('link', { name: 'سالم بن عبدالله المثال' }).first()).toBeVisible();
  await expect(path.getByRole('link', { name: khalid.name })).toHaveAttribute(
    'href',
    paths.familyMember(khalid.id),
  );
  await expectSoundAtBothWidths(page);

  // The nasab leads up the father line, a page each.
  await page.locator('article header').getByRole('link', { name: 'محمد', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('محمد بن سالم المثال');
  // His children are listed with their dates read as his own are, in the calendar written.
  const inAList = { otherCalendar: false } as const;
  await expect(page.getByRole('listitem').filter({ hasText: fahad.name }).first()).toContainText(
    formatGenealogyDate(fahad.birth!, inAList),
  );
  await page.getByRole('link', { name: memberPageMessages.showInTree }).click();
  const card = page.locator('[data-member-id][aria-current="true"]').first();
  await expect(card).toBeVisible();
  const mohammed = await demoMember(baseURL!, 'محمد بن سالم المثال', 2);
  await expect(card).toContainText(formatGenealogyDate(mohammed.birth!, inAList));
});

test(
  'the menu on every page searches the tree; an unknown member is a friendly not-found',
  layout,
  async ({ page, baseURL }) => {
    const noura = await demoMember(baseURL!, 'نورة بنت فهد المثال', 4);
    await page.goto(paths.news);
    await page.getByRole('button', { name: 'بحث في الشجرة' }).click();
    const search = page.getByRole('dialog').getByRole('combobox', { name: /بحث/ });
    await expect(search).toBeFocused();
    // Typed without the ta marbuta, found through her father's name.
    await pickByKeyboard(page, search, 'نوره بنت فهد', /^نورة بنت فهد المثال/);
    await expect(page).toHaveURL(paths.familyMember(noura.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(noura.name);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(paths.familyMember(987654));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberPageMessages.notFound);
    await page.getByRole('link', { name: memberPageMessages.backToTree }).click();
    await expect(page).toHaveURL(paths.familyTree);
  },
);

test('a widow who married again names her husbands first and second, in the order she married them', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const create = async (body: Record<string, unknown>) => {
    const res = await apiCall<{ data: { id: number } }>(baseURL!, token, api.familyMembers.create, {
      method: 'POST',
      body: { generation: 3, visibility: 'public', ...body },
    });
    expect(res.status).toBe(201);
    return res.body.data.id;
  };
  const first = { name: `راشد بن فهد ${tag}`, death: '1990' };
  const second = { name: `بدر بن علي ${tag}` };
  const firstId = await create({ ...first, gender: 'male' });
  const secondId = await create({ ...second, gender: 'male' });
  // Each man has her as his only wife: her rank among his wives is «first» for both, and is not
  // what tells her husbands apart.
  const widowId = await create({
    name: `موضي بنت سالم ${tag}`,
    gender: 'female',
    spouses: [
      { id: firstId, ended: 'widowed' },
      { id: secondId, ended: null },
    ],
  });

  await page.goto(paths.familyMember(widowId));
  const familySection = (name = memberPageMessages.family) =>
    page.locator('section', { has: page.getByRole('heading', { level: 2, name }) });
  const family = familySection();
  const husbands = family.getByRole('listitem').filter({ hasText: /الزوج (الأول|الثاني)/ });
  await expect(husbands).toHaveCount(2);
  await expect(husbands.nth(0)).toContainText(memberPageMessages.spouseRank(false, 1));
  await expect(husbands.nth(0)).toContainText(first.name);
  await expect(husbands.nth(0)).toContainText(memberPageMessages.marriageEnded.widowed);
  await expect(husbands.nth(1)).toContainText(memberPageMessages.spouseRank(false, 2));
  await expect(husbands.nth(1)).toContainText(second.name);
  await expect(husbands.nth(0).getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    paths.familyMember(firstId),
  );
  await expectSoundAtBothWidths(page);

  // Each husband's own page names her as his wife, once.
  await husbands.nth(1).getByRole('link', { name: second.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
  await expect(familySection()).toContainText(`موضي بنت سالم ${tag}`);
});
