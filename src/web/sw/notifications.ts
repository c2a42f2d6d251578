// The notifications a push brings (docs/product.md#notifications): shown right to left, in
// Arabic, one per item; tapping one opens its page of this site.

declare const self: ServiceWorkerGlobalScope;

/** Only a page of this site is opened from a notification; anything else opens the home page. */
function pageOf(url: unknown): string {
  const home = new URL('/', self.location.origin).href;
  try {
    const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return page.origin === self.location.origin ? page.href : home;
  } catch {
    return home;
  }
}

/** The payload the server encrypted to this browser: `{ title, body, url, tag }`. */
function payloadOf(event: PushEvent): Record<string, unknown> {
  try {
    const data: unknown = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function handleNotifications(): void {
  self.addEventListener('push', (event) => {
    const data = payloadOf(event);
    const title = typeof data.title === 'string' && data.title !== '' ? data.title : self.location.hostname;
    const options: NotificationOptions = {
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
    const url = pageOf((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === url);
        return open ? open.focus() : self.clients.openWindow(url);
      }),
    );
  });
}
