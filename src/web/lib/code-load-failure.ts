const failedLoads = new WeakSet<object>();

/**
 * Notes each failure Vite's loader of on-demand code reports (`vite:preloadError`): a page's script
 * or its styles that did not arrive, because the connection dropped or because the site was
 * updated and the old file is gone. Every page of the built app is imported through that loader;
 * the browsers word the failure each their own way, and none gives it a type of its own.
 */
export function noteCodeLoadFailures(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) failedLoads.add(payload);
  });
}

/** Whether `error` is one of those failures (always false under `vite dev`, which has no loader). */
export const isCodeLoadFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && failedLoads.has(error);
