import { PAGE_CODE_ELEMENT_ID } from '#shared/page-state.ts';
import { whenIdle } from '../lib/when-idle';

/** Links added per idle slice: each addition costs the main thread about a millisecond on a phone. */
const LINKS_PER_SLICE = 4;

/** The visitor asked the browser to save data (Save-Data): nothing is downloaded ahead of a click. */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Fetches the other public pages' files the server listed into the HTTP cache, so a later click
 * never waits for code and a visitor who loses the connection still gets each page's own error
 * state (with retry) rather than a failed chunk. A prefetch, not a module preload: Chromium
 * compiles a preloaded module on the main thread, tasks a phone feels while the visitor starts
 * reading. The links go in a few per idle moment for the same reason. Not for a visitor saving
 * data: on a metered phone plan the other pages' files are a download he did not ask for.
 */
export function prefetchPublicPages(): void {
  if (savingData()) return;
  const element = document.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!element?.textContent) return;
  const loaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')].map(
      (node) => ('href' in node ? node.href : node.src),
    ),
  );
  const pending = (JSON.parse(element.textContent) as string[]).filter(
    (href) => !loaded.has(new URL(href, document.baseURI).href),
  );
  const addSome = () => {
    for (const href of pending.splice(0, LINKS_PER_SLICE)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
    if (pending.length > 0) whenIdle(addSome);
  };
  addSome();
}
