// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure, noteCodeLoadFailures } from './code-load-failure';

/** What Vite's loader does when an import fails: the event, then the failure thrown on. */
function viteReports(error: unknown) {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload: error });
  window.dispatchEvent(event);
}

describe('isCodeLoadFailure', () => {
  noteCodeLoadFailures(window);

  it('knows a page’s code or styles that Vite’s loader could not fetch', () => {
    const script = new TypeError('Failed to fetch dynamically imported module: /assets/news-C1x.js');
    const styles = new Error('Unable to preload CSS for /assets/family-tree-D2y.css');
    viteReports(script);
    viteReports(styles);
    expect(isCodeLoadFailure(script)).toBe(true);
    expect(isCodeLoadFailure(styles)).toBe(true);
  });

  it('leaves every other failure to the router’s failure page, whatever its words', () => {
    viteReports('not an error object');
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isCodeLoadFailure(new Response(null, { status: 404 }))).toBe(false);
    expect(isCodeLoadFailure('not an error object')).toBe(false);
    expect(isCodeLoadFailure(undefined)).toBe(false);
  });
});
