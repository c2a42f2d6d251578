import type { Page } from '@playwright/test';
import { generatedFamilyCsv, separateFamiliesCsv } from '../src/server/test/family-files';
import { SLICE_BUDGET } from '../src/shared/family-tree/tree-slice';
import { paths } from '../src/web/config/paths';
import {
  controlClock,
  expect,
  expectAfterRetries,
  expectNoSeriousA11yViolations,
  layout,
  newAdminSession,
  test as base,
} from './fixtures';
import { startServer, type RunningServer } from './server';

// A family larger than the first screen: the page shows what fits, a closed card opens its branch
// from the server, the address keeps it open across a reload, and `?member=` opens the way down.
// A server of its own: the other tree tests count on the demo family drawn whole.

interface Unit {
  id: number;
  depth: number;
  childCount: number;
  descendants?: number;
}
interface Slice {
  units: Unit[];
  total: number;
  tops: number[];
  topPages: number;
  topCount: number;
}

const FAMILY_SIZE = 600;
const getJson = async <T>(path: string, on: RunningServer): Promise<T> =>
  (await (await fetch(`${on.baseURL}${path}`)).json()) as T;
const branchOf = (query: string, on: RunningServer) =>
  getJson<Slice>(`/api/family-members/branch.php${query}`, on);

