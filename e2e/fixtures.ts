import axe from 'axe-core';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from './server';

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /**
   * The browser says the visitor saves data (Save-Data), so the page does not fetch the other
   * pages' files when idle: some seventy files that every test's fresh browser would download
   * again, about a sixth of the suite's work, as the service worker's precache was
   * (playwright.config.ts). e2e/prefetch.spec.ts turns it off to test that download.
   */
  saveData: boolean;
}

/**
 * Chromium's data saver for this page (navigator.connection.saveData), through DevTools: the
 * session stays attached, since an override ends with the session that set it.
 */
export async function askToSaveData(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/**
 * One real server (and database) per worker; tests make their own data with unique names and
 * never assume another test's changes.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  saveData: [true, { option: true }],
  // Pages arrive server-rendered: a click before the app has taken the page over would find no
  // handler. Every navigation waits for the app's ready mark, as a visitor waits for the page.
  page: async ({ page, saveData }, use) => {
    if (saveData) await askToSaveData(page);
    const whenReady = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => whenReady(goto(url, options));
    page.reload = (options) => whenReady(reload(options));
    await use(page);
  },
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
});

export { expect };

/**
 * Tests run again whole at 375 px (the `mobile` project): those whose behaviour depends on the width
 * (navigation, the tree, the sidebar, the share button), each public page, and the flows decision
 * 065 lists as required at both widths. Other flows check each screen at both widths
 * (`expectSoundAtBothWidths`).
 */
export const layout = { tag: '@layout' };

/** A new session through the API, for a test that ends it (logout, an expired session). */
export async function newAdminSession(baseURL: string, password = ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${baseURL}/api/admin/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** One call to the API as the admin, for a test's setup and its checks behind the screen. */
export async function apiCall<T>(
  baseURL: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const workerSessions = new Map<string, Promise<string>>();

/**
 * The worker's admin session: logged in through the API once per worker (each worker has its own
 * server), for setting up data and for signing pages in. A test that ends a session uses
 * `newAdminSession` instead, so the others keep theirs.
 */
export function adminToken(baseURL: string): Promise<string> {
  let token = workerSessions.get(baseURL);
  if (!token) {
    token = newAdminSession(baseURL);
    workerSessions.set(baseURL, token);
  }
  return token;
}

/**
 * Signs the page in without the login form: the token is put in local storage before the app
 * starts, once per tab (a later logout in the test stays a logout). One test in admin-core keeps
 * the real login form.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    localStorage.setItem('adminToken', value);
    sessionStorage.setItem('e2e-signed-in', '1');
  }, token);
}

/**
 * Gives the page a session of its own, which the test may end without ending the worker's:
 * the app is opened on the login page and the token put in its local storage.
 */
export async function ownSession(page: Page, baseURL: string): Promise<string> {
  const token = await newAdminSession(baseURL);
  await page.goto('/admin/login');
  await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
  return token;
}

/**
 * Opens an admin screen and waits for its session check (check-auth.php) to answer. A test that
 * then ends the session, to see a save meet it, needs this: a check still on its way would meet
 * the ended session first, and the login page would rightly say a screen was opened, not saved.
 */
export async function openAdminScreen(page: Page, path: string): Promise<void> {
  const checked = page.waitForResponse((response) => response.url().includes('/api/admin/check-auth.php'));
  await page.goto(path);
  expect((await checked).ok()).toBe(true);
}

/** Signs the page in with the worker's session. */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<void> {
  await signIn(page, await adminToken(baseURL));
}

/**
 * Another person's browser (a relative's phone or computer) at the test's width, set up as the
 * suite's own are in playwright.config.ts: Arabic, Kuwait's time, no service worker, saving data.
 */
export async function anotherBrowser(browser: Browser, page: Page, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    locale: 'ar-KW',
    timezoneId: 'Asia/Kuwait',
    serviceWorkers: 'block',
  });
  const other = await context.newPage();
  await askToSaveData(other);
  return other;
}

/** Opens a path in a page the `page` fixture did not make, and waits, as it does, for the app's ready mark. */
export async function openReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * The server goes away for this page: every call to the API (or to the paths given) fails as a
 * lost connection would, while the app's own code still loads. Call `restore` to bring it back.
 */
export async function cutConnection(
  page: Page,
  pattern: Parameters<Page['route']>[0] = '**/api/**',
): Promise<{ restore(): Promise<void> }> {
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return { restore: () => page.unroute(pattern) };
}

/**
 * The page's clock under the test's hand (Playwright's fake timers), installed before the app
 * loads: a failed read is retried twice after 1 s and 2 s of back-off, and a test waits for the
 * error state by moving that clock on, not by waiting the seconds out.
 */
export async function controlClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Moves the page's clock on, a second at a time, until `locator` shows: the retries' back-off, skipped. */
export async function expectAfterRetries(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(locator.first()).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 10_000, intervals: [0] });
}

