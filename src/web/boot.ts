// The browser's entry (decision 011). The page the server sent is complete and readable: the app's
// code only makes it interactive. So nothing of it is asked for until the page has been drawn,
// and on a slow phone the text, the fonts and the first image have the connection to themselves.
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-state.ts';
import './styles.css';

/**
 * Resolves once the page's first content has been painted (the browser's own paint timing, which
 * notes when the frame was actually shown). A hidden tab paints nothing, and a browser may not
 * report paints: a timer stands in there.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    const fallback = setTimeout(done, document.visibilityState === 'visible' ? 3000 : 100);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(done, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

// A page the server did not render (the admin area) has nothing to show before its code.
const serverRendered = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./main'));
