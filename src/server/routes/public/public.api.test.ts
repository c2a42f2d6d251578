import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { founderResponseSchema, publicFamilyMemberSchema } from '#shared/schemas/family-member.ts';
import { newsItemSchema } from '#shared/schemas/news.ts';
import { notablePersonSchema } from '#shared/schemas/notable-person.ts';
import { contactBody, newsBody, personBody, siteSettingsBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('public reads of the API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const get = (path: string) => request(server, 'GET', path);

  it('GET /api/family-members/ answers the members as an array', async () => {
    const res = await get(api.familyMembers.list);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThanOrEqual(35);
    for (const member of res.body) expect(publicFamilyMemberSchema.parse(member)).toEqual(member);
    const ids = res.body.map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Children are derived by the client from `parent`; every parent is a listed member.
    for (const member of res.body) {
      if (member.parent !== null) expect(ids).toContain(member.parent);
      expect(member).not.toHaveProperty('children');
    }
  });

  it('GET get-member.php?id= answers one member; 404 when missing; 400 when not a number', async () => {
    const list = await get(api.familyMembers.list);
    const first = list.body[0];
    const one = await get(withId(api.familyMembers.get, first.id));
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe(JSON_TYPE);
    expect(one.body).toEqual(first);

    const missing = await get(withId(api.familyMembers.get, 999_999));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe(JSON_TYPE);
    expect(missing.body).toEqual({ success: false, error: expect.any(String) });

    for (const bad of ['abc', '1.5', '-3', '0', '']) {
      const res = await get(`${api.familyMembers.get}?id=${encodeURIComponent(bad)}`);
      expect(res.status, `id=${bad}`).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await get(api.familyMembers.get)).status).toBe(400);
  });

  it('GET founder.php answers the first member whose name holds the founder name, or null', async () => {
    const members = (await get(api.familyMembers.list)).body as { id: number; name: string }[];
    const settings = (await get(api.site)).body;
    const founder = await get(api.familyMembers.founder);
    expect(founder.status).toBe(200);
    expect(founderResponseSchema.parse(founder.body)).toEqual(founder.body);
    expect(founder.body.member.id).toBe(members.find((m) => m.name.includes(settings.founderName))!.id);

    // The site's founder name decides; a name no member holds gives no founder.
    const save = (founderName: string) =>
      request(server, 'POST', api.admin.site.update, {
        token: server.token,
        json: siteSettingsBody({ ...settings, founderName }),
      });
    const other = members.find((m) => !m.name.includes(settings.founderName))!;
    expect((await save(other.name)).status).toBe(200);
    expect((await get(api.familyMembers.founder)).body.member.id).toBe(other.id);
    expect((await save('اسم لا يحمله أحد')).status).toBe(200);
    expect((await get(api.familyMembers.founder)).body).toEqual({ success: true, member: null });
    await save(settings.founderName);
  });

  it('GET /api/notable-people.php answers people in ascending order', async () => {
    // One with a small order and one with the default (99) so the sort is really exercised.
    const early = await request(server, 'POST', api.admin.notablePeople.create, {
      token: server.token,
      json: personBody({ order: -5 }),
    });
    const late = await request(server, 'POST', api.admin.notablePeople.create, {
      token: server.token,
      json: personBody({ order: '' }),
    });
    expect(early.status).toBe(201);
    expect(late.body.data.order).toBe(99);

    const res = await get(api.notablePeople);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(Array.isArray(res.body)).toBe(true);
    for (const person of res.body) {
      expect(notablePersonSchema.parse(person)).toEqual(person);
      for (const field of ['id', 'name', 'position', 'category', 'image', 'bio', 'period', 'order']) {
        expect(person).toHaveProperty(field);
      }
    }
    const orders = res.body.map((p: { order: number }) => p.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(res.body[0].id).toBe(early.body.data.id);
  });

  it('GET /api/news/list.php answers { news } newest first', async () => {
    const old = await request(server, 'POST', api.admin.news.create, {
      token: server.token,
      json: newsBody({ date: '1990-01-01' }),
    });
    const newest = await request(server, 'POST', api.admin.news.create, {
      token: server.token,
      json: newsBody({ date: '2099-12-31' }),
    });
    expect(old.status).toBe(201);

    const res = await get(api.news.list);
    expect(res.status).toBe(200);
    // docs/product.md#api: the list is read with no-cache: a browser asks again every time (a 304 when
    // unchanged).
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, must-revalidate\b/);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(Array.isArray(res.body.news)).toBe(true);
    for (const item of res.body.news) expect(newsItemSchema.parse(item)).toEqual(item);
    const dates = res.body.news.map((n: { date: string }) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.news[0].id).toBe(newest.body.data.id);
    expect(res.body.news.at(-1).id).toBe(old.body.data.id);
  });

  it('GET /api/news/get.php?id= answers { news }; 404 with the documented message when missing', async () => {
    const list = await get(api.news.list);
    const item = list.body.news[0];
    const res = await get(withId(api.news.get, item.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    // The list's item, and the members it names (decision 016).
    expect(res.body.news).toEqual({ ...item, members: [] });

    const missing = await get(withId(api.news.get, 987_654));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: publicMessages.news.notFoundDetail });
    expect((await get(withId(api.news.get, 'x'))).status).toBe(400);
  });

  it('GET /api/diwan/get.php answers the five diwan fields', async () => {
    const res = await get(api.diwan);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    for (const field of ['address', 'location', 'opening_hours', 'contact_phone', 'map_url']) {
      expect(typeof res.body[field], field).toBe('string');
    }
    expect(res.body.map_url).toMatch(/^https:\/\/www\.google\.com\/maps/);
  });

  it('GET /api/views/ counts one view per call', async () => {
    const first = await get(api.views);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe(JSON_TYPE);
    expect(first.body).toEqual({ success: true, count: expect.any(Number) });
    const second = await get(api.views);
    expect(second.body.count).toBe(first.body.count + 1);
    // A HEAD request (a monitor or link checker) is not a visit.
    expect((await request(server, 'HEAD', api.views)).status).toBe(200);
    expect((await get(api.views)).body.count).toBe(second.body.count + 1);
  });

  it('POST /api/contact/send.php validates, stores and answers { success, message }', async () => {
    const body = contactBody();
    const res = await request(server, 'POST', api.contact, { json: body });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(res.body).toEqual({ success: true, message: publicMessages.contact.sent });

    const inbox = await request(server, 'GET', api.admin.messages.list, { token: server.token });
    const stored = inbox.body.data.find((m: { name: string }) => m.name === body.name);
    expect(stored).toMatchObject({ subject: body.subject, message: body.message, read: false });

    const before = inbox.body.data.length;
    const invalid = await request(server, 'POST', api.contact, { json: { name: ' ', message: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.success).toBe(false);
    expect(invalid.body.fields).toMatchObject({
      name: publicMessages.contact.nameRequired,
      subject: publicMessages.contact.subjectRequired,
      message: publicMessages.contact.messageRequired,
    });
    const after = await request(server, 'GET', api.admin.messages.list, { token: server.token });
    expect(after.body.data.length).toBe(before);
  });

  it('GET /api/site.php answers the site settings', async () => {
    const res = await get(api.site);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    for (const field of ['familyName', 'founderName', 'tagline', 'heroText', 'email', 'phone1', 'phone2']) {
      expect(typeof res.body[field], field).toBe('string');
    }
    expect(res.body.familyName).not.toBe('');
    expect(res.body.founderName).not.toBe('');
  });

  it('GET /api/health answers ok with the database reachable and the free disk space', async () => {
    const res = await get(api.health);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(res.body).toMatchObject({ status: 'ok', database_reachable: true, disk_low: false });
    expect(res.body.disk_free_mb).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    // Every answer names its request, as its log lines do.
    const again = await get(api.health);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get('x-request-id')).not.toBe(res.headers.get('x-request-id'));
  });
});

describe('public rate limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      login: false,
      seedDemo: false,
      rateLimits: { contactPer10Minutes: 2, viewsPerMinute: 3 },
    });
  });
  afterAll(async () => server?.close());

  it('the contact form is capped per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await request(server, 'POST', api.contact, { json: contactBody() })).status).toBe(200);
    }
    const res = await request(server, 'POST', api.contact, { json: contactBody() });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: serverMessages.errors.tooManyRequests });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the views counter is capped per address', async () => {
    for (let i = 0; i < 3; i++) expect((await request(server, 'GET', api.views)).status).toBe(200);
    const res = await request(server, 'GET', api.views);
    expect(res.status).toBe(429);
    expect(res.body.success).toBe(false);
  });
});

describe('health when the database does not answer', () => {
  it('answers 503 with database_reachable false, for the proxy and the monitors', async () => {
    const server = await startTestServer({ login: false, seedDemo: false });
    const closeDatabase = server.app.database.close;
    try {
      await closeDatabase();
      // Closed once here; the app's own close must not close it again.
      server.app.database.close = async () => {};
      const res = await request(server, 'GET', api.health);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database_reachable: false });
    } finally {
      await server.close();
    }
  });
});
