import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from './server';

interface WorkerFixtures {
  server: RunningServer;
}

/**
 * One real server (and database) per worker; tests make their own data with unique
 * names and never assume another test's changes.
 */
export const test = base.extend<object, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

export { expect };

/** Logs in through the real login form. */
export async function loginAsAdmin(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** A token straight from the API, for setting up data quickly in a test. */
export async function adminToken(baseURL: string, password = ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${baseURL}/api/admin/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** axe: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The page has no horizontal overflow (issue #3: none at 375 px outside the tree's own scroller). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until the page has fetched everything it will fetch on its own (the other public pages'
 * code is prefetched after the first paint): only then does stopping the server test the pages'
 * own error states rather than a half-loaded app.
 */
export async function waitForAppCode(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
