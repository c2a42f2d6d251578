// The browser's entry (decision 011). The page the server sent is complete and readable: the app's
// code only makes it interactive. So nothing of it is asked for until the page has been drawn,
// and on a slow phone the text, the fonts and the first image have the connection to themselves.
import './styles.css';

/**
 * Resolves once a frame has been drawn and its task has ended. A hidden tab draws no frames, so a
 * timer stands in there.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

void afterFirstPaint().then(() => import('./main'));
