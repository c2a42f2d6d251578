import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { kuwaitDay } from '#shared/format/date.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { deathNoticeBody, diwanBody, memberBody, occasionBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { signedInRelative } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir, renderedPage } from '#server/test/web-dir.ts';
import type { OccasionWithMembers } from '#server/repositories/occasions-repository.ts';

// Occasions (docs/product.md#occasions): a keeper writes them like news, the death notice with its
// own parts; the public reads only what is public now, a signed-in relative the family's too; a
// published death notice may record the member's death; each occasion is announced once.

let server: TestServer;
let webDir: string;
const v = occasionAdminMessages.validation;
const DAY = 86_400_000;
const ids = { man: 0, woman: 0, diedEarlier: 0 };

const get = (path: string, cookie?: string) =>
  request(server, 'GET', path, cookie ? { headers: { cookie } } : {});
const admin = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, json });

async function created(body: Json): Promise<Json> {
  const res = await admin('POST', api.admin.occasions.create, body);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function addMember(overrides: Parameters<typeof memberBody>[0]): Promise<number> {
  const res = await admin('POST', api.familyMembers.create, memberBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  const diwan = await admin(
    'POST',
    api.admin.diwanUpdate,
    diwanBody({ address: 'ديوان العائلة، الشامية', map_url: 'ديوان العائلة الشامية' }),
  );
  expect(diwan.status, diwan.text).toBe(200);
  ids.man = await addMember({ name: 'عبدالله بن سالم', generation: 2, gender: 'male', birth: '1940' });
  ids.woman = await addMember({ name: 'مريم', generation: 2, gender: 'female', birth: '1945' });
  ids.diedEarlier = await addMember({ name: 'خالد', generation: 2, gender: 'male', death: '1999' });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

describe('the keepers write occasions', () => {
  it('creates, reads, lists, updates and deletes an occasion, with its version and members', async () => {
    const item = await created(occasionBody({ member_ids: [ids.man, ids.woman] }));
    expect(item).toMatchObject({ kind: 'wedding', status: 'published', audience: 'public', version: 1 });
    expect(item.member_ids).toEqual([ids.man, ids.woman]);
    // A wedding keeps none of a notice's parts.
    expect(item).toMatchObject({ prayer_mosque: '', phones: [], men_place: 'diwan', men_days: 3 });

    const read = await admin('GET', withId(api.admin.occasions.item, item.id));
    // Published at once: the announcer marks it out right after the save.
    expect(read.body.data).toEqual({ ...item, announced_at: expect.any(String) });
    expect(read.headers.get('etag')).toBe(`"occasion-${item.id}-v1"`);
    const list = await admin('GET', api.admin.occasions.list);
    expect(list.body.data.map((row: Json) => row.id)).toContain(item.id);

    const body = occasionBody({ title: 'زواج محمد', member_ids: [ids.woman], version: 1 });
    const updated = await admin('PUT', withId(api.admin.occasions.update, item.id), body);
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'زواج محمد', member_ids: [ids.woman], version: 2 });
    // A save from the first version is stale now (decision 026), answered with the record as it is.
    const stale = await admin('PUT', withId(api.admin.occasions.update, item.id), body);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'زواج محمد', version: 2 });

    const history = await admin('GET', `${api.admin.audit.record}?type=occasion&id=${item.id}`);
    expect(history.body.data.map((entry: Json) => entry.action)).toEqual(['update', 'create']);

    expect((await admin('DELETE', withId(api.admin.occasions.delete, item.id))).status).toBe(200);
    expect((await admin('GET', withId(api.admin.occasions.item, item.id))).status).toBe(404);
    expect((await admin('DELETE', withId(api.admin.occasions.delete, item.id))).status).toBe(404);
  });

  it('stores a death notice with both عزاء, its phones one way, and keeps its parts', async () => {
    const notice = await created(deathNoticeBody(ids.man));
    expect(notice).toMatchObject({
      kind: 'death',
      prayer_mosque: 'مسجد الدولة الكبير',
      cemetery: 'مقبرة الصليبيخات',
      men_place: 'diwan',
      men_hours: 'بعد صلاة العصر إلى العشاء',
      women_place: 'address',
      women_address: 'الروضة، قطعة 3، شارع 34، منزل 12',
      women_days: 3,
      phones: ['+96599887766', '+96566554433'],
    });
  });

  it('refuses, per field, what an occasion cannot be', async () => {
    const cases: [Json, Record<string, string>][] = [
      [{ ...occasionBody(), kind: 'party' }, { kind: v.invalidKind }],
      [occasionBody({ title: '' }), { title: v.titleRequired }],
      [{ ...deathNoticeBody(ids.man), member_ids: [] }, { member_ids: v.deceasedRequired }],
      [deathNoticeBody(ids.man, { women_address: '' }), { women_address: v.addressRequired }],
      [deathNoticeBody(ids.man, { phones: '99887766\n12-34' }), { phones: v.invalidPhone('12-34') }],
      [deathNoticeBody(ids.man, { men_days: 11 }), { men_days: v.invalidDays(1, 10) }],
      [
        deathNoticeBody(ids.man, {
          men_place: 'address',
          men_address: 'x',
          men_map_url: 'https://evil.example/',
        }),
        { men_map_url: v.invalidMapUrl },
      ],
      [occasionBody({ status: 'scheduled' }), { publish_at: 'حدد موعد النشر للخبر المجدول' }],
      [occasionBody({ member_ids: [987_654] }), { member_ids: v.unknownMembers }],
    ];
    for (const [body, fields] of cases) {
      const res = await admin('POST', api.admin.occasions.create, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toMatchObject(fields);
    }
  });
});

