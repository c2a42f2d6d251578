/** The site's service worker (src/web/public/sw.js): notifications only, no fetch handler. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can hold a service worker at all (not over plain http but on localhost). */
export const serviceWorkersAvailable = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Registers the service worker for the whole site, once the page is the app's (main.tsx): it makes
 * the site installable and receives the notifications. A failure costs nothing but those, so it is
 * not reported to the visitor.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkersAvailable()) return undefined;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    return undefined;
  }
}
