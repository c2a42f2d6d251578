import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { handleNotifications } from './notifications';
import { SAVED_COPIES_CACHE, isKeptOffline, isKeptPage, isPublicCopy, markedAsSaved } from './offline-rules';

// Nasab's service worker (docs/product.md#notifications, decision 059), built by
// scripts/lib/service-worker-build.ts into /sw.js: the notifications, and the occasions readable
// without a network. Everything else goes to the network as if there were no service worker.

declare const self: ServiceWorkerGlobalScope;
/** The built files the occasions' pages need (entry, page code, styles, fonts), from the build. */
declare const __SHELL_FILES__: string[];

/** Saved pages and answers kept at most: the list, and the occasions a relative opened lately. */
const MAX_SAVED_COPIES = 60;

handleNotifications();

// The shell, fetched when this worker installs: hashed names, so a name is its revision.
precacheAndRoute(__SHELL_FILES__.map((url) => ({ url, revision: null })));
cleanupOutdatedCaches();

const savedCopies: WorkboxPlugin = {
  // Only what the server marked fit for any cache: never a relative's answer.
  cacheWillUpdate: async ({ response }) => (isPublicCopy(response) ? response : null),
  fetchDidSucceed: async ({ request, response }) => {
    // An occasion deleted or no longer public is forgotten here too.
    if (response.status === 404 || response.status === 410) {
      await (await caches.open(SAVED_COPIES_CACHE)).delete(request, { ignoreVary: true });
    }
    // A server that is down behind its proxy answers 502: the saved copy, when there is one.
    if (
      response.status >= 500 &&
      (await caches.match(request, { cacheName: SAVED_COPIES_CACHE, ignoreVary: true }))
    ) {
      throw new Error(`the server answered ${response.status}`);
    }
    return response;
  },
  // Called only when the network failed: the copy says it is one.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markedAsSaved(cachedResponse),
};

const lastCopies = new NetworkFirst({
  cacheName: SAVED_COPIES_CACHE,
  // A relative's answer and the public's vary by cookie; only the public's is ever kept.
  matchOptions: { ignoreVary: true },
  plugins: [savedCopies, new ExpirationPlugin({ maxEntries: MAX_SAVED_COPIES, purgeOnQuotaError: true })],
});
registerRoute(({ request }) => isKeptOffline(request, self.location.origin), lastCopies);

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      // The occasions' pages open now (read before this worker was there) are kept from the start,
      // and the kept ones are read again: they name the built files of the build that made them,
      // which this worker's precache has just replaced.
      const open = (await self.clients.matchAll({ type: 'window' })).map((client) => client.url);
      const kept = (await (await caches.open(SAVED_COPIES_CACHE)).keys()).map((request) => request.url);
      const pages = [...new Set([...open, ...kept])].filter(
        (url) => isKeptOffline({ method: 'GET', url }, self.location.origin) && isKeptPage(url),
      );
      await Promise.allSettled(pages.map((url) => lastCopies.handle({ request: new Request(url), event })));
    })(),
  );
});
