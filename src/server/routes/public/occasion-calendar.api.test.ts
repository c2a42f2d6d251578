import fs from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { kuwaitDay } from '#shared/format/date.ts';
import { calendarFeedPath, occasionCalendarPath } from '#shared/occasions/calendar-paths.ts';
import { deathNoticeBody, diwanBody, occasionBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { signedInRelative } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir } from '#server/test/web-dir.ts';

// The occasions' calendar feed (docs/product.md#the-calendar-feed, decision 053), read by an
// iCalendar parser as a phone's calendar would: the public feed, a signed-in relative's reads of
// it, and a relative's private feed at its secret address.

let server: TestServer;
let webDir: string;
const DAY = 86_400_000;
const ids = { man: 0 };

const get = (path: string, cookie?: string) =>
  request(server, 'GET', path, cookie ? { headers: { cookie } } : {});
const admin = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, json });
const asRelative = (method: string, path: string, cookie: string) =>
  request(server, method, path, { headers: { cookie }, ...(method === 'POST' ? { json: {} } : {}) });

async function created(body: Json): Promise<Json> {
  const res = await admin('POST', api.admin.occasions.create, body);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: ICAL.Time;
  end: ICAL.Time;
  sequence: number;
  stamp: string;
  lastModified: string;
}

/** The feed as a calendar app reads it: its name and its events. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const time = (name: string) => String(component.getFirstPropertyValue(name));
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location ?? '',
      description: event.description ?? '',
      start: event.startDate,
      end: event.endDate,
      sequence: event.sequence,
      stamp: time('dtstamp'),
      lastModified: time('last-modified'),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** The events of one occasion, by the part of its UID after `occasion-{id}`. */
function eventsOf(text: string, id: number): Map<string, ParsedEvent> {
  const found = new Map<string, ParsedEvent>();
  for (const event of parsed(text).events) {
    const match = new RegExp(`^occasion-${id}(-\\w+)?@`).exec(event.uid);
    if (match) found.set(match[1] ?? '', event);
  }
  return found;
}