/** Navigates inside the app, as a click on a link would, without loading a page from the server. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a page by way of another (history, which needs no content), so its data is asked for by
 * the browser: the first page of a visit arrives rendered with its data, so a page's own loading
 * and error states only ever show after the visitor has moved inside the site.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/history');
  await navigateInApp(page, path);
}

/**
 * No serious or critical axe violation on the page, or only within the selectors given: axe takes
 * seconds on a page of hundreds of cards, where only what a test added is new.
 *
 * axe-core runs in the page itself, put there once per document: @axe-core/playwright evaluated
 * its 650 KB twice per check in the page and once in every frame, waiting up to a second for the
 * diwan's map, another site's page that is not ours to check (decision 066). Only violations are
 * collected.
 */
export async function expectNoSeriousA11yViolations(page: Page, ...within: string[]): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(include.length > 0 ? { include } : document, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, within);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}

/**
 * The page has no horizontal overflow (none at 375 px outside the tree's own scroller),
 * once it has laid itself out: right after the viewport narrows, a chart that follows its box
 * (a ResizeObserver, a frame later) is still as wide as before, which no reader ever sees.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * The screen as it is now, at a phone's width (375 px): no horizontal overflow and no serious axe
 * violation (within the selectors given, if any); then back to the test's width. A flow checked at
 * 1280 px is checked at 375 px this way without running it twice.
 */
export async function expectSoundAtPhoneWidth(page: Page, ...within: string[]): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  try {
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, ...within);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

/**
 * The screen as it is now at the test's width and at a phone's: no horizontal overflow and no
 * serious axe violation at either. How a flow that behaves alike at every width (a keeper's form,
 * a relative's sign-in) is checked at 375 px at each of its screens: run again whole in the
 * `mobile` project, it cost CI a browser's work for every step (decision 065).
 */
export async function expectSoundAtBothWidths(page: Page, ...within: string[]): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, ...within);
  await expectSoundAtPhoneWidth(page, ...within);
}

/**
 * The page has no file or date input of the browser's own, which speak the browser's language
 * («Choose File», «mm/dd/yyyy») whatever the site's: every file input is a FilePicker's, and
 * days are chosen on the site's calendar.
 */
export async function expectNoBrowserPickers(page: Page): Promise<void> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll('input')]
      .filter((input) =>
        input.type === 'file'
          ? !input.closest('[data-file-picker]')
          : ['date', 'datetime-local', 'time', 'month', 'week'].includes(input.type),
      )
      .map((input) => input.outerHTML),
  );
  expect(found).toEqual([]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A date field's button, named by its label and then the day it holds. */
export function dateField(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) });
}

/** Chooses a day (`yyyy-mm-dd`) on a date field's calendar: its year, its month, then the day. */
export async function pickDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  await dateField(page, label).click();
  const calendar = page.getByRole('dialog', { name: label });
  await calendar.getByRole('combobox', { name: 'اختر السنة' }).selectOption(String(year));
  await calendar.getByRole('combobox', { name: 'اختر الشهر' }).selectOption(String(month - 1));
  await calendar.locator(`[data-day="${iso}"] button`).click();
  await expect(calendar).toHaveCount(0);
}
