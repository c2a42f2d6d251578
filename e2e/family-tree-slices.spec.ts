import type { Page } from '@playwright/test';
import { generatedFamilyCsv } from '../src/server/test/family-files';
import { SLICE_BUDGET } from '../src/shared/family-tree/tree-slice';
import { paths } from '../src/web/config/paths';
import { expect, expectNoSeriousA11yViolations, layout, newAdminSession, test } from './fixtures';
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
}

const FAMILY_SIZE = 600;
let server: RunningServer;

const getJson = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${server.baseURL}${path}`)).json()) as T;
const branchOf = (query: string) => getJson<Slice>(`/api/family-members/branch.php${query}`);

test.beforeAll(async () => {
  server = await startServer();
  const token = await newAdminSession(server.baseURL);
  const form = new FormData();
  form.append('file', new Blob([generatedFamilyCsv(FAMILY_SIZE, 'شريحة ')]), 'family.csv');
  const imported = await fetch(`${server.baseURL}/api/admin/import/csv.php`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
});
test.afterAll(async () => server?.stop());

async function openTree(page: Page, path: string) {
  await page.goto(`${server.baseURL}${path}`);
  await expect(page.locator('[data-tree-ready]').first()).toBeVisible({ timeout: 20_000 });
}

test('a closed card opens its branch from the server, and a reload keeps it open', async ({ page }) => {
  const first = await branchOf('');
  expect(first.total).toBeGreaterThan(SLICE_BUDGET);
  const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
  const below = await branchOf(`?id=${closed.id}&depth=1`);
  const child = below.units.find((unit) => unit.depth === closed.depth + 1)!;

  const branchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/branch.php?id=')) branchRequests.push(request.url());
  });
  await openTree(page, paths.familyTree);
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
  async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 768, 'the phone list');
    const first = await branchOf('');
    const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
    const below = await branchOf(`?id=${closed.id}&depth=1`);
    const child = below.units.find((unit) => unit.depth === closed.depth + 1)!;
    // `?member=` opens the entries down to the member's, and the member's own entry.
    await openTree(page, paths.familyTreeFocus(closed.id));
    const entry = page.locator(`li[data-member-id="${closed.id}"]`);
    await expect(entry.locator(':scope > h3 > button')).toHaveAttribute('aria-expanded', 'true');
    await expect(entry.locator(`li[data-member-id="${child.id}"]`)).toBeVisible();
    await expect(entry).toHaveAttribute('data-children-loaded', 'true');
    await page.reload();
    await expect(entry.locator(`li[data-member-id="${child.id}"]`)).toBeVisible();
  },
);

test('a branch that fails says so on its card and opens on retry', async ({ page }) => {
  const first = await branchOf('');
  const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
  await openTree(page, paths.familyTree);
  const branchCall = (url: URL) => url.pathname.endsWith('/branch.php') && url.searchParams.has('id');
  await page.route(branchCall, (route) => route.abort('connectionrefused'));
  const card = page.locator(`[data-card][data-member-id="${closed.id}"]`);
  await card.locator('button[aria-expanded]').click();
  // The query client retries a lost connection twice (1 s, 2 s) before it gives up.
  await expect(card.getByRole('alert')).toContainText('تعذر تحميل هذا الفرع.', { timeout: 15_000 });
  // Closed cards, their counts and the card's error are as accessible as the rest of the chart.
  await expectNoSeriousA11yViolations(page);
  await page.unroute(branchCall);
  await card.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(card).toHaveAttribute('data-children-loaded', 'true');
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('?member= of a deep member opens the way down to them and marks them', layout, async ({ page }) => {
  const members = await getJson<{ id: number; generation: number; name: string }[]>('/api/family-members/');
  const deep = members.reduce((found, member) => (member.generation > found.generation ? member : found));
  const first = await branchOf('');
  expect(first.units.map((unit) => unit.id)).not.toContain(deep.id);

  await openTree(page, paths.familyTreeFocus(deep.id));
  const focused = page.locator(`[data-member-id="${deep.id}"][aria-current="true"]`).first();
  await expect(focused).toBeVisible();
  await expect(focused).toBeInViewport();
  await expect(focused).toContainText(deep.name);
  await expect(page.locator('[data-focus-card]')).toHaveCount(1);
});