/** An instant as Kuwait's wall clock, `HH:mm`. */
const kuwaitClock = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuwait', hour: '2-digit', minute: '2-digit' }).format(
    date,
  );

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  const diwan = await admin('POST', api.admin.diwanUpdate, diwanBody({ address: 'ديوان العائلة، الشامية' }));
  expect(diwan.status, diwan.text).toBe(200);
  const man = await admin('POST', api.familyMembers.create, {
    name: 'عبدالله بن سالم',
    generation: 1,
    gender: 'male',
    death: '2030',
  });
  expect(man.status, man.text).toBe(201);
  ids.man = man.body.data.id;
  const settings = (await admin('GET', api.admin.site.get)).body.data;
  const saved = await admin('POST', api.admin.site.update, {
    ...settings,
    familyName: 'عائلة المثال',
    founderName: settings.founderName || 'سالم',
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

describe('the public calendar feed', () => {
  it('a death notice: the prayer at its Kuwaiti time, each عزاء over its days with its place and hours', async () => {
    const notice = await created(
      deathNoticeBody(ids.man, {
        prayer_time: 'الساعة 4:30 عصراً',
        women_starts_on: '2030-03-06',
        women_days: 2,
      }),
    );
    const res = await get(calendarFeedPath);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parsed(res.text).name).toBe('مناسبات عائلة المثال');
    const events = eventsOf(res.text, notice.id);
    expect([...events.keys()].sort()).toEqual(['', '-men', '-prayer', '-women']);

    const day = events.get('')!;
    expect(day.start.isDate).toBe(true);
    expect(day.start.toString()).toBe('2030-03-05');
    expect(day.summary).toBe('وفاة: المرحوم عبدالله بن سالم');

    const prayer = events.get('-prayer')!;
    expect(prayer.start.isDate).toBe(false);
    expect(prayer.start.toJSDate().toISOString()).toBe('2030-03-05T13:30:00.000Z');
    expect(kuwaitClock(prayer.start.toJSDate())).toBe('16:30');
    expect(prayer.location).toBe('مسجد الدولة الكبير');

    const men = events.get('-men')!;
    expect([men.start.toString(), men.end.toString(), men.start.isDate]).toEqual([
      '2030-03-05',
      '2030-03-08',
      true,
    ]);
    expect(men.summary).toBe('عزاء الرجال: المرحوم عبدالله بن سالم');
    expect(men.location).toBe('ديوان العائلة، ديوان العائلة، الشامية');
    expect(men.description).toContain('بعد صلاة العصر إلى العشاء');
    expect(men.description).toContain('+96599887766');

    const women = events.get('-women')!;
    expect([women.start.toString(), women.end.toString()]).toEqual(['2030-03-06', '2030-03-08']);
    expect(women.location).toBe('الروضة، قطعة 3، شارع 34، منزل 12');
    expect(women.description).toContain('من العاشرة صباحاً إلى الظهر');
    expect(women.description).toContain('https://maps.app.goo.gl/abc123');
    for (const event of events.values()) {
      expect(event.description).toContain(`${server.baseURL}/occasions/${notice.id}`);
    }
  });

  it('a prayer time in the family’s words only is told on the day, not guessed as an event', async () => {
    const notice = await created(deathNoticeBody(ids.man, { prayer_time: 'بعد صلاة العصر' }));
    const events = eventsOf((await get(calendarFeedPath)).text, notice.id);
    expect([...events.keys()].sort()).toEqual(['', '-men', '-women']);
    expect(events.get('')!.description).toContain('الموعد: بعد صلاة العصر');
  });

  it('keeps its UIDs when the occasion changes, with a higher SEQUENCE and its LAST-MODIFIED', async () => {
    const item = await created(occasionBody({ title: unique('زواج'), date: '2030-07-01' }));
    const before = eventsOf((await get(calendarFeedPath)).text, item.id).get('')!;
    expect(before.sequence).toBe(0);
    const saved = await admin('PUT', withId(api.admin.occasions.update, item.id), {
      ...occasionBody({ title: item.title, date: '2030-07-02' }),
      version: 1,
    });
    expect(saved.status, saved.text).toBe(200);
    const res = await get(calendarFeedPath);
    const after = eventsOf(res.text, item.id).get('')!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(1);
    expect(after.start.toString()).toBe('2030-07-02');
    const stored = await server.app.repos.occasions.find(item.id);
    const asIcal = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    expect(after.lastModified.replace(/[-:]/g, '')).toBe(asIcal(stored!.updated_at));
    expect(after.stamp).toBe(after.lastModified);
    // Kept and validated like the other public feeds.
    expect(res.headers.get('etag')).toBeTruthy();
    expect((await get(calendarFeedPath)).headers.get('x-cache')).toBe('hit');
  });

  it('holds the upcoming occasions and the last thirty days, not older ones', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const day = (offset: number) => kuwaitDay(new Date(now.getTime() + offset * DAY));
    const recent = await created(occasionBody({ date: day(-10) }));
    const old = await created(occasionBody({ date: day(-40) }));
    // The notice is old, but its عزاء began within the thirty days: it is still on the calendar.
    const lateCondolence = await created(
      deathNoticeBody(ids.man, { date: day(-35), men_starts_on: day(-5), women_starts_on: day(-5) }),
    );
    const text = (await get(calendarFeedPath)).text;
    expect(eventsOf(text, recent.id).size).toBe(1);
    expect(eventsOf(text, old.id).size).toBe(0);
    expect(eventsOf(text, lateCondolence.id).get('-men')?.start.toString()).toBe(day(-5));
  });

  it('a draft and a scheduled occasion are absent until their time; a family one from the public always', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const publishAt = new Date(start.getTime() + 3_600_000).toISOString();
    const draft = await created(occasionBody({ status: 'draft' }));
    const waiting = await created(occasionBody({ status: 'scheduled', publish_at: publishAt }));
    const family = await created(occasionBody({ audience: 'family', title: unique('عائلي') }));
    const feed = async () => (await get(calendarFeedPath)).text;
    for (const item of [draft, waiting, family]) {
      expect(eventsOf(await feed(), item.id).size).toBe(0);
      expect((await get(occasionCalendarPath(item.id))).status).toBe(404);
    }
    // Out by itself once the (fake) clock passes its time, the kept feed included.
    vi.setSystemTime(new Date(Date.parse(publishAt) + 1000));
    expect(eventsOf(await feed(), waiting.id).size).toBe(1);
    const one = await get(occasionCalendarPath(waiting.id));
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="occasion-${waiting.id}.ics"`);
    expect(parsed(one.text).events.map((event) => event.uid)).toEqual([
      `occasion-${waiting.id}@${new URL(server.baseURL).host}`,
    ]);
    expect(await feed()).not.toContain(draft.title);
    expect(await feed()).not.toContain(family.title);
  });
});

describe('a relative’s calendar', () => {
  it('reads the family-only occasions through the public address with its cookie, kept by nobody', async () => {
    const family = await created(occasionBody({ audience: 'family', title: unique('عائلي') }));
    const { cookie } = await signedInRelative(server, `ics-cookie-${process.pid}`);
    const res = await get(calendarFeedPath, cookie);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(eventsOf(res.text, family.id).size).toBe(1);
    expect(eventsOf((await get(calendarFeedPath)).text, family.id).size).toBe(0);
    expect((await get(occasionCalendarPath(family.id), cookie)).status).toBe(200);
  });

  it('a private feed at a secret address: made, replaced, stopped, and gone with a revoked account', async () => {
    const family = await created(occasionBody({ audience: 'family', title: unique('عائلي') }));
    const { member, cookie } = await signedInRelative(server, `ics-feed-${process.pid}`);
    expect((await asRelative('GET', api.family.calendar, cookie)).body.data).toEqual({ created_at: null });
    expect((await request(server, 'GET', api.family.calendar)).status).toBe(401);

    const made = await asRelative('POST', api.family.calendarNew, cookie);
    expect(made.status, made.text).toBe(200);
    const feedUrl: string = made.body.data.feed_url;
    expect(feedUrl).toMatch(new RegExp(`^${server.baseURL}/occasions/family/[\\w-]{43}\\.ics$`));
    const path = new URL(feedUrl).pathname;
    // Only the secret's hash is kept: the state says when, never the link again.
    const state = (await asRelative('GET', api.family.calendar, cookie)).body.data;
    expect(state).toEqual({ created_at: made.body.data.created_at });
    const stored = await server.app.repos.relatives.findAccountOfMember(member.id);
    expect(JSON.stringify(stored)).not.toContain(path.split('/').at(-1)!.replace('.ics', ''));

    // A calendar app: no cookie, the secret in the path.
    const feed = await get(path);
    expect(feed.status, feed.text).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(parsed(feed.text).name).toBe('مناسبات عائلة المثال (للعائلة)');
    expect(eventsOf(feed.text, family.id).size).toBe(1);

    const renewed = await asRelative('POST', api.family.calendarNew, cookie);
    const renewedPath = new URL(renewed.body.data.feed_url as string).pathname;
    expect(renewedPath).not.toBe(path);
    expect((await get(path)).status).toBe(404);
    expect((await get(renewedPath)).status).toBe(200);

    const stopped = await asRelative('POST', api.family.calendarStop, cookie);
    expect(stopped.body.data).toEqual({ created_at: null });
    expect((await get(renewedPath)).status).toBe(404);

    const again = new URL((await asRelative('POST', api.family.calendarNew, cookie)).body.data.feed_url)
      .pathname;
    expect((await get(again)).status).toBe(200);
    const revoked = await admin('POST', api.admin.relatives.revoke, { id: stored!.id });
    expect(revoked.status, revoked.text).toBe(200);
    const refused = await get(again);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain(family.title);
    expect((await get('/occasions/family/not-a-secret-of-anyone-at-all.ics')).status).toBe(404);
  });
});
