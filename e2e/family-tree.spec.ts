import type { Locator, Page } from '@playwright/test';
import {
  adminToken,
  controlClock,
  cutConnection,
  expect,
  expectAfterRetries,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  openInApp,
  test,
} from './fixtures';

const LOAD_ERROR = 'تعذر تحميل بيانات شجرة العائلة.';
const FOUNDER = 'سالم بن عبدالله المثال';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Member {
  id: number;
  name: string;
  parent: number | null;
}

async function listMembers(baseURL: string): Promise<Member[]> {
  return (await (await fetch(`${baseURL}/api/family-members/`)).json()) as Member[];
}

async function memberId(baseURL: string, name: string): Promise<number> {
  const found = (await listMembers(baseURL)).find((m) => m.name === name);
  if (!found) throw new Error(`no member named ${name}`);
  return found.id;
}

async function createMember(baseURL: string, token: string, body: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${baseURL}/api/family-members/create.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function openTree(page: Page) {
  await page.goto('/family-tree');
  await expect(page.locator('[data-tree-ready]')).toBeVisible({ timeout: 20_000 });
}

/** The card of a member: on desktop its couple card, on mobile its collapsible entry. */
function card(page: Page, id: number): Locator {
  return page.locator(`[data-member-id="${id}"]`).first();
}

/** On mobile, opens the entries of the given members in order (ancestors first). */
async function expandMobile(page: Page, ids: number[]) {
  for (const id of ids) {
    const toggle = page.locator(`li[data-member-id="${id}"] > h3 > button`);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

test('shows the loading state, then the founder and the tree', async ({ page }) => {
  // Hold the real response back until the loading state has been seen; nothing is faked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/family-members/branch.php', async (route) => {
    await held;
    await route.continue();
  });
  await openInApp(page, '/family-tree');
  await expect(page.getByRole('status').filter({ hasText: 'جاري التحميل' })).toBeVisible();
  release();
  await expect(page.locator('[data-tree-ready]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'جاري التحميل' })).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 1, name: 'شجرة العائلة' })).toBeVisible();
  const founder = page.getByTestId('founder-profile');
  await expect(founder.getByRole('heading', { name: FOUNDER })).toBeVisible();
  await expect(founder.getByRole('img', { name: `صورة ${FOUNDER}` })).toBeVisible();
  for (const line of [
    'عمل في التجارة مع والده',
    'للغوص على اللؤلؤ',
    'معركة الجهراء عام 1920',
    'توفي إخوته صغاراً',
  ]) {
    await expect(founder.getByRole('listitem').filter({ hasText: line })).toBeVisible();
  }
  await expect(page).toHaveTitle(/شجرة العائلة/);
});

test(
  'the founder heads the tree with sons and daughters in their own sections',
  layout,
  async ({ page, baseURL }) => {
    const rootId = await memberId(baseURL!, FOUNDER);
    await openTree(page);
    const root = card(page, rootId);
    await expect(root).toContainText(FOUNDER);
    await expect(root).toHaveAttribute('data-early', 'true');
    const abdullah = await memberId(baseURL!, 'عبدالله بن سالم المثال');
    const fatma = await memberId(baseURL!, 'فاطمة بنت سالم المثال');
    const scope = isMobile(page)
      ? page.locator(`li[data-member-id="${rootId}"]`)
      : page.locator('li', { has: root }).first();
    // Each child's nearest section is the right one, inside the founder's branch.
    const sectionOf = (id: number) =>
      scope.locator(`[data-member-id="${id}"]`).first().locator('xpath=ancestor::*[@data-section][1]');
    await expect(sectionOf(abdullah)).toHaveAttribute('data-section', 'sons');
    await expect(sectionOf(fatma)).toHaveAttribute('data-section', 'daughters');
    await expect(sectionOf(abdullah)).toContainText('الأبناء');
    await expect(sectionOf(fatma)).toContainText('البنات');
    // The founder's wife sits beside him on his card.
    await expect(scope.locator('[data-spouse-id]').first()).toContainText('نورة بنت محمد');
  },
);

test(
  'a man with two wives shows both, with each wife’s children under her',
  layout,
  async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const rootId = await memberId(baseURL!, FOUNDER);
    const husband = await createMember(baseURL!, token, {
      name: unique('زوج الاثنتين بن سالم'),
      generation: 2,
      parent: rootId,
      gender: 'male',
    });
    const firstName = unique('الزوجة الأولى');
    const secondName = unique('الزوجة الثانية');
    const first = await createMember(baseURL!, token, {
      name: firstName,
      generation: 2,
      gender: 'female',
      spouse_id: husband,
    });
    const second = await createMember(baseURL!, token, {
      name: secondName,
      generation: 2,
      gender: 'female',
      spouse_id: husband,
    });
    const sonOfFirst = unique('ابن الأولى');
    const daughterOfSecond = unique('بنت الثانية');
    await createMember(baseURL!, token, {
      name: sonOfFirst,
      generation: 3,
      parent: husband,
      mother_id: first,
      gender: 'male',
    });
    await createMember(baseURL!, token, {
      name: daughterOfSecond,
      generation: 3,
      parent: husband,
      mother_id: second,
      gender: 'female',
    });

    await openTree(page);
    if (isMobile(page)) await expandMobile(page, [rootId, husband]);
    const node = isMobile(page)
      ? page.locator(`li[data-member-id="${husband}"]`)
      : page.locator('li', { has: page.locator(`[data-member-id="${husband}"]`) }).last();
    await expect(node.locator('[data-spouse-id]')).toHaveText([
      new RegExp(`زوجة.*${firstName}`),
      new RegExp(`زوجة.*${secondName}`),
    ]);
    await expect(node).not.toContainText('خليلة');
    const firstGroup = node.locator(`[data-mother-group="${first}"]`);
    const secondGroup = node.locator(`[data-mother-group="${second}"]`);
    await expect(firstGroup).toContainText(`أولاده من ${firstName}`);
    await expect(firstGroup.locator('[data-section="sons"]')).toContainText(sonOfFirst);
    await expect(firstGroup).not.toContainText(daughterOfSecond);
    await expect(secondGroup.locator('[data-section="daughters"]')).toContainText(daughterOfSecond);
    await expect(secondGroup).not.toContainText(sonOfFirst);
  },
);

test(
  'cards are coloured by generation and the early members are highlighted',
  layout,
  async ({ page, baseURL }) => {
    const members = await listMembers(baseURL!);
    const byName = (name: string) => members.find((m) => m.name === name)!.id;
    await openTree(page);
    if (isMobile(page)) {
      await expandMobile(page, [
        byName(FOUNDER),
        byName('عبدالله بن سالم المثال'),
        byName('خالد بن عبدالله المثال'),
      ]);
    }
    const expected: [string, string, string][] = [
      [FOUNDER, 'blue', 'border-blue-600'],
      ['عبدالله بن سالم المثال', 'teal', 'border-teal-600'],
      ['خالد بن عبدالله المثال', 'green', 'border-green-600'],
      ['عبدالله بن خالد المثال', 'amber', 'border-amber-500'],
    ];
    for (const [name, colour, className] of expected) {
      const element = card(page, byName(name));
      await expect(element).toHaveAttribute('data-generation-colour', colour);
      await expect(element).toHaveClass(new RegExp(className));
    }
    await expect(page.locator('[data-early="true"]')).toHaveCount(3);
    await expect(card(page, byName('عبدالله بن سالم المثال'))).toHaveClass(/ring-gold-400/);
  },
);

test('zoom starts at 100 %, steps by 10 and stops at 60 and 150', layout, async ({ page }) => {
  await openTree(page);
  const value = page.getByTestId('zoom-value');
  const plus = page.getByRole('button', { name: 'تكبير', exact: true });
  const minus = page.getByRole('button', { name: 'تصغير', exact: true });
  await expect(value).toHaveText('100%');
  await plus.click();
  await expect(value).toHaveText('110%');
  for (const expected of ['120%', '130%', '140%', '150%']) {
    await plus.click();
    await expect(value).toHaveText(expected);
  }
  await expect(plus).toBeDisabled();
  await expect(minus).toBeEnabled();
  for (let step = 0; step < 9; step++) await minus.click();
  await expect(value).toHaveText('60%');
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();
  const zoom = await page
    .locator('[data-tree-ready]')
    .evaluate((el) => getComputedStyle(el.querySelector('.ft-canvas') ?? el).zoom);
  expect(Number(zoom)).toBeCloseTo(0.6);
  await expectNoHorizontalOverflow(page);
});

test('desktop: connector lines join the cards, mirrored right to left', async ({ page, baseURL }) => {
  await openTree(page);
  const abdullah = card(page, await memberId(baseURL!, 'عبدالله بن سالم المثال'));
  const mohammad = card(page, await memberId(baseURL!, 'محمد بن سالم المثال'));
  const [a, m] = [await abdullah.boundingBox(), await mohammad.boundingBox()];
  // The eldest son comes first, which in Arabic is on the right.
  expect(a!.x).toBeGreaterThan(m!.x);
  const lines = await page
    .locator('.ft-row .ft-row > li')
    .first()
    .evaluate((li) => {
      const before = getComputedStyle(li, '::before');
      const after = getComputedStyle(li, '::after');
      const drop = getComputedStyle(li.parentElement!, '::before');
      return {
        content: after.content,
        bar: before.borderTopWidth || after.borderTopWidth,
        drop: drop.borderRightWidth,
      };
    });
  expect(lines.content).not.toBe('none');
  expect(lines.drop).toBe('2px');
  const count = await page.locator('.ft-row .ft-row > li').count();
  expect(count).toBeGreaterThan(10);
  // The tree scrolls inside its own region; the page does not.
  const scroller = page.getByTestId('desktop-tree');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoHorizontalOverflow(page);
});

test('desktop: a branch folds and unfolds from its card', async ({ page, baseURL }) => {
  await openTree(page);
  const abdullahId = await memberId(baseURL!, 'عبدالله بن سالم المثال');
  const khalidId = await memberId(baseURL!, 'خالد بن عبدالله المثال');
  const toggle = card(page, abdullahId).getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toContainText('إخفاء الأولاد');
  await expect(card(page, khalidId)).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('إظهار الأولاد');
  await expect(page.locator(`[data-member-id="${khalidId}"]`)).toHaveCount(0);
  await toggle.click();
  await expect(card(page, khalidId)).toBeVisible();
});

test('mobile: each member’s card opens and closes', layout, async ({ page, baseURL }) => {
  test.skip(!isMobile(page), 'collapsible cards are the mobile layout');
  await openTree(page);
  const rootId = await memberId(baseURL!, FOUNDER);
  const abdullahId = await memberId(baseURL!, 'عبدالله بن سالم المثال');
  const rootToggle = page.locator(`li[data-member-id="${rootId}"] > h3 > button`);
  await expect(rootToggle).toHaveAttribute('aria-expanded', 'true');
  const toggle = page.locator(`li[data-member-id="${abdullahId}"] > h3 > button`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const entry = page.locator(`li[data-member-id="${abdullahId}"]`);
  await expect(entry).toContainText('قاد سفن السفر');
  await expect(entry).toContainText('الزوجة: منيرة بنت راشد');
  await expect(entry).toContainText('الزوجة: لطيفة بنت حمد');
  await expect(entry).toContainText('عبدالله بن سالم بن عبدالله المثال');
  await expect(entry.locator('[data-section="sons"]').first()).toContainText('خالد بن عبدالله المثال');
  await expect(entry.locator('[data-section="daughters"]').first()).toContainText('سارة بنت عبدالله المثال');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(entry).not.toContainText('قاد سفن السفر');
  await expect(entry.locator('[data-section]')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test('a member added under a parent appears under that parent', layout, async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const rootId = await memberId(baseURL!, FOUNDER);
  const parentId = await memberId(baseURL!, 'محمد بن سالم المثال');
  const name = unique('حفيد جديد بن محمد');
  const childId = await createMember(baseURL!, token, {
    name,
    generation: 3,
    parent: parentId,
    gender: 'male',
  });
  await openTree(page);
  if (isMobile(page)) await expandMobile(page, [rootId, parentId]);
  const parentNode = isMobile(page)
    ? page.locator(`li[data-member-id="${parentId}"]`)
    : page.locator('li', { has: page.locator(`[data-member-id="${parentId}"]`) }).last();
  await expect(
    parentNode.locator('[data-section="sons"]').locator(`[data-member-id="${childId}"]`),
  ).toContainText(name);
});

test('the error state shows the exact message and recovers on retry', async ({ page }) => {
  const outage = await cutConnection(page, '**/api/family-members/branch.php');
  await controlClock(page);
  await openInApp(page, '/family-tree');
  await expectAfterRetries(page, page.getByRole('alert').filter({ hasText: LOAD_ERROR }));
  await expect(page.getByText(LOAD_ERROR, { exact: true })).toBeVisible();
  await outage.restore();
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.locator('[data-tree-ready]')).toBeVisible({ timeout: 20_000 });
});

test('no serious accessibility violations and no page overflow', layout, async ({ page }) => {
  await openTree(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
});
