import type { Page } from '@playwright/test';
import { PAGE_CODE_ELEMENT_ID } from '../src/shared/page-state';
import { commonMessages } from '../src/shared/messages/common';
import { publicMessages } from '../src/shared/messages/public';
import { expect, test } from './fixtures';

// The other public pages' files, fetched while the visitor reads (decision 011): a later click
// never waits for code, and a visitor who has lost the connection still gets the page he clicked,
// with its own loading and error states, not the router's failure. Not for a visitor saving data:
// his click waits for the page's code, and when it cannot come he is told so, in Arabic.

/** The files the page asks for as prefetches (Chromium says `Sec-Purpose: prefetch`). */
const prefetchRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

/** The files the server listed that the page did not load itself: what it fetches ahead. */
const filesToFetchAhead = (page: Page) =>
  page.evaluate((id) => {
    const loaded = new Set(
      [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')]
        .filter((node) => !(node instanceof HTMLLinkElement && node.rel === 'prefetch'))
        .map((node) => new URL('href' in node ? node.href : node.src).pathname),
    );
    const listed = JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[];
    return listed.filter((file) => !loaded.has(file));
  }, PAGE_CODE_ELEMENT_ID);

/** «الأخبار» in the site's menu. */
const openNewsFromMenu = (page: Page) =>
  page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: publicMessages.titles.news, exact: true })
    .click();

test.describe('a visitor who does not save data', () => {
  test.use({ saveData: false });

  test('gets the other pages’ files while reading, and opens one of them after losing the connection', async ({
    page,
    context,
  }) => {
    const prefetched = prefetchRequests(page);
    await page.goto('/');
    const ahead = await filesToFetchAhead(page);
    expect(ahead.length).toBeGreaterThan(0);
    // Each file asked for once, as a prefetch, and every one of them arrived.
    await expect.poll(() => [...prefetched].sort(), { timeout: 30_000 }).toEqual([...ahead].sort());
    await expect
      .poll(() =>
        page.evaluate((files) => {
          const arrived = new Set(
            performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
          );
          return files.filter((file) => !arrived.has(file));
        }, ahead),
      )
      .toEqual([]);

    await context.setOffline(true);
    await openNewsFromMenu(page);
    await expect(page.getByRole('heading', { level: 1, name: publicMessages.titles.news })).toBeVisible();
    await expect(page.getByText(publicMessages.notFound.routerError)).toHaveCount(0);
  });
});

test('a visitor saving data (as the other tests’ browsers are) gets nothing fetched ahead', async ({
  page,
}) => {
  const prefetched = prefetchRequests(page);
  await page.goto('/');
  expect(await filesToFetchAhead(page)).not.toEqual([]);
  // The data saver holds across pages, and the module that would fetch ahead has run.
  const prefetchModule = page.waitForResponse((response) => response.url().includes('/prefetch-pages-'));
  await page.goto('/history');
  await prefetchModule;
  expect(
    await page.evaluate(
      () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData,
    ),
  ).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});

test('a page whose code cannot be fetched says so in Arabic, and opens once the connection is back', async ({
  page,
  context,
}) => {
  // Saving data, so nothing of the news page was fetched ahead.
  await page.goto('/');
  await context.setOffline(true);
  await openNewsFromMenu(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(commonMessages.connectionError);
  await expect(page.getByText(publicMessages.notFound.routerError)).toHaveCount(0);

  await context.setOffline(false);
  await alert.getByRole('button', { name: commonMessages.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: publicMessages.titles.news })).toBeVisible();
  await expect(page).toHaveURL(/\/news$/);
});
