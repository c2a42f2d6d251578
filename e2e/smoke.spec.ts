import { adminMessages } from '../src/shared/messages/admin';
import { publicMessages } from '../src/shared/messages/public';
import { historyMessages } from '../src/shared/messages/history';
import { historyAdminMessages } from '../src/shared/messages/history-admin';
import { memberSuggestionAdminMessages } from '../src/shared/messages/member-suggestions-admin';
import { newsPublishingMessages } from '../src/shared/messages/news-publishing';
import { expect, test } from './fixtures';

test('the built app is served in Arabic, right to left, on deep links', async ({ page }) => {
  const response = await page.goto('/news/1');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('the public pages download none of the admin words', async ({ page }) => {
  // Addresses, read after the visits: a page that preloads the others' code while idle may still
  // be receiving a script when the next visit starts, and its body is then gone from the page.
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.add(request.url());
  });
  for (const [path, heading] of [
    ['/', publicMessages.homePage.historyHeading],
    ['/history', historyMessages.heading],
    ['/family-tree', publicMessages.familyTree.treeHeading],
    ['/notable-people', publicMessages.notablePeople.heading],
    ['/news', publicMessages.titles.news],
    ['/diwan', publicMessages.titles.diwan],
    // The member page holds «اقترح تصحيحاً», whose admin queue has its own words.
    ['/family-tree/member/6', 'محمد'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  const code = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  expect(code.length).toBeGreaterThan(0);
  // Words only the admin area says: its section names and a form's own message.
  for (const adminWord of [
    adminMessages.shell.nav.news,
    adminMessages.news.created,
    // Not «تسجيل الخروج»: a relative signed in reads it in the public header too.
    adminMessages.shell.sidebarLabel,
    historyAdminMessages.timeline.created,
    memberSuggestionAdminMessages.intro,
    newsPublishingMessages.preview.notice,
  ]) {
    expect(code.filter((text) => text.includes(adminWord))).toHaveLength(0);
  }
  // Nor the 60,000 common passwords (decision 023) and the strength estimate (decision 035): only
  // the change-password screen loads them.
  expect(
    [...scripts].filter((url) => url.includes('common-passwords') || url.includes('password-strength')),
  ).toEqual([]);
  expect(code.filter((text) => text.includes('passwords-common'))).toHaveLength(0);
});
