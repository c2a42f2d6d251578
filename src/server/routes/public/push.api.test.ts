import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { pushMessages } from '#shared/messages/push.ts';
import { RateLimiter } from '#server/lib/rate-limiter.ts';
import { deathNoticeBody, newsBody, occasionBody } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import {
  TEST_PUSH_CA,
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from '#server/test/push-service.ts';
import { addMember, signedInRelative } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// Web Push (docs/product.md#notifications): a browser subscribes to the kinds it chose; publishing
// an occasion sends one push to each subscription that asked for its kind, in the background, to
// a stand-in push service on 127.0.0.1 whose certificate the server trusts as it would a real one's.
// The test decrypts each push with the subscription's own keys.

let server: TestServer;
let pushService: TestPushService;
const v = pushMessages.validation;

const post = (path: string, json: unknown, cookie?: string) =>
  request(server, 'POST', path, { json, ...(cookie ? { headers: { cookie } } : {}) });
const subscribe = (subscription: TestSubscription, kinds: string[], cookie?: string) =>
  post(api.push.subscribe, { subscription: subscription.json, kinds }, cookie);

async function publish(body: Json, path: string = api.admin.occasions.create): Promise<number> {
  const res = await request(server, 'POST', path, { token: server.token, json: body });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

/** Waits for the announcers' passes and the deliveries they started; what each subscription received since. */
async function delivered(): Promise<Map<string, Json[]>> {
  await server.app.occasionAnnouncer.announceDue();
  await server.app.newsAnnouncer.announceDue();
  await server.app.pushDelivery.settled();
  const byName = new Map<string, Json[]>();
  for (const push of pushService.received.splice(0)) {
    const list = byName.get(push.name) ?? [];
    list.push(push);
    byName.set(push.name, list);
  }
  return byName;
}

beforeAll(async () => {
  pushService = await startTestPushService();
  server = await startTestServer({
    seedDemo: false,
    env: { PUSH_ENDPOINT_HOSTS: pushService.host, PUSH_VAPID_SUBJECT: 'mailto:family@example.com' },
  });
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

describe('the key and the subscriptions', () => {
  it('answers the site’s VAPID public key, made at the first start and kept across restarts', async () => {
    const first = await request(server, 'GET', api.push.key);
    expect(first.status, first.text).toBe(200);
    expect(Buffer.from(first.body.public_key, 'base64url')).toHaveLength(65);
    await server.restart();
    expect((await request(server, 'GET', api.push.key)).body.public_key).toBe(first.body.public_key);
  });

  it('refuses a subscription without kinds, with an unknown kind, or with keys of the wrong size', async () => {
    const subscription = pushService.subscription('refused');
    const cases: [unknown, string][] = [
      [{ subscription: subscription.json, kinds: [] }, v.kindsRequired],
      [{ subscription: subscription.json, kinds: ['death', 'lottery'] }, v.kindsRequired],
      [{ subscription: subscription.json }, v.kindsRequired],
      [
        {
          subscription: { ...subscription.json, keys: { ...subscription.json.keys, auth: 'AAAA' } },
          kinds: ['death'],
        },
        v.invalidSubscription,
      ],
      [
        {
          subscription: { ...subscription.json, endpoint: `http://${pushService.host}/push/x` },
          kinds: ['death'],
        },
        v.endpointRefused,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(api.push.subscribe, body);
      expect(res.status, res.text).toBe(400);
      expect(res.text, JSON.stringify(body)).toContain(message);
    }
    expect(await server.app.repos.push.count()).toBe(0);
  });

  it('accepts only the hosts PUSH_ENDPOINT_HOSTS names, which replace the browsers’ own', async () => {
    const keys = pushService.subscription('x').json.keys;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      `https://127.0.0.2:${pushService.host.split(':')[1]}/push/x`,
      'https://127.0.0.1/push/x',
      `https://user@${pushService.host}/push/x`,
    ]) {
      const res = await post(api.push.subscribe, { subscription: { endpoint, keys }, kinds: ['death'] });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error).toBe(v.endpointRefused);
    }
    const accepted = await subscribe(pushService.subscription('accepted'), ['birth']);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.message).toBe(pushMessages.server.subscribed);
    const gone = await post(api.push.unsubscribe, { endpoint: `${pushService.origin}/push/accepted` });
    expect(gone.status, gone.text).toBe(200);
    expect(await server.app.repos.push.count()).toBe(0);
  });

  it('refuses a write from another site: a subscription may carry a relative’s account', async () => {
    const json = { subscription: pushService.subscription('elsewhere').json, kinds: ['death'] };
    for (const path of [api.push.subscribe, api.push.unsubscribe]) {
      const res = await request(server, 'POST', path, { json, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status, path).toBe(403);
    }
    expect(await server.app.repos.push.count()).toBe(0);
  });

  it('limits subscribing and unsubscribing per address, like the contact form', async () => {
    // The server's own limiter, tightened for this test (a second server costs seconds on PostgreSQL).
    const generous = server.app.limits.push;
    server.app.limits.push = new RateLimiter(2, 10 * 60_000);
    try {
      const json = { subscription: pushService.subscription('limited').json, kinds: ['death'] };
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await post(api.push.subscribe, json)).status);
      statuses.push((await post(api.push.unsubscribe, { endpoint: json.subscription.endpoint })).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      server.app.limits.push = generous;
    }
    await post(api.push.unsubscribe, { endpoint: `${pushService.origin}/push/limited` });
  });
});

describe('publishing an occasion reaches the subscribed browsers', () => {
  it('sends each matching subscription one push, decrypted to the Arabic title and the page', async () => {
    const deaths = pushService.subscription('deaths');
    const weddings = pushService.subscription('weddings');
    expect((await subscribe(deaths, ['death', 'birth'])).status).toBe(200);
    expect((await subscribe(weddings, ['wedding'])).status).toBe(200);
    const deceased = await addMember(server, { name: 'عبدالله بن سالم', gender: 'male', birth: '1940' });
    const id = await publish(deathNoticeBody(deceased.id));

    const received = await delivered();
    expect([...received.keys()]).toEqual(['deaths']);
    const [push] = received.get('deaths')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const siteKey = (await request(server, 'GET', api.push.key)).body.public_key;
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${siteKey}$`));
    const payload = JSON.parse(deaths.decrypt(push.body));
    expect(payload).toEqual({
      title: 'المرحوم عبدالله بن سالم',
      body: expect.stringContaining('انتقل إلى رحمة الله تعالى'),
      url: `/occasions/${id}`,
      tag: `occasion-${id}`,
    });
    // Saved again, it is not announced again.
    await request(server, 'PUT', `${api.admin.occasions.update}?id=${id}`, {
      token: server.token,
      json: { ...deathNoticeBody(deceased.id), version: 1 },
    });
    expect((await delivered()).size).toBe(0);
    await post(api.push.unsubscribe, { endpoint: deaths.json.endpoint });
    await post(api.push.unsubscribe, { endpoint: weddings.json.endpoint });
  });

  it('sends a family-only occasion only to relatives’ subscriptions, and none once the account is revoked', async () => {
    const relative = await signedInRelative(server, 'push-relative');
    const theirs = pushService.subscription('relative');
    const publicOne = pushService.subscription('public');
    expect((await subscribe(theirs, ['gathering'], relative.cookie)).status).toBe(200);
    expect((await subscribe(publicOne, ['gathering'])).status).toBe(200);

    await publish(occasionBody({ kind: 'gathering', audience: 'family', title: 'لقاء العائلة السنوي' }));
    let received = await delivered();
    expect([...received.keys()]).toEqual(['relative']);
    expect(JSON.parse(theirs.decrypt(received.get('relative')![0].body)).title).toBe('لقاء العائلة السنوي');

    const accounts = await request(server, 'GET', api.admin.relatives.list, { token: server.token });
    const { account } = accounts.body.data.find((row: Json) => row.account?.username === 'push-relative');
    const revoked = await request(server, 'POST', api.admin.relatives.revoke, {
      token: server.token,
      json: { id: account.id },
    });
    expect(revoked.status, revoked.text).toBe(200);
    await publish(occasionBody({ kind: 'gathering', audience: 'family' }));
    expect((await delivered()).size).toBe(0);
    // A public occasion still reaches both: the revoked account's browser as the public's.
    await publish(occasionBody({ kind: 'gathering' }));
    received = await delivered();
    expect([...received.keys()].sort()).toEqual(['public', 'relative']);
    await post(api.push.unsubscribe, { endpoint: theirs.json.endpoint });
    await post(api.push.unsubscribe, { endpoint: publicOne.json.endpoint });
  });

  it('removes a subscription the push service says is gone, and keeps one that failed otherwise', async () => {
    const gone = pushService.subscription('gone');
    const failing = pushService.subscription('failing');
    pushService.answer('gone', 410);
    pushService.answer('failing', 500);
    await subscribe(gone, ['birth']);
    await subscribe(failing, ['birth']);
    await publish(occasionBody({ kind: 'birth' }));
    expect([...(await delivered()).keys()].sort()).toEqual(['failing', 'gone']);
    const left = await server.app.repos.push.recipients('birth', false);
    expect(left.map((row) => row.endpoint)).toEqual([failing.json.endpoint]);
    await post(api.push.unsubscribe, { endpoint: failing.json.endpoint });
  });

  it('never delays the keeper’s save: the save is answered while the push service has not answered', async () => {
    const slow = pushService.subscription('slow');
    pushService.answer('slow', 'hold');
    await subscribe(slow, ['graduation']);
    await publish(occasionBody({ kind: 'graduation' }));
    await server.app.occasionAnnouncer.announceDue();
    // The push reached the service, and the save above was answered without waiting for it: had
    // the save waited, the sender would have given up on the push before it was answered here.
    await expect.poll(() => pushService.received.some((push) => push.name === 'slow')).toBe(true);
    expect(pushService.release()).toBe(1);
    await server.app.pushDelivery.settled();
    pushService.received.length = 0;
  });

  it('a family-only occasion’s push names its members as the relative’s own page does', async () => {
    const relative = await signedInRelative(server, 'push-names');
    const theirs = pushService.subscription('names');
    expect((await subscribe(theirs, ['death'], relative.cookie)).status).toBe(200);
    // A living member the public sees limited, mourned by the family alone.
    const deceased = await addMember(server, { name: 'سعود بن ناصر', gender: 'male', visibility: 'limited' });
    const id = await publish(deathNoticeBody(deceased.id, { audience: 'family' }));
    const [push] = (await delivered()).get('names')!;
    const page = await request(server, 'GET', `${api.occasions.get}?id=${id}`, {
      headers: { cookie: relative.cookie },
    });
    expect(page.status, page.text).toBe(200);
    const { notice } = page.body.occasion;
    expect(JSON.parse(theirs.decrypt(push.body)).title).toBe(`${notice.honorific} ${notice.deceased.name}`);
    await post(api.push.unsubscribe, { endpoint: theirs.json.endpoint });
  });

  it('runs with the test CA given to the worker at its start', () => {
    // What the deliveries above rely on: without it Node refuses the stand-in's certificate.
    expect(process.env.NODE_EXTRA_CA_CERTS).toBe(TEST_PUSH_CA);
  });
});

describe('publishing a news item reaches the browsers that chose news', () => {
  it('now or when its scheduled time comes; a family-only one only relatives’ subscriptions', async () => {
    const relative = await signedInRelative(server, 'push-news-relative');
    const theirs = pushService.subscription('news-relative');
    const publicOne = pushService.subscription('news-public');
    const deathsOnly = pushService.subscription('news-deaths-only');
    expect((await subscribe(theirs, ['news'], relative.cookie)).status).toBe(200);
    expect((await subscribe(publicOne, ['news'])).status).toBe(200);
    expect((await subscribe(deathsOnly, ['death'])).status).toBe(200);
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const id = await publish(
        newsBody({ title: 'افتتاح الديوان الجديد', excerpt: 'يسر العائلة دعوتكم إلى افتتاح الديوان.' }),
        api.admin.news.create,
      );
      let received = await delivered();
      expect([...received.keys()].sort()).toEqual(['news-public', 'news-relative']);
      expect(JSON.parse(publicOne.decrypt(received.get('news-public')![0].body))).toEqual({
        title: 'افتتاح الديوان الجديد',
        body: 'يسر العائلة دعوتكم إلى افتتاح الديوان.',
        url: `/news/${id}`,
        tag: `news-${id}`,
      });

      const publishAt = new Date(start.getTime() + 3_600_000).toISOString();
      const later = await publish(
        newsBody({ title: 'خبر للعائلة', status: 'scheduled', publish_at: publishAt, audience: 'family' }),
        api.admin.news.create,
      );
      expect((await delivered()).size).toBe(0);
      vi.setSystemTime(new Date(Date.parse(publishAt) + 1000));
      received = await delivered();
      expect([...received.keys()]).toEqual(['news-relative']);
      expect(JSON.parse(theirs.decrypt(received.get('news-relative')![0].body))).toMatchObject({
        title: 'خبر للعائلة',
        url: `/news/${later}`,
      });
    } finally {
      vi.useRealTimers();
      for (const subscription of [theirs, publicOne, deathsOnly]) {
        await post(api.push.unsubscribe, { endpoint: subscription.json.endpoint });
      }
    }
  });
});
