/**
 * The site's service worker (built from src/web/sw/ into /sw.js, decision 059): notifications, and
 * the occasions readable without a network.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can hold a service worker at all (not over plain http but on localhost). */
export const serviceWorkersAvailable = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Registers the service worker for the whole site, once the page is the app's (main.tsx): it makes
 * the site installable, receives the notifications and keeps the occasions for reading offline. A
 * failure costs nothing but those, so it is not reported to the visitor.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkersAvailable()) return undefined;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    return undefined;
  }
}
