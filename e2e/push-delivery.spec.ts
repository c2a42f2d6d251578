import type { AdminOccasion } from '../src/shared/schemas/occasion';
import { kuwaitDay } from '../src/shared/format/date';
import { pushMessages } from '../src/shared/messages/push';
import { startTestPushService, TEST_PUSH_CA, type TestPushService } from '../src/server/test/push-service';
import { adminToken, apiCall, expect, test } from './fixtures';
import { startServer, type RunningServer } from './server';

// docs/product.md#notifications, end to end in Chromium: the browser subscribes through «تنبيهني»;
// a keeper publishes a death notice; the server encrypts one push to that subscription and sends it
// to the push service; the browser's service worker receives it and shows it. Chromium here reaches
// no push service, so two links of the chain are stood in for: the browser's subscription is one
// whose keys the test holds (its endpoint on a local push service the server trusts), and what
// that service received is decrypted with them and handed to the service worker through DevTools'
// `ServiceWorker.deliverPushMessage`, as a push service would hand it over.

// The suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

let push: TestPushService;
let server: RunningServer;

test.beforeAll(async () => {
  push = await startTestPushService();
  server = await startServer({ PUSH_ENDPOINT_HOSTS: push.host, NODE_EXTRA_CA_CERTS: TEST_PUSH_CA });
});

test.afterAll(async () => {
  await server?.dispose();
  await push?.close();
});

test('a death notice reaches a subscribed browser within the minute, shown right to left and opening the notice', async ({
  page,
  context,
}) => {
  const base = server.baseURL;
  const subscription = push.subscription('e2e-browser');
  await context.grantPermissions(['notifications'], { origin: base });
  await page.addInitScript((json) => {
    let current: object | null = null;
    const subscribe = async (options: { applicationServerKey: Uint8Array }) =>
      (current = {
        endpoint: json.endpoint,
        options: { applicationServerKey: options.applicationServerKey.buffer },
        toJSON: () => json,
        unsubscribe: async () => ((current = null), true),
      });
    Object.assign(PushManager.prototype, { subscribe, getSubscription: async () => current });
  }, subscription.json);

  await page.goto(`${base}/occasions`);
  await page.getByRole('button', { name: pushMessages.button }).click();
  const panel = page.getByRole('region', { name: pushMessages.panel.heading });
  await panel.getByRole('button', { name: pushMessages.panel.subscribe }).click();
  await expect(panel.getByRole('status')).toHaveText(pushMessages.states.subscribed);

  // One of the demo family's departed: a notice names whom it mourns.
  const members = (await (await fetch(`${base}/api/family-members/`)).json()) as {
    id: number;
    name: string;
    death?: string;
  }[];
  const deceased = members.find((member) => !!member.death)!;
  const title = `نعي ${Date.now().toString(36)}`;
  const created = await apiCall<{ data: AdminOccasion }>(
    base,
    await adminToken(base),
    '/api/admin/occasions/create.php',
    {
      method: 'POST',
      body: {
        kind: 'death',
        title,
        date: kuwaitDay(),
        body: 'انتقل إلى رحمة الله تعالى.',
        member_ids: [deceased.id],
        men_hours: 'بعد صلاة العصر إلى العشاء',
        women_hours: 'من العاشرة صباحاً إلى الظهر',
      },
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  // The server's push, at the push service well within the minute the family is promised.
  await expect
    .poll(() => push.received.filter((received) => received.name === 'e2e-browser').length, {
      timeout: 60_000,
    })
    .toBe(1);
  const payload = subscription.decrypt(
    push.received.find((received) => received.name === 'e2e-browser')!.body,
  );

  // Handed to the browser's service worker as the push service would.
  const devtools = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((found) => found.scopeURL === `${base}/` && !found.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  // A push sent while DevTools knows the registration but not yet its activated version is dropped
  // (half the runs on this machine): wait for that version as well.
  const activated = new Set<string>();
  const versionActivated = new Promise<void>((resolve) =>
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions)
        if (version.status === 'activated') activated.add(version.registrationId);
      void registration.then((id) => activated.has(id) && resolve());
    }),
  );
  await devtools.send('ServiceWorker.enable');
  await versionActivated;
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: base,
    registrationId: await registration,
    data: payload,
  });

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          dir: notification.dir,
          lang: notification.lang,
          url: (notification.data as { url?: string } | null)?.url,
        })),
      ),
    )
    .toEqual([
      {
        title: expect.stringContaining(title),
        dir: 'rtl',
        lang: 'ar',
        url: `${base}/occasions/${created.body.data.id}`,
      },
    ]);
});
