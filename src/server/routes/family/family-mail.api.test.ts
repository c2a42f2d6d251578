import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { familyMailMessages } from '#shared/messages/family-mail.ts';
import { deathNoticeBody, newsBody, occasionBody, siteSettingsBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { accept, addMember, invite, sessionCookie } from '#server/test/relatives.ts';
import { startTestSmtpService, type ReceivedMail, type TestSmtpService } from '#server/test/smtp-service.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// E-mail to the relatives who asked for it (docs/product.md#notifications, decision 058): a
// relative chooses the kinds on «حسابي»; publishing an occasion or a news item, now or when its
// time comes, sends one mail to each relative who chose its kind, at his member's e-mail, through
// a real SMTP conversation with a stand-in mail server, in the background of the keeper's save.

let server: TestServer;
let smtp: TestSmtpService;
const PUBLIC_URL = 'https://family.example';
const SENDER = 'family@example.com';

const asRelative = (method: string, path: string, cookie: string, json?: unknown) =>
  request(server, method, path, { headers: { cookie }, ...(json === undefined ? {} : { json }) });

/** A relative signed in, whose member has `email`; the member and the session cookie. */
async function relativeWithMail(username: string, email: string) {
  const member = await addMember(server, { contact_email: email });
  const { token } = await invite(server, member.id);
  const cookie = sessionCookie(await accept(server, token, username));
  if (!cookie) throw new Error('invitation not accepted');
  return { member, cookie };
}

async function choose(cookie: string, kinds: string[]) {
  const res = await asRelative('POST', api.family.mailUpdate, cookie, { kinds });
  expect(res.status, res.text).toBe(200);
  return res;
}

async function publish(path: string, body: Json): Promise<number> {
  const res = await request(server, 'POST', path, { token: server.token, json: body });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

/** Waits for both announcers' passes and the mails they started; what arrived since, by address. */
async function delivered(): Promise<Map<string, ReceivedMail[]>> {
  await server.app.occasionAnnouncer.announceDue();
  await server.app.newsAnnouncer.announceDue();
  await server.app.mailDelivery.settled();
  const byAddress = new Map<string, ReceivedMail[]>();
  for (const mail of smtp.received.splice(0)) {
    for (const to of mail.to) byAddress.set(to, [...(byAddress.get(to) ?? []), mail]);
  }
  return byAddress;
}

beforeAll(async () => {
  smtp = await startTestSmtpService();
  server = await startTestServer({
    seedDemo: false,
    env: { SMTP_URL: smtp.url, SMTP_FROM: SENDER, PUBLIC_URL },
  });
  const settings = await request(server, 'POST', api.admin.site.update, {
    token: server.token,
    json: siteSettingsBody({
      familyName: 'عائلة الاختبار',
      noticeOpening: 'انتقل إلى رحمة الله تعالى',
      noticeHonorificMale: 'المرحوم',
    }),
  });
  expect(settings.status, settings.text).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the choice on «حسابي»', () => {
  it('is the signed-in relative’s own: the kinds, his member’s e-mail, and whether mail is sent', async () => {
    expect((await request(server, 'GET', api.family.mail)).status).toBe(401);
    expect((await request(server, 'POST', api.family.mailUpdate, { json: { kinds: ['news'] } })).status).toBe(
      401,
    );
    const { cookie } = await relativeWithMail('mail-chooser', 'chooser@example.com');
    const first = await asRelative('GET', api.family.mail, cookie);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(first.body.data).toEqual({ available: true, email: 'chooser@example.com', kinds: [] });

    // Kept in the site's order, whatever order they were ticked in.
    const saved = await choose(cookie, ['news', 'death', 'news']);
    expect(saved.body).toMatchObject({
      message: familyMailMessages.saved,
      data: { kinds: ['death', 'news'] },
    });
    expect((await asRelative('GET', api.family.mail, cookie)).body.data.kinds).toEqual(['death', 'news']);

    const refused = await asRelative('POST', api.family.mailUpdate, cookie, { kinds: ['lottery'] });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(familyMailMessages.unknownKind);

    const stopped = await choose(cookie, []);
    expect(stopped.body).toMatchObject({ message: familyMailMessages.stopped, data: { kinds: [] } });
  });
});

describe('publishing sends one mail to each relative who asked for its kind', () => {
  it('a death notice: in Arabic, right to left, with its parts, its link and the way to stop', async () => {
    const deaths = await relativeWithMail('mail-deaths', 'deaths@example.com');
    const weddings = await relativeWithMail('mail-weddings', 'weddings@example.com');
    const noAddress = await relativeWithMail('mail-none', '');
    await choose(deaths.cookie, ['death']);
    await choose(weddings.cookie, ['wedding']);
    await choose(noAddress.cookie, ['death']);
    const deceased = await addMember(server, { name: 'عبدالله بن سالم', gender: 'male', birth: '1940' });
    const id = await publish(api.admin.occasions.create, deathNoticeBody(deceased.id));

    const received = await delivered();
    expect([...received.keys()]).toEqual(['deaths@example.com']);
    const { mail, from } = received.get('deaths@example.com')![0]!;
    expect(from).toBe(SENDER);
    expect(mail.from).toMatchObject({ name: 'عائلة الاختبار', address: SENDER });
    expect(mail.subject).toBe('نعي: المرحوم عبدالله بن سالم');
    expect(mail.text).toContain('انتقل إلى رحمة الله تعالى المرحوم عبدالله بن سالم');
    expect(mail.text).toContain('مسجد الدولة الكبير');
    expect(mail.text).toContain('الروضة، قطعة 3، شارع 34، منزل 12');
    expect(mail.text).toContain('+965 9988 7766');
    expect(mail.text).toContain(`${PUBLIC_URL}/occasions/${id}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/family/account`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/occasions/${id}"`);
    const header = (name: string) => mail.headers.find((line: { key: string }) => line.key === name)?.value;
    expect(header('list-unsubscribe')).toBe(`<${PUBLIC_URL}/family/account>`);
    expect(header('auto-submitted')).toBe('auto-generated');

    // Saved again, it is not sent again.
    await request(server, 'PUT', `${api.admin.occasions.update}?id=${id}`, {
      token: server.token,
      json: { ...deathNoticeBody(deceased.id), version: 1 },
    });
    expect((await delivered()).size).toBe(0);
    for (const { cookie } of [deaths, weddings, noAddress]) await choose(cookie, []);
  });

  it('a family-only occasion reaches the relatives who chose it, and none once an account is revoked', async () => {
    const kept = await relativeWithMail('mail-kept', 'kept@example.com');
    const revoked = await relativeWithMail('mail-revoked', 'revoked@example.com');
    await choose(kept.cookie, ['gathering']);
    await choose(revoked.cookie, ['gathering']);
    const account = await server.app.repos.relatives.findAccountByUsername('mail-revoked');
    await request(server, 'POST', api.admin.relatives.revoke, {
      token: server.token,
      json: { id: account!.id },
    });

    const title = unique('لقاء العائلة السنوي');
    await publish(api.admin.occasions.create, occasionBody({ kind: 'gathering', audience: 'family', title }));
    const received = await delivered();
    expect([...received.keys()]).toEqual(['kept@example.com']);
    const { mail } = received.get('kept@example.com')![0]!;
    expect(mail.subject).toBe(`اجتماع العائلة: ${title}`);
    expect(mail.text).toContain('للعائلة فقط');
    await choose(kept.cookie, []);
  });

  it('a news item, now or when its scheduled time comes, family-only ones included', async () => {
    const reader = await relativeWithMail('mail-news', 'news@example.com');
    await choose(reader.cookie, ['news']);
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const publishAt = new Date(start.getTime() + 3_600_000).toISOString();

    const now = await publish(api.admin.news.create, newsBody({ title: 'افتتاح الديوان الجديد' }));
    await publish(api.admin.news.create, newsBody({ status: 'draft' }));
    const later = await publish(
      api.admin.news.create,
      newsBody({ title: 'خبر للعائلة', status: 'scheduled', publish_at: publishAt, audience: 'family' }),
    );
    let received = await delivered();
    expect(received.get('news@example.com')!.map(({ mail }) => mail.subject)).toEqual([
      'خبر جديد: افتتاح الديوان الجديد',
    ]);
    expect(received.get('news@example.com')![0]!.mail.text).toContain(`${PUBLIC_URL}/news/${now}`);

    vi.setSystemTime(new Date(Date.parse(publishAt) + 1000));
    received = await delivered();
    const { mail } = received.get('news@example.com')![0]!;
    expect(mail.subject).toBe('خبر جديد: خبر للعائلة');
    expect(mail.text).toContain(`${PUBLIC_URL}/news/${later}`);
    await choose(reader.cookie, []);
  });

  it('never delays the keeper’s save: the save is answered while the mail server has not', async () => {
    const patient = await relativeWithMail('mail-patient', 'patient@example.com');
    await choose(patient.cookie, ['birth']);
    smtp.hold();
    try {
      await publish(api.admin.occasions.create, occasionBody({ kind: 'birth' }));
      await server.app.occasionAnnouncer.announceDue();
      // The mail reached the server, and the save above was answered without waiting for its answer.
      await expect
        .poll(() => smtp.received.some((mail) => mail.to.includes('patient@example.com')))
        .toBe(true);
    } finally {
      expect(smtp.release()).toBe(1);
    }
    await server.app.mailDelivery.settled();
    smtp.received.length = 0;
    await choose(patient.cookie, []);
  });

  it('sends nothing while SMTP is not configured, and «حسابي» says so', async () => {
    const reader = await relativeWithMail('mail-unconfigured', 'unconfigured@example.com');
    await choose(reader.cookie, ['other']);
    // The server's own configuration, without SMTP for this test (a second server costs seconds).
    const smtpUrl = server.app.config.smtpUrl;
    server.app.config.smtpUrl = undefined;
    try {
      expect((await asRelative('GET', api.family.mail, reader.cookie)).body.data.available).toBe(false);
      await publish(api.admin.occasions.create, occasionBody({ kind: 'other' }));
      expect((await delivered()).size).toBe(0);
    } finally {
      server.app.config.smtpUrl = smtpUrl;
    }
  });
});