describe('the public reads what is public now', () => {
  it('lists upcoming occasions first, soonest first, then the past, latest first', async () => {
    // 23:30 in Kuwait: the Kuwaiti day, not UTC's, parts upcoming from past. The last such
    // instant, not the next: a day ahead, the keeper's session would have ended.
    const now = new Date(Date.now());
    now.setUTCHours(20, 30, 0, 0);
    if (now.getTime() > Date.now()) now.setTime(now.getTime() - DAY);
    vi.useFakeTimers({ toFake: ['Date'], now });
    const day = (offset: number) => kuwaitDay(new Date(now.getTime() + offset * DAY));
    const tag = unique('order');
    for (const offset of [-1, 50, 0, -40, 10]) {
      await created(occasionBody({ title: `${tag} ${offset}`, date: day(offset) }));
    }
    const res = await get(api.occasions.list);
    expect(res.status).toBe(200);
    expect(res.body.today).toBe(day(0));
    const mine = res.body.occasions
      .filter((occasion: Json) => occasion.title.startsWith(tag))
      .map((occasion: Json) => occasion.date);
    expect(mine).toEqual([0, 10, 50, -1, -40].map(day));
  });

  it('shows a death notice laid out: the wording by gender, the diwan’s address and both maps', async () => {
    const { id } = await created(deathNoticeBody(ids.woman));
    const res = await get(withId(api.occasions.get, id));
    expect(res.status, res.text).toBe(200);
    const { notice } = res.body.occasion;
    expect(notice).toMatchObject({
      opening: 'انتقل إلى رحمة الله تعالى',
      honorific: 'المرحومة',
      deceased: { id: ids.woman, name: 'مريم', gender: 'female' },
      phones: ['+96599887766', '+96566554433'],
    });
    expect(notice.men).toMatchObject({
      place: 'diwan',
      address: 'ديوان العائلة، الشامية',
      starts_on: '2030-03-05',
    });
    expect(notice.men.map_link).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    expect(notice.women).toMatchObject({ place: 'address', map_link: 'https://maps.app.goo.gl/abc123' });

    const page = await renderedPage(server, `/occasions/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>');
    expect(page.html).toMatch(/og:title" content="نعي: المرحومة مريم"/);
  });

  it('the family’s wording is the owner’s to change, and the notices follow it', async () => {
    const { id } = await created(deathNoticeBody(ids.man));
    const settings = (await admin('GET', api.admin.site.get)).body.data;
    const saved = await admin('POST', api.admin.site.update, {
      ...settings,
      familyName: settings.familyName || 'المثال',
      founderName: settings.founderName || 'سالم',
      noticeOpening: 'انتقل إلى جوار ربه',
      noticeHonorificMale: 'الفقيد',
    });
    expect(saved.status, saved.text).toBe(200);
    const notice = (await get(withId(api.occasions.get, id))).body.occasion.notice;
    expect(notice).toMatchObject({ opening: 'انتقل إلى جوار ربه', honorific: 'الفقيد' });
  });

  it('a draft, a waiting and a family-only occasion are 404s like a missing one, until their time', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const publishAt = new Date(start.getTime() + 3_600_000).toISOString();
    const draft = await created(occasionBody({ status: 'draft' }));
    const waiting = await created(occasionBody({ status: 'scheduled', publish_at: publishAt }));
    const family = await created(occasionBody({ audience: 'family' }));
    const missing = await get(withId(api.occasions.get, 999_999));
    expect(missing.status).toBe(404);
    for (const item of [draft, waiting, family]) {
      const res = await get(withId(api.occasions.get, item.id));
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
      expect((await renderedPage(server, `/occasions/${item.id}`)).status).toBe(404);
    }
    const listed = async () => (await get(api.occasions.list)).body.occasions.map((o: Json) => o.id);
    expect(await listed()).not.toContain(waiting.id);
    // The scheduled one comes out by itself once the (fake) clock passes its time, cached list included.
    vi.setSystemTime(new Date(Date.parse(publishAt) + 1000));
    expect(await listed()).toContain(waiting.id);
    expect((await get(withId(api.occasions.get, waiting.id))).status).toBe(200);
    expect((await get('/sitemap.xml')).text).toContain(`/occasions/${waiting.id}<`);
    expect((await get('/rss.xml')).text).toContain(waiting.title);
    // Never the draft nor the family one, in any public output.
    for (const path of [api.occasions.list, '/sitemap.xml', '/rss.xml']) {
      const text = (await get(path)).text;
      expect(text, path).not.toContain(draft.title);
      expect(text, path).not.toContain(family.title);
    }
  });

  it('a signed-in relative reads the family-only occasions too, never kept for the public', async () => {
    const family = await created(occasionBody({ audience: 'family', title: unique('عائلي') }));
    const { cookie } = await signedInRelative(server, `relative-${process.pid}`);
    const list = await get(api.occasions.list, cookie);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const mine = list.body.occasions.find((o: Json) => o.id === family.id);
    expect(mine).toMatchObject({ title: family.title, family_only: true });
    const item = await get(withId(api.occasions.get, family.id), cookie);
    expect(item.status).toBe(200);
    // The public's copy, asked for after, is the public's.
    expect((await get(withId(api.occasions.get, family.id))).status).toBe(404);
    expect((await get(api.occasions.list)).text).not.toContain(family.title);
  });

  it('a member’s occasions are asked for by member', async () => {
    const notice = await created(deathNoticeBody(ids.diedEarlier));
    const other = await created(occasionBody({ member_ids: [ids.woman] }));
    const res = await get(`${api.occasions.list}?member=${ids.diedEarlier}`);
    const listed = res.body.occasions.map((o: Json) => o.id);
    expect(listed).toContain(notice.id);
    expect(listed).not.toContain(other.id);
  });
});

describe('publishing a death notice', () => {
  it('records the death date on the member when asked and when none is recorded, with audit', async () => {
    const memberId = await addMember({ name: 'سعد', generation: 3, gender: 'male', birth: '1950' });
    // A draft records nothing yet.
    await created(deathNoticeBody(memberId, { status: 'draft', apply_death_date: true, date: '2030-04-02' }));
    const deathOf = async (id: number) =>
      (await admin('GET', `${api.admin.familyMembers.list}?ids=${id}`)).body.data[0];
    expect((await deathOf(memberId)).death ?? '').toBe('');

    await created(deathNoticeBody(memberId, { apply_death_date: true, date: '2030-04-02' }));
    const member = (await get(withId(api.familyMembers.get, memberId))).body;
    expect(member.death).toBe('2030-04-02');
    const history = await admin('GET', `${api.admin.audit.record}?type=member&id=${memberId}`);
    const entry = history.body.data[0];
    expect(entry).toMatchObject({ action: 'update' });
    expect(JSON.stringify(entry)).toContain('2030-04-02');

    // A death already recorded is never replaced.
    await created(deathNoticeBody(ids.diedEarlier, { apply_death_date: true, date: '2030-05-05' }));
    expect((await get(withId(api.familyMembers.get, ids.diedEarlier))).body.death).toBe('1999');
  });

  it('without the box, the member is left as it was', async () => {
    const memberId = await addMember({ name: 'ناصر', generation: 3, gender: 'male', birth: '1950' });
    await created(deathNoticeBody(memberId, { apply_death_date: false }));
    expect((await get(withId(api.familyMembers.get, memberId))).body.death ?? '').toBe('');
  });
});

describe('the announcer', () => {
  it('announces each occasion once: when saved published, or when its scheduled time comes', async () => {
    const heard: OccasionWithMembers[] = [];
    const stop = server.app.occasionAnnouncer.onPublished((occasion) => {
      heard.push(occasion);
    });
    try {
      const start = new Date();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const publishAt = new Date(start.getTime() + 3_600_000).toISOString();
      await server.app.occasionAnnouncer.announceDue();
      heard.length = 0;
      const now = await created(occasionBody());
      const draft = await created(occasionBody({ status: 'draft' }));
      const later = await created(occasionBody({ status: 'scheduled', publish_at: publishAt }));
      await server.app.occasionAnnouncer.announceDue();
      expect(heard.map((o) => o.id)).toEqual([now.id]);
      // Saved again, it is not announced again.
      await admin('PUT', withId(api.admin.occasions.update, now.id), occasionBody({ title: now.title }));
      await server.app.occasionAnnouncer.announceDue();
      expect(heard.map((o) => o.id)).toEqual([now.id]);

      const after = new Date(Date.parse(publishAt) + 1000);
      vi.setSystemTime(after);
      await server.app.occasionAnnouncer.announceDue();
      // Earlier tests' scheduled occasions may come out at the same time: only this test's are looked at.
      const mine = new Set([now.id, draft.id, later.id]);
      expect(heard.map((o) => o.id).filter((id) => mine.has(id))).toEqual([now.id, later.id]);
      expect(heard.some((o) => o.id === draft.id)).toBe(false);
      const stored = (await admin('GET', withId(api.admin.occasions.item, later.id))).body.data;
      expect(stored.announced_at).toBe(after.toISOString());
    } finally {
      stop();
    }
  });
});

describe('the change history', () => {
  it('a deleted notice comes back once from the history, as it was, and is not announced a second time', async () => {
    const heard: number[] = [];
    const stop = server.app.occasionAnnouncer.onPublished((occasion) => {
      heard.push(occasion.id);
    });
    try {
      const notice = await created(deathNoticeBody(ids.man));
      await server.app.occasionAnnouncer.announceDue();
      expect(heard).toContain(notice.id);
      expect((await admin('DELETE', withId(api.admin.occasions.delete, notice.id))).status).toBe(200);
      const entries = (await admin('GET', `${api.admin.audit.record}?type=occasion&id=${notice.id}`)).body
        .data;
      const deletion = entries.find((entry: { action: string }) => entry.action === 'delete');
      expect(deletion).toMatchObject({ restorable: true });

      const back = await admin('POST', withId(api.admin.audit.restore, deletion.id));
      expect(back.status, back.text).toBe(200);
      const restoredId: number = back.body.data.record_id;
      const restored = (await admin('GET', withId(api.admin.occasions.item, restoredId))).body.data;
      const { id: _id, version: _version, created_at: _c, updated_at: _u, ...fields } = notice;
      expect(restored).toMatchObject({ ...fields, announced_at: notice.announced_at ?? expect.any(String) });
      await server.app.occasionAnnouncer.announceDue();
      expect(heard).not.toContain(restoredId);
      expect((await admin('POST', withId(api.admin.audit.restore, deletion.id))).status).toBe(409);
    } finally {
      stop();
    }
  });
});
