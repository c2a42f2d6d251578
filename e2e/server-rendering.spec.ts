import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, layout, test } from './fixtures';
import { publicPageUrls } from './server';

// Pages whose accessibility and overflow no other spec checks, at both widths (with the phone's
// menu open too): checked here, on the load the test makes anyway.
const checkedForQuality = new Set(['/', '/history', '/occasions', '/diwan', '/no/such/page']);
const isMobile = (width: number | undefined) => (width ?? 1280) < 768;

for (const path of publicPageUrls) {
  test(
    `${path}: arrives rendered, hydrates keeping every element without a warning, asks the API for nothing again` +
      (checkedForQuality.has(path) ? '; no serious axe violation, no horizontal overflow' : ''),
    // At both widths: what a page renders in script may depend on the width (the tree's chart or
    // list, the print sheet's fit), and a hydration mismatch at one width is one all the same.
    layout,
    async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // The not-found page logs its path on purpose (docs/product.md#not-found), and its document is a 404.
        if (text.includes('non-existent route') || text.includes('status of 404')) return;
        // Playwright's own words: the suite blocks service workers (playwright.config.ts).
        if (text === 'Service Worker registration blocked by Playwright') return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // main.tsx reports each of React's recoverable errors (a mismatch it mended by rendering
      // afresh) as a console error starting with this word.
      const hydrationErrors = () => problems.filter((text) => text.startsWith('hydration:'));
      const apiCalls: string[] = [];
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The page's styles came inside it: asking for one again would restyle the whole page.
        if (request.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
        // The visit counter is the one call the page makes on purpose.
        if (url.pathname.startsWith('/api/') && url.pathname !== '/api/views/') apiCalls.push(url.pathname);
      });

      // The first response holds the page's main heading: no JavaScript is needed to read it. Other
      // tests on this server edit the family: a page kept from before an edit (sent while the new
      // one renders, and reading its data again once hydrated) is waited out.
      let response = await page.request.get(path);
      while (response.headers()['x-cache'] === 'stale') response = await page.request.get(path);
      await page.context().clearCookies();
      expect(await response.text()).toMatch(/<div id="root">[\s\S]*<h1/);

      // The app's code is held back until every element the server sent and the visitor can see
      // is marked; hydration must then keep each of them (adopt, not re-create: a re-created page
      // flashes, loses a scroll or a half-typed field, and means the two renders disagreed).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const codeAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route('**/assets/main-*.js', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      const navigation = page.goto(path);
      await codeAsked;
      const shown = await page.evaluate(() => {
        const elements = [...document.querySelectorAll('#root *')].filter((element) =>
          element.checkVisibility(),
        );
        (window as unknown as { serverElements: Element[] }).serverElements = elements;
        return elements.length;
      });
      release();
      await navigation;
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Every part below the fold hydrated too (React hydrates them after the rest).
      await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
      const replaced = await page.evaluate(() =>
        (window as unknown as { serverElements: Element[] }).serverElements
          .filter((element) => !element.isConnected)
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(shown).toBeGreaterThan(10);
      expect(hydrationErrors()).toEqual([]);
      expect(replaced).toEqual([]);
      expect(problems).toEqual([]);
      expect(apiCalls).toEqual([]);
      expect(stylesheets).toEqual([]);

      if (!checkedForQuality.has(path)) return;
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      if (isMobile(page.viewportSize()?.width)) {
        await page.getByRole('button', { name: 'فتح القائمة' }).click();
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      }
    },
  );
}
