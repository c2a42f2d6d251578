import { PAGE_CODE_ELEMENT_ID } from '../../shared/page-state';

/**
 * Fetches the other public pages' files the server listed, so a later click never waits for code
 * and a visitor who loses the connection still gets each page's own error state (with retry)
 * rather than a failed chunk. Fetched, not run: a module preload is parsed off the main thread,
 * where importing every page would run them all while the visitor starts reading.
 */
export function prefetchPublicPages(): void {
  const element = document.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!element?.textContent) return;
  for (const href of JSON.parse(element.textContent) as string[]) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'prefetch';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    document.head.append(link);
  }
}
