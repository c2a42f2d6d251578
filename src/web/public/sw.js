// Nasab's service worker (docs/product.md#notifications): it shows the family's notifications and
// opens their page when one is tapped. It has no fetch handler on purpose: pages and API answers
// go to the network exactly as without it, and nothing is cached here (an offline shell would be
// a later, separate choice).

const HOME = new URL('/', self.location.origin).href;

/** Only a page of this site is opened from a notification; anything else opens the home page. */
function pageOf(url) {
  try {
    const page = new URL(url, self.location.origin);
    return page.origin === self.location.origin ? page.href : HOME;
  } catch {
    return HOME;
  }
}

/** The payload the server encrypted to this browser: `{ title, body, url, tag }`. */
function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  const data = payloadOf(event);
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : self.location.hostname;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    dir: 'rtl',
    lang: 'ar',
    icon: '/icons/icon-192.png',
    data: { url: pageOf(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag !== '') options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