/** A server of its own with the family a spreadsheet holds. */
async function serverWith(csv: string): Promise<RunningServer> {
  const started = await startServer();
  const token = await newAdminSession(started.baseURL);
  const form = new FormData();
  form.append('file', new Blob([csv]), 'family.csv');
  const imported = await fetch(`${started.baseURL}/api/admin/import/csv.php`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  return started;
}

/**
 * Each family on a server of its own, started once per worker that needs it and kept while the
 * worker runs: a fully parallel file's `beforeAll` runs again whenever a worker comes back to the
 * file between other files' tests, importing the family again.
 */
const test = base.extend<object, { slices: RunningServer; families: RunningServer }>({
  slices: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const started = await serverWith(generatedFamilyCsv(FAMILY_SIZE, 'شريحة '));
      await use(started);
      await started.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  families: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Families no one links to the founder: their top cards come a page at a time. 200: the fewest
      // that make three pages, so a middle page and the last one both exist.
      const started = await serverWith(separateFamiliesCsv(200));
      await use(started);
      await started.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

async function openTree(page: Page, path: string, on: RunningServer) {
  await page.goto(`${on.baseURL}${path}`);
  await expect(page.locator('[data-tree-ready]').first()).toBeVisible({ timeout: 20_000 });
}

test('a closed card opens its branch from the server, and a reload keeps it open', async ({
  page,
  slices,
}) => {
  const first = await branchOf('', slices);
  expect(first.total).toBeGreaterThan(SLICE_BUDGET);
  const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
  const below = await branchOf(`?id=${closed.id}&depth=1`, slices);
  const child = below.units.find((unit) => unit.depth === closed.depth + 1)!;

  const branchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/branch.php?id=')) branchRequests.push(request.url());
  });
  await openTree(page, paths.familyTree, slices);
  const card = page.locator(`[data-card][data-member-id="${closed.id}"]`);
  await expect(card).toHaveAttribute('data-children-loaded', 'false');
  await expect(card).toContainText(String(closed.descendants));
  await expect(page.locator(`[data-card][data-member-id="${child.id}"]`)).toHaveCount(0);

  const toggle = card.locator('button[aria-expanded]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[data-card][data-member-id="${child.id}"]`)).toBeVisible();
  await expect(card).toHaveAttribute('data-children-loaded', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]open=${closed.id}(?:&|$)`));
  expect(branchRequests).toEqual([expect.stringContaining(`id=${closed.id}`)]);

  // The page is served for /family-tree whatever its query: it hydrates the first screen, then opens.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(page.locator('[data-tree-ready]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(`[data-card][data-member-id="${child.id}"]`)).toBeVisible();
  await expect(card.locator('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'true');

  // Closing it lets the address forget it.
  await card.locator('button[aria-expanded]').click();
  await expect(page.locator(`[data-card][data-member-id="${child.id}"]`)).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]open=/);
  expect(errors).toEqual([]);
});

test(
  'on a phone, the entry of a member beyond the first screen opens its branch',
  layout,
  async ({ page, slices }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 768, 'the phone list');
    const first = await branchOf('', slices);
    const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
    const below = await branchOf(`?id=${closed.id}&depth=1`, slices);
    const child = below.units.find((unit) => unit.depth === closed.depth + 1)!;
    // `?member=` opens the entries down to the member's, and the member's own entry.
    await openTree(page, paths.familyTreeFocus(closed.id), slices);
    const entry = page.locator(`li[data-member-id="${closed.id}"]`);
    await expect(entry.locator(':scope > h3 > button')).toHaveAttribute('aria-expanded', 'true');
    await expect(entry.locator(`li[data-member-id="${child.id}"]`)).toBeVisible();
    await expect(entry).toHaveAttribute('data-children-loaded', 'true');
    await page.reload();
    await expect(entry.locator(`li[data-member-id="${child.id}"]`)).toBeVisible();
  },
);

test('a branch that fails says so on its card and opens on retry', async ({ page, slices }) => {
  const first = await branchOf('', slices);
  const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
  await controlClock(page);
  await openTree(page, paths.familyTree, slices);
  const branchCall = (url: URL) => url.pathname.endsWith('/branch.php') && url.searchParams.has('id');
  await page.route(branchCall, (route) => route.abort('connectionrefused'));
  const card = page.locator(`[data-card][data-member-id="${closed.id}"]`);
  await card.locator('button[aria-expanded]').click();
  // The query client retries a lost connection twice (1 s, 2 s) before it gives up.
  await expectAfterRetries(page, card.getByRole('alert'));
  await expect(card.getByRole('alert')).toContainText('تعذر تحميل هذا الفرع.');
  // Closed cards, their counts and the card's error are as accessible as the rest of the chart.
  await expectNoSeriousA11yViolations(page);
  await page.unroute(branchCall);
  await card.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(card).toHaveAttribute('data-children-loaded', 'true');
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test(
  '?member= of a deep member opens the way down to them and marks them',
  layout,
  async ({ page, slices }) => {
    const members = await getJson<{ id: number; generation: number; name: string }[]>(
      '/api/family-members/',
      slices,
    );
    const deep = members.reduce((found, member) => (member.generation > found.generation ? member : found));
    const first = await branchOf('', slices);
    expect(first.units.map((unit) => unit.id)).not.toContain(deep.id);

    await openTree(page, paths.familyTreeFocus(deep.id), slices);
    const focused = page.locator(`[data-member-id="${deep.id}"][aria-current="true"]`).first();
    await expect(focused).toBeVisible();
    await expect(focused).toBeInViewport();
    await expect(focused).toContainText(deep.name);
    await expect(page.locator('[data-focus-card]')).toHaveCount(1);
  },
);

test.describe('hundreds of separate families', () => {
  test(
    '«عرض المزيد من الأسر» draws the next page of tops, and a reload keeps it',
    layout,
    async ({ page, families }) => {
      const first = await branchOf('', families);
      expect(first.topPages).toBeGreaterThan(2);
      const second = await branchOf('?tops_page=1', families);
      const last = await branchOf(`?tops_page=${first.topPages - 1}`, families);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      await openTree(page, paths.familyTree, families);
      const desktop = (page.viewportSize()?.width ?? 1280) >= 768;
      const top = (id: number) =>
        desktop
          ? page.locator(`[data-card][data-member-id="${id}"]`)
          : page.locator(`li[data-member-id="${id}"]`);
      const focusOf = (id: number) =>
        desktop ? top(id).locator('[data-card-focus]') : top(id).locator(':scope > h3 > button');
      await expect(top(first.tops.at(-1)!)).toBeVisible();
      await expect(top(second.tops[0]!)).toHaveCount(0);
      const more = page.getByRole('button', { name: 'عرض المزيد من الأسر' });
      const remaining = page.getByTestId('more-tops');
      await expect(remaining).toContainText(`الأسر المتبقية: ${first.topCount - first.tops.length}`);

      await more.click();
      await expect(top(second.tops[0]!)).toBeVisible();
      await expect(top(second.tops.at(-1)!)).toBeVisible();
      // The reader is taken to the families that came.
      await expect(focusOf(second.tops[0]!)).toBeFocused();
      await expect(page).toHaveURL(/[?&]tops=2(?:&|$)/);
      const left = first.topCount - first.tops.length - second.tops.length;
      await expect(remaining).toContainText(`الأسر المتبقية: ${left}`);
      // The button and the families it brought: the rest of the chart is checked on the demo's tree.
      await expectNoSeriousA11yViolations(
        page,
        '[data-testid="more-tops"]',
        `[data-member-id="${second.tops[0]}"]`,
        `[data-member-id="${second.tops.at(-1)}"]`,
      );

      // The page is served for /family-tree whatever its query: it hydrates the first screen, then
      // asks for the pages the address names.
      await page.reload();
      await expect(page.locator('[data-tree-ready]').first()).toBeVisible({ timeout: 20_000 });
      await expect(top(second.tops[0]!)).toBeVisible();
      await expect(remaining).toContainText(`الأسر المتبقية: ${left}`);
      await expect(top(last.tops[0]!)).toHaveCount(0);

      expect(errors).toEqual([]);
      // Every page shown: every top drawn, in the tree's order, and no button. The order is the
      // slices' (assembleTree), the same at both widths: checked once, on the wide chart.
      if (!desktop) return;
      await openTree(page, `${paths.familyTree}?tops=${first.topPages}`, families);
      await expect(top(last.tops.at(-1)!)).toBeVisible();
      await expect(page.getByTestId('more-tops')).toHaveCount(0);
      const drawn = await page
        .locator('.ft-top > li > [data-card]')
        .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.memberId)));
      expect(drawn).toHaveLength(first.topCount);
      expect(drawn.slice(0, first.tops.length)).toEqual(first.tops);
      expect(drawn.slice(-last.tops.length)).toEqual(last.tops);
      expect(errors).toEqual([]);
    },
  );
});
