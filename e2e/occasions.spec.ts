import type { FamilyMember } from '../src/shared/schemas/family-member';
import type { AdminOccasion } from '../src/shared/schemas/occasion';
import { kuwaitDay } from '../src/shared/format/date';
import { occasionMessages } from '../src/shared/messages/occasions';
import { occasionAdminMessages } from '../src/shared/messages/occasions-admin';
import { offlineMessages } from '../src/shared/messages/offline';
import { pushMessages } from '../src/shared/messages/push';
import { pushKinds } from '../src/shared/push/kinds';
import {
  adminToken,
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  layout,
  signInAsAdmin,
  test,
} from './fixtures';

// docs/product.md#occasions: a keeper publishes a death notice with the men's and the women's عزاء;
// the public notice page shows it laid out, hydrated without a mismatch; the calendar marks its
// day; the member's page shows the notice and the death date the notice recorded.

// The suite blocks service workers (playwright.config.ts); «تنبيهني» and reading offline need one.
test.use({ serviceWorkers: 'allow' });

const f = occasionAdminMessages.form;
const n = occasionAdminMessages.notice;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test(
  'a keeper publishes a death notice with both عزاء: the notice, the calendar and the member page show it',
  layout,
  async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const name = unique('عبدالرحمن');
    // A member of his own, under nobody of the demo's: the worker's other tests draw and print the
    // demo's branches as the demo has them.
    const member = (
      await apiCall<{ data: FamilyMember }>(baseURL!, token, '/api/family-members/create.php', {
        method: 'POST',
        body: {
          name,
          generation: 3,
          parent: null,
          gender: 'male',
          visibility: 'public',
        },
      })
    ).body.data;

    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/occasions/add');
    // A new occasion starts as a death notice, today, with its scaffold on view.
    await expect(page.getByRole('combobox', { name: f.kind })).toHaveValue('death');
    await page.getByRole('combobox', { name: f.memberSearch }).fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByLabel(`${n.prayer}: ${n.mosque}`).fill('مسجد الدولة الكبير');
    await page.getByLabel(`${n.prayer}: ${n.prayerTime}`).fill('بعد صلاة العصر');
    await page.getByLabel(`${n.burial}: ${n.cemetery}`).fill('مقبرة الصليبيخات');
    const men = page.getByRole('group', { name: n.men });
    await men.getByLabel(n.hours).fill('بعد صلاة العصر إلى العشاء');
    const women = page.getByRole('group', { name: n.women });
    await women.getByRole('radio', { name: n.places.address }).check();
    await women.getByLabel(n.address).fill('الروضة، قطعة 3، منزل 12');
    await women.getByLabel(n.hours).fill('من العاشرة صباحاً إلى الظهر');
    await page.getByLabel(n.phones).fill('99887766');
    await expect(page.getByRole('checkbox', { name: f.applyDeath })).toBeChecked();
    // The preview draws the notice as the public page will.
    await expect(page.getByRole('region', { name: f.previewHeading })).toContainText(name);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText(f.created)).toBeVisible();

    const list = await apiCall<{ data: AdminOccasion[] }>(baseURL!, token, '/api/admin/occasions/list.php');
    const notice = list.body.data.find((o) => o.member_ids[0] === member.id)!;
    expect(notice).toMatchObject({ kind: 'death', women_place: 'address', phones: ['+96599887766'] });

    // The public notice: server-rendered, hydrated without a mismatch, laid out with both عزاء.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('hydration:')) problems.push(message.text());
    });
    await page.goto(`/occasions/${notice.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`المرحوم ${name}`);
    await expect(page.getByText('انتقل إلى رحمة الله تعالى')).toBeVisible();
    await expect(page.getByRole('heading', { name: occasionMessages.notice.menCondolence })).toBeVisible();
    await expect(page.getByRole('heading', { name: occasionMessages.notice.womenCondolence })).toBeVisible();
    await expect(page.getByText('بعد صلاة العصر إلى العشاء')).toBeVisible();
    await expect(page.getByText('من العاشرة صباحاً إلى الظهر')).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: new RegExp(`${occasionMessages.notice.map}\\s*:\\s*${occasionMessages.notice.womenCondolence}`),
      }),
    ).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expect(
      page.getByRole('link', { name: occasionMessages.notice.call('+965 9988 7766') }),
    ).toHaveAttribute('href', 'tel:+96599887766');
    await expect(
      page.getByRole('link', { name: occasionMessages.notice.whatsApp('+965 9988 7766') }),
    ).toHaveAttribute('href', 'https://wa.me/96599887766');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);

    // The calendar: today's day is marked, and chosen (today), it lists the notice.
    await page.goto('/occasions');
    const today = kuwaitDay();
    await expect(page.locator(`[data-day="${today}"]`)).toContainText('مناسب');
    const calendar = page.getByRole('region', { name: occasionMessages.calendar.label });
    await expect(calendar.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: occasionMessages.page.upcoming })
        .getByRole('link', { name: new RegExp(name) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);

    // The member's page: the notice foremost, and the death it recorded.
    await page.goto(`/family-tree/member/${member.id}`);
    const summary = page.getByRole('region', { name: occasionMessages.member.death });
    await expect(summary).toContainText(`المرحوم ${name}`);
    await summary.getByRole('link', { name: new RegExp(occasionMessages.page.details) }).click();
    await expect(page).toHaveURL(new RegExp(`/occasions/${notice.id}$`));
    const stored = (await (
      await fetch(`${baseURL}/api/family-members/get-member.php?id=${member.id}`)
    ).json()) as FamilyMember;
    expect(stored.death).toBe(notice.date);
  },
);

/**
 * Chromium here reaches no push service (its `pushManager.subscribe` rejects), so the browser's
 * own subscription is stood in for: the rest — permission, the site's key, the request to the
 * server and its answer, the panel's states — is the real thing.
 */
function standInPushManager() {
  let current: object | null = null;
  const subscribe = async (options: { applicationServerKey: Uint8Array }) => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    current = {
      endpoint,
      options: { applicationServerKey: options.applicationServerKey.buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => ((current = null), true),
    };
    return current;
  };
  Object.assign(PushManager.prototype, { subscribe, getSubscription: async () => current });
}

test(
  '«تنبيهني»: the service worker is registered, the manifest installable, and the panel subscribes and stops',
  layout,
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(standInPushManager);
    await page.goto('/occasions');
    const registered = () =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? '',
      );
    await expect.poll(registered).toMatch(/\/sw\.js$/);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestAnswer = await page.request.get(href!);
    expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestAnswer.json()) as { name: string; icons: { src: string }[] };
    const site = (await (await page.request.get('/api/site.php')).json()) as { familyName: string };
    expect(manifest).toMatchObject({ name: site.familyName, lang: 'ar', dir: 'rtl', start_url: '/' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      expect((await page.request.get(icon.src)).headers()['content-type'], icon.src).toBe('image/png');
    }

    await page.getByRole('button', { name: pushMessages.button }).click();
    const panel = page.getByRole('region', { name: pushMessages.panel.heading });
    await expect(panel.getByRole('checkbox', { checked: true })).toHaveCount(pushKinds.length);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('checkbox', { name: pushMessages.kinds.other }).uncheck();
    await panel.getByRole('button', { name: pushMessages.panel.subscribe }).click();
    await expect(panel.getByRole('status')).toHaveText(pushMessages.states.subscribed);
    await panel.getByRole('button', { name: pushMessages.unsubscribe }).click();
    await expect(panel.getByRole('status')).toHaveText(pushMessages.states.stopped);
    await expect(panel.getByRole('button', { name: pushMessages.panel.subscribe })).toBeVisible();

    // A browser without the Push API (an iPhone's Safari before the site is on the home screen).
    await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
    await page.reload();
    await page.getByRole('button', { name: pushMessages.button }).click();
    await expect(panel.getByRole('status')).toHaveText(pushMessages.states.unsupported);
  },
);

test('offline: /occasions is read from its last saved copy with a note; the admin is never kept', async ({
  page,
  context,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const title = unique('عقد قران');
  const created = await apiCall<{ data: AdminOccasion }>(baseURL!, token, '/api/admin/occasions/create.php', {
    method: 'POST',
    body: { kind: 'wedding', title, date: kuwaitDay(), body: 'يسر العائلة دعوتكم.', member_ids: [] },
  });
  expect(created.status).toBe(201);

  await page.goto('/occasions');
  await expect(page.getByText(title).first()).toBeVisible();
  // The service worker, registered once the page is the app's, keeps the page it found open.
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.match('/occasions', { ignoreVary: true })) !== undefined),
    )
    .toBe(true);
  // The admin, opened online under the service worker, goes to the network and is never kept.
  await page.goto('/admin/login');
  expect(
    await page.evaluate(async () => (await caches.match('/admin/login', { ignoreVary: true })) !== undefined),
  ).toBe(false);
  await page.goto('/occasions');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: offlineMessages.savedCopy('').slice(0, 20) }),
    ).toBeVisible();
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  } finally {
    await context.setOffline(false);
  }
});
