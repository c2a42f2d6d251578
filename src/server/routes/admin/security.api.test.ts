import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { roleMay, type AccessLevel } from '#shared/auth/roles.ts';
import { KEEPER_PASSWORD, addKeeper } from '#server/test/keepers.ts';
import { passwordRuleMessages } from '#shared/messages/password-rules.ts';
import { SESSION_LIFETIME_MS, hashPassword, newToken } from '#server/plugins/auth.ts';
import {
  contactBody,
  diwanBody,
  memberBody,
  newsBody,
  occasionBody,
  personBody,
  placeBody,
  sourceBody,
  siteSettingsBody,
} from '#server/test/factories.ts';
import { csvFamily, fileForm, gedcomFamily } from '#server/test/family-files.ts';
import { imageForm, request } from '#server/test/http.ts';
import { pngBytes } from '#server/test/images.ts';
import { registeredRoutes, snapshotData } from '#server/test/snapshot.ts';
import {
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  loginToken,
  startTestServer,
  type TestServer,
} from '#server/test/test-server.ts';

const unauthorized = { success: false, error: serverMessages.errors.unauthorized };

const timelineEntryBody = () => ({
  year: 1965,
  period: '',
  title: 'محطة',
  summary: 'ملخص',
  body: 'نص',
  image: '',
  on_home: false,
});

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A body that would succeed with a valid token, so a refusal is what keeps the data unchanged. */
  body?: () => unknown;
  form?: () => FormData;
  /** What a live token gets when it is not a success: a right code cannot be written in a table. */
  liveStatus?: number;
}

describe('every admin and write endpoint refuses a missing, malformed, unknown, expired or revoked token', () => {
  let server: TestServer;
  let png: Buffer;
  const ids = {
    news: 0,
    occasion: 0,
    person: 0,
    place: 0,
    mergedPlace: 0,
    source: 0,
    citedSource: 0,
    citation: 0,
    leafMember: 0,
    message: 0,
    importBatch: 0,
    suggestion: 0,
    entry: 0,
    block: 0,
    newsCreated: 0,
    keeper: 0,
    merge: 0,
    mergeSurvivor: 0,
    mergeAbsorbed: 0,
  };
  /** A citation of the leaf member's name, from a source kept for citing. */
  const citationBody = () => ({
    source_id: ids.citedSource,
    fact: 'name',
    member_id: ids.leafMember,
    page: '',
    note: '',
  });
  let keeperCount = 0;
  const order = { timeline: [] as number[], blocks: [] as number[] };
  let expiredToken = '';
  let revokedToken = '';

  beforeAll(async () => {
    server = await startTestServer();
    png = await pngBytes();
    const auth = { token: server.token };
    ids.news = (
      await request(server, 'POST', api.admin.news.create, { ...auth, json: newsBody() })
    ).body.data.id;
    ids.newsCreated = (
      await server.app.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('record_type', '=', 'news')
        .where('record_id', '=', ids.news)
        .executeTakeFirstOrThrow()
    ).id;
    ids.keeper = (await addKeeper(server, 'table-keeper', 'editor')).id;
    ids.occasion = (
      await request(server, 'POST', api.admin.occasions.create, { ...auth, json: occasionBody() })
    ).body.data.id;
    ids.person = Number(
      (await request(server, 'POST', api.admin.notablePeople.create, { ...auth, json: personBody() })).body
        .data.id,
    );
    ids.leafMember = (
      await request(server, 'POST', api.familyMembers.create, { ...auth, json: memberBody() })
    ).body.data.id;
    // Two pairs of members: one merged here, whose merge the table undoes, and one the table merges.
    const member = async () =>
      (await request(server, 'POST', api.familyMembers.create, { ...auth, json: memberBody() })).body.data.id;
    const [kept, merged] = [await member(), await member()];
    ids.merge = (
      await request(server, 'POST', api.admin.familyMembers.merge, {
        ...auth,
        json: { survivor_id: kept, absorbed_id: merged },
      })
    ).body.data.merge_id;
    ids.mergeSurvivor = await member();
    ids.mergeAbsorbed = await member();
    ids.place = (
      await request(server, 'POST', api.admin.places.create, { ...auth, json: placeBody() })
    ).body.data.id;
    ids.mergedPlace = (
      await request(server, 'POST', api.admin.places.create, { ...auth, json: placeBody() })
    ).body.data.id;
    ids.source = (
      await request(server, 'POST', api.admin.sources.create, { ...auth, json: sourceBody() })
    ).body.data.id;
    ids.citedSource = (
      await request(server, 'POST', api.admin.sources.create, { ...auth, json: sourceBody() })
    ).body.data.id;
    ids.citation = (
      await request(server, 'POST', api.admin.citations.create, { ...auth, json: citationBody() })
    ).body.data.id;
    await request(server, 'POST', api.contact, { json: contactBody() });
    ids.message = (await request(server, 'GET', api.admin.messages.list, auth)).body.data[0].id;
    await request(server, 'POST', api.familyMembers.suggest, {
      json: { member_id: ids.leafMember, message: 'خطأ', name: 'زائر', phone: '' },
    });
    ids.suggestion = (await request(server, 'GET', api.admin.suggestions.list, auth)).body.data[0].id;
    ids.importBatch = (
      await request(server, 'POST', api.admin.import.gedcom, {
        ...auth,
        body: fileForm(gedcomFamily, 'family.ged'),
      })
    ).body.batch_id;
    const h = api.admin.history;
    ids.entry = (
      await request(server, 'POST', h.timeline.create, { ...auth, json: timelineEntryBody() })
    ).body.data.id;
    ids.block = (
      await request(server, 'POST', h.blocks.create, { ...auth, json: { title: 'فقرة', body: 'نص' } })
    ).body.data.id;
    const history = (await request(server, 'GET', h.get, auth)).body.data;
    order.timeline = history.timeline.map((entry: { id: number }) => entry.id).reverse();
    order.blocks = history.blocks.map((block: { id: number }) => block.id).reverse();
    // With a demo person missing, an unguarded seed call would visibly add it back.
    const demo = (await server.app.repos.notablePeople.list())[0]!;
    await server.app.repos.notablePeople.delete(demo.id);

    // An expired session, written straight into the store as a login 13 hours ago would have left it.
    const admin = (await server.app.repos.admins.findUserByUsername(TEST_ADMIN_USERNAME))!;
    const expired = newToken();
    await server.app.repos.admins.createSession(
      admin.id,
      expired.tokenHash,
      new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    );
    expiredToken = expired.token;

    revokedToken = await loginToken(server.baseURL);
    const logout = await request(server, 'POST', api.admin.logout, { token: revokedToken });
    expect(logout.status).toBe(200);
  });
  afterAll(async () => server?.close());

  const endpoints: Endpoint[] = [
    { method: 'GET', path: api.admin.checkAuth },
    { method: 'POST', path: api.admin.logout },
    { method: 'GET', path: api.admin.stats },
    {
      method: 'POST',
      path: api.admin.changePassword,
      body: () => ({ currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'a-brand-new-password' }),
    },
    { method: 'GET', path: api.admin.seedDb },
    { method: 'GET', path: api.admin.checkDb },
    { method: 'GET', path: api.admin.seedNotablePeople },
    { method: 'GET', path: api.admin.news.list },
    { method: 'GET', path: withId(api.admin.news.item, 1) },
    // Before the news item is deleted below, so its creation can be restored (decision 025).
    { method: 'GET', path: api.admin.audit.list },
    { method: 'GET', path: `${api.admin.audit.record}?type=news&id=1` },
    { method: 'POST', path: withId(api.admin.audit.restore, 1) },
    { method: 'GET', path: api.admin.twoFactor.status },
    { method: 'POST', path: api.admin.twoFactor.setup },
    { method: 'POST', path: api.admin.twoFactor.enable, body: () => ({ code: '000000' }), liveStatus: 400 },
    {
      method: 'POST',
      path: api.admin.twoFactor.disable,
      body: () => ({ password: TEST_ADMIN_PASSWORD, code: '000000' }),
      liveStatus: 400,
    },
    {
      method: 'POST',
      path: api.admin.twoFactor.recoveryCodes,
      body: () => ({ password: TEST_ADMIN_PASSWORD, code: '000000' }),
      liveStatus: 400,
    },
    { method: 'GET', path: api.admin.users.list },
    {
      method: 'POST',
      path: api.admin.users.create,
      body: () => ({ username: `keeper-${(keeperCount += 1)}`, role: 'editor' }),
    },
    { method: 'POST', path: withId(api.admin.users.update, 1), body: () => ({ role: 'editor' }) },
    { method: 'POST', path: withId(api.admin.users.disable, 1) },
    { method: 'POST', path: withId(api.admin.users.enable, 1) },
    { method: 'POST', path: withId(api.admin.users.resetPassword, 1) },
    { method: 'POST', path: withId(api.admin.users.resetTwoFactor, 1) },
    { method: 'POST', path: api.admin.news.create, body: () => newsBody() },
    { method: 'PUT', path: withId(api.admin.news.item, 1), body: () => newsBody() },
    { method: 'DELETE', path: withId(api.admin.news.item, 1) },
    { method: 'POST', path: api.admin.news.upload, form: () => imageForm(png) },
    { method: 'GET', path: api.admin.occasions.list },
    { method: 'GET', path: withId(api.admin.occasions.item, 1) },
    { method: 'POST', path: api.admin.occasions.create, body: () => occasionBody() },
    { method: 'PUT', path: withId(api.admin.occasions.update, 1), body: () => occasionBody() },
    { method: 'DELETE', path: withId(api.admin.occasions.delete, 1) },
    { method: 'GET', path: api.admin.notablePeople.list },
    { method: 'GET', path: withId(api.admin.notablePeople.get, 1) },
    { method: 'POST', path: api.admin.notablePeople.create, body: () => personBody() },
    { method: 'PUT', path: withId(api.admin.notablePeople.update, 1), body: () => personBody() },
    { method: 'DELETE', path: withId(api.admin.notablePeople.delete, 1) },
    { method: 'POST', path: api.admin.notablePeople.upload, form: () => imageForm(png) },
    { method: 'GET', path: api.admin.places.list },
    { method: 'GET', path: withId(api.admin.places.get, 1) },
    { method: 'POST', path: api.admin.places.create, body: () => placeBody() },
    { method: 'PUT', path: withId(api.admin.places.update, 1), body: () => placeBody() },
    // Before the delete: merges a second place into the one the delete then removes.
    { method: 'POST', path: withId(api.admin.places.merge, 1), body: () => ({ into_id: ids.place }) },
    { method: 'DELETE', path: withId(api.admin.places.delete, 1) },
    { method: 'GET', path: api.admin.sources.list },
    { method: 'GET', path: withId(api.admin.sources.get, 1) },
    { method: 'POST', path: api.admin.sources.create, body: () => sourceBody() },
    { method: 'PUT', path: withId(api.admin.sources.update, 1), body: () => sourceBody() },
    { method: 'DELETE', path: withId(api.admin.sources.delete, 1) },
    { method: 'POST', path: api.admin.sources.upload, form: () => imageForm(png) },
    { method: 'GET', path: `${api.admin.citations.list}?member=${1}` },
    { method: 'POST', path: api.admin.citations.create, body: () => citationBody() },
    { method: 'PUT', path: withId(api.admin.citations.update, 1), body: () => citationBody() },
    { method: 'DELETE', path: withId(api.admin.citations.delete, 1) },
    { method: 'GET', path: api.admin.diwanGet },
    { method: 'POST', path: api.admin.diwanUpdate, body: () => diwanBody() },
    { method: 'GET', path: api.admin.site.get },
    { method: 'POST', path: api.admin.site.update, body: () => siteSettingsBody() },
    { method: 'POST', path: api.admin.familyMembers.upload, form: () => imageForm(png) },
    { method: 'GET', path: api.admin.familyMembers.list },
    { method: 'GET', path: api.admin.familyMembers.duplicates },
    { method: 'GET', path: api.admin.familyMembers.merges },
    {
      method: 'POST',
      path: api.admin.familyMembers.merge,
      body: () => ({ survivor_id: ids.mergeSurvivor, absorbed_id: ids.mergeAbsorbed }),
    },
    { method: 'POST', path: withId(api.admin.familyMembers.undoMerge, 1) },
    { method: 'GET', path: api.admin.messages.list },
    { method: 'POST', path: withId(api.admin.messages.markRead, 1), body: () => ({ read: true }) },
    { method: 'DELETE', path: withId(api.admin.messages.delete, 1) },
    { method: 'GET', path: api.admin.suggestions.list },
    { method: 'POST', path: withId(api.admin.suggestions.markRead, 1), body: () => ({ read: true }) },
    { method: 'POST', path: withId(api.admin.suggestions.apply, 1) },
    { method: 'POST', path: withId(api.admin.suggestions.dismiss, 1) },
    {
      method: 'POST',
      path: `${api.admin.import.gedcom}?dry_run=1`,
      form: () => fileForm(gedcomFamily, 'a.ged'),
    },
    {
      method: 'POST',
      path: `${api.admin.import.csv}?dry_run=1`,
      form: () => fileForm(csvFamily, 'a.csv'),
    },
    { method: 'GET', path: api.admin.import.batches },
    { method: 'POST', path: withId(api.admin.import.undo, 1) },
    { method: 'GET', path: api.admin.export.gedcom },
    { method: 'GET', path: api.admin.export.csv },
    { method: 'GET', path: api.admin.export.csvTemplate },
    // Before the member is deleted below: the invitation names it.
    { method: 'GET', path: api.admin.relatives.list },
    { method: 'POST', path: api.admin.relatives.invite, body: () => ({ member_id: ids.leafMember }) },
    // No account has that id: a live token reaches the route, which finds nothing to revoke.
    { method: 'POST', path: api.admin.relatives.revoke, body: () => ({ id: 987654 }), liveStatus: 404 },
    { method: 'POST', path: api.familyMembers.create, body: () => memberBody() },
    { method: 'PUT', path: withId(api.familyMembers.update, 1), body: () => memberBody({ generation: 1 }) },
    { method: 'DELETE', path: withId(api.familyMembers.delete, 1) },
    { method: 'GET', path: api.admin.statsTrends },
    { method: 'GET', path: api.admin.failedLogins },
    { method: 'GET', path: api.admin.history.get },
    { method: 'POST', path: api.admin.history.page, body: () => ({ intro: 'مقدمة' }) },
    { method: 'POST', path: api.admin.history.upload, form: () => imageForm(png) },
    // The reorders first: they name every entry there is, before the others add one.
    { method: 'POST', path: api.admin.history.timeline.reorder, body: () => ({ ids: order.timeline }) },
    { method: 'POST', path: api.admin.history.blocks.reorder, body: () => ({ ids: order.blocks }) },
    { method: 'POST', path: api.admin.history.timeline.create, body: () => timelineEntryBody() },
    { method: 'PUT', path: withId(api.admin.history.timeline.item, 1), body: () => timelineEntryBody() },
    { method: 'DELETE', path: withId(api.admin.history.timeline.item, 1) },
    { method: 'POST', path: api.admin.history.blocks.create, body: () => ({ title: 'فقرة', body: 'نص' }) },
    {
      method: 'PUT',
      path: withId(api.admin.history.blocks.item, 1),
      body: () => ({ title: 'فقرة', body: '' }),
    },
    { method: 'DELETE', path: withId(api.admin.history.blocks.item, 1) },
    { method: 'GET', path: api.admin.demoContent },
    // A restore without its typed confirmation is refused (400) and changes nothing (decision 029);
    // routes/admin/backup.api.test.ts restores for real.
    { method: 'GET', path: api.admin.backup.status },
    { method: 'POST', path: api.admin.backup.download },
    { method: 'POST', path: api.admin.backup.restore, liveStatus: 400 },
    // Last: it removes the demo rows that the calls above may name.
    { method: 'POST', path: api.admin.removeDemo },
  ];

  /** The `?id=1` placeholders point at records made in beforeAll, which exist. */
  function realPath(endpoint: Endpoint): string {
    const [base] = endpoint.path.split('?');
    if (!endpoint.path.includes('?id=')) return endpoint.path;
    if (base!.startsWith('/api/admin/news/')) return withId(base!, ids.news);
    if (base!.startsWith('/api/admin/notable-people/')) return withId(base!, ids.person);
    if (base!.startsWith('/api/admin/occasions/')) return withId(base!, ids.occasion);
    if (base === api.admin.places.merge) return withId(base, ids.mergedPlace);
    if (base!.startsWith('/api/admin/places/')) return withId(base!, ids.place);
    if (base!.startsWith('/api/admin/sources/')) return withId(base!, ids.source);
    if (base!.startsWith('/api/admin/citations/')) return withId(base!, ids.citation);
    if (base!.startsWith('/api/admin/messages/')) return withId(base!, ids.message);
    if (base!.startsWith('/api/admin/suggestions/')) return withId(base!, ids.suggestion);
    if (base!.startsWith('/api/family-members/')) return withId(base!, ids.leafMember);
    if (base!.startsWith('/api/admin/import/')) return withId(base!, ids.importBatch);
    if (base!.startsWith('/api/admin/history/timeline/')) return withId(base!, ids.entry);
    if (base!.startsWith('/api/admin/history/blocks/')) return withId(base!, ids.block);
    if (base!.startsWith('/api/admin/audit/')) return withId(base!, ids.newsCreated);
    if (base!.startsWith('/api/admin/users/')) return withId(base!, ids.keeper);
    if (base === api.admin.familyMembers.undoMerge) return withId(base, ids.merge);
    throw new Error(`no id for ${endpoint.path}`);
  }

  function send(endpoint: Endpoint, headers: Record<string, string>) {
    return request(server, endpoint.method, realPath(endpoint), {
      headers,
      ...(endpoint.body ? { json: endpoint.body() } : {}),
      ...(endpoint.form ? { body: endpoint.form() } : {}),
    });
  }

  it('the table lists every guarded route the server registers', () => {
    const guarded = registeredRoutes(server.app)
      .filter(
        (route) =>
          (route.path.startsWith('/api/admin/') &&
            route.path !== api.admin.login &&
            // The second step of a sign-in: its challenge is the credential (decision 024).
            route.path !== api.admin.loginTwoFactor) ||
          (route.path.startsWith('/api/family-members/') &&
            route.method !== 'GET' &&
            // «اقترح تصحيحاً» is the public's to send (decision 021), like the contact form.
            route.path !== api.familyMembers.suggest),
      )
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    const listed = [...new Set(endpoints.map((e) => `${e.method} ${e.path.split('?')[0]}`))].sort();
    expect(listed).toEqual(guarded);
  });

  const badTokens: [string, () => Record<string, string>][] = [
    ['missing', () => ({})],
    ['malformed', () => ({ authorization: 'Bearer not-a-token' })],
    ['not a bearer', () => ({ authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` })],
    ['unknown', () => ({ authorization: `Bearer ${newToken().token}` })],
    ['expired', () => ({ authorization: `Bearer ${expiredToken}` })],
    ['revoked', () => ({ authorization: `Bearer ${revokedToken}` })],
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path.split('?')[0]}`, async () => {
      const before = await snapshotData(server.app);
      for (const [name, headers] of badTokens) {
        const res = await send(endpoint, headers());
        expect(res.status, name).toBe(401);
        expect(res.body, name).toEqual(unauthorized);
        expect(res.headers.get('content-type'), name).toBe('application/json; charset=utf-8');
      }
      expect(await snapshotData(server.app)).toEqual(before);
    });
  }

  /**
   * Who may call each route (decision 022), reviewed here rather than read from the
   * server, so a route whose declared access changes fails this table.
   */
  const accessOf: Record<string, AccessLevel> = {
    [`GET ${api.admin.checkAuth}`]: 'self',
    [`POST ${api.admin.logout}`]: 'self',
    [`POST ${api.admin.changePassword}`]: 'self',
    [`GET ${api.admin.stats}`]: 'keeper',
    [`GET ${api.admin.statsTrends}`]: 'keeper',
    [`GET ${api.admin.failedLogins}`]: 'owner',
    [`GET ${api.admin.checkDb}`]: 'keeper',
    [`GET ${api.admin.seedDb}`]: 'owner',
    [`GET ${api.admin.seedNotablePeople}`]: 'owner',
    [`GET ${api.admin.news.list}`]: 'keeper',
    [`GET ${api.admin.news.item}`]: 'keeper',
    [`POST ${api.admin.news.create}`]: 'editor',
    [`PUT ${api.admin.news.item}`]: 'editor',
    [`DELETE ${api.admin.news.item}`]: 'editor',
    [`POST ${api.admin.news.upload}`]: 'editor',
    [`GET ${api.admin.occasions.list}`]: 'keeper',
    [`GET ${api.admin.occasions.item}`]: 'keeper',
    [`POST ${api.admin.occasions.create}`]: 'editor',
    [`PUT ${api.admin.occasions.update}`]: 'editor',
    [`DELETE ${api.admin.occasions.delete}`]: 'editor',
    [`GET ${api.admin.notablePeople.list}`]: 'keeper',
    [`GET ${api.admin.notablePeople.get}`]: 'keeper',
    [`POST ${api.admin.notablePeople.create}`]: 'editor',
    [`PUT ${api.admin.notablePeople.update}`]: 'editor',
    [`DELETE ${api.admin.notablePeople.delete}`]: 'editor',
    [`POST ${api.admin.notablePeople.upload}`]: 'editor',
    [`GET ${api.admin.places.list}`]: 'keeper',
    [`GET ${api.admin.places.get}`]: 'keeper',
    // A branch editor adds a place from his branch's member form; changing one is an editor's.
    [`POST ${api.admin.places.create}`]: 'members',
    [`PUT ${api.admin.places.update}`]: 'editor',
    [`DELETE ${api.admin.places.delete}`]: 'editor',
    // Every fact there moves, whoever's branch it is in (decision 061).
    [`POST ${api.admin.places.merge}`]: 'editor',
    [`GET ${api.admin.sources.list}`]: 'keeper',
    [`GET ${api.admin.sources.get}`]: 'keeper',
    // A branch editor adds a source while citing his branch's facts; changing one is an editor's.
    [`POST ${api.admin.sources.create}`]: 'members',
    [`PUT ${api.admin.sources.update}`]: 'editor',
    [`DELETE ${api.admin.sources.delete}`]: 'editor',
    [`POST ${api.admin.sources.upload}`]: 'members',
    [`GET ${api.admin.citations.list}`]: 'keeper',
    // Each checked against the branch editor's branch (sources.api.test.ts).
    [`POST ${api.admin.citations.create}`]: 'members',
    [`PUT ${api.admin.citations.update}`]: 'members',
    [`DELETE ${api.admin.citations.delete}`]: 'members',
    [`GET ${api.admin.diwanGet}`]: 'keeper',
    [`POST ${api.admin.diwanUpdate}`]: 'editor',
    [`GET ${api.admin.site.get}`]: 'owner',
    [`POST ${api.admin.site.update}`]: 'owner',
    [`POST ${api.admin.familyMembers.upload}`]: 'members',
    [`GET ${api.admin.familyMembers.list}`]: 'keeper',
    [`GET ${api.admin.familyMembers.duplicates}`]: 'keeper',
    [`GET ${api.admin.familyMembers.merges}`]: 'keeper',
    [`POST ${api.admin.familyMembers.merge}`]: 'members',
    [`POST ${api.admin.familyMembers.undoMerge}`]: 'members',
    [`GET ${api.admin.messages.list}`]: 'editor',
    [`POST ${api.admin.messages.markRead}`]: 'editor',
    [`DELETE ${api.admin.messages.delete}`]: 'editor',
    [`GET ${api.admin.suggestions.list}`]: 'keeper',
    [`POST ${api.admin.suggestions.markRead}`]: 'editor',
    [`POST ${api.admin.suggestions.apply}`]: 'editor',
    [`POST ${api.admin.suggestions.dismiss}`]: 'editor',
    [`POST ${api.admin.import.gedcom}`]: 'editor',
    [`POST ${api.admin.import.csv}`]: 'editor',
    [`GET ${api.admin.import.batches}`]: 'keeper',
    [`POST ${api.admin.import.undo}`]: 'editor',
    [`GET ${api.admin.export.gedcom}`]: 'editor',
    [`GET ${api.admin.export.csv}`]: 'editor',
    [`GET ${api.admin.export.csvTemplate}`]: 'editor',
    [`POST ${api.familyMembers.create}`]: 'members',
    [`PUT ${api.familyMembers.update}`]: 'members',
    [`DELETE ${api.familyMembers.delete}`]: 'members',
    [`GET ${api.admin.history.get}`]: 'keeper',
    [`POST ${api.admin.history.page}`]: 'editor',
    [`POST ${api.admin.history.upload}`]: 'editor',
    [`POST ${api.admin.history.timeline.reorder}`]: 'editor',
    [`POST ${api.admin.history.blocks.reorder}`]: 'editor',
    [`POST ${api.admin.history.timeline.create}`]: 'editor',
    [`PUT ${api.admin.history.timeline.item}`]: 'editor',
    [`DELETE ${api.admin.history.timeline.item}`]: 'editor',
    [`POST ${api.admin.history.blocks.create}`]: 'editor',
    [`PUT ${api.admin.history.blocks.item}`]: 'editor',
    [`DELETE ${api.admin.history.blocks.item}`]: 'editor',
    [`GET ${api.admin.demoContent}`]: 'keeper',
    [`POST ${api.admin.removeDemo}`]: 'owner',
    [`GET ${api.admin.audit.list}`]: 'owner',
    [`GET ${api.admin.audit.record}`]: 'keeper',
    [`POST ${api.admin.audit.restore}`]: 'owner',
    [`GET ${api.admin.twoFactor.status}`]: 'self',
    [`POST ${api.admin.twoFactor.setup}`]: 'self',
    [`POST ${api.admin.twoFactor.enable}`]: 'self',
    [`POST ${api.admin.twoFactor.disable}`]: 'self',
    [`POST ${api.admin.twoFactor.recoveryCodes}`]: 'self',
    [`GET ${api.admin.users.list}`]: 'owner',
    [`POST ${api.admin.users.create}`]: 'owner',
    [`POST ${api.admin.users.update}`]: 'owner',
    [`POST ${api.admin.users.disable}`]: 'owner',
    [`POST ${api.admin.users.enable}`]: 'owner',
    [`POST ${api.admin.users.resetPassword}`]: 'owner',
    [`POST ${api.admin.users.resetTwoFactor}`]: 'owner',
    [`GET ${api.admin.backup.status}`]: 'owner',
    [`POST ${api.admin.backup.download}`]: 'owner',
    [`POST ${api.admin.backup.restore}`]: 'owner',
    [`GET ${api.admin.relatives.list}`]: 'editor',
    [`POST ${api.admin.relatives.invite}`]: 'editor',
    [`POST ${api.admin.relatives.revoke}`]: 'editor',
  };
  const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path.split('?')[0]}`;

  it('every guarded route has its access level in the role table', () => {
    expect(Object.keys(accessOf).sort()).toEqual([...new Set(endpoints.map(keyOf))].sort());
  });

  it('editors and branch editors are refused what their role does not cover, and nothing changes', async () => {
    // A branch rooted at a leaf: it holds no one, so every member write is outside it.
    const editor = await addKeeper(server, 'role-editor', 'editor');
    const branch = await addKeeper(server, 'role-branch', 'branch_editor', ids.leafMember);
    const forbidden = { success: false, error: serverMessages.errors.forbidden };
    const before = await snapshotData(server.app);
    for (const endpoint of endpoints) {
      const access = accessOf[keyOf(endpoint)]!;
      for (const [role, token] of [
        ['editor', editor.token],
        ['branch_editor', branch.token],
      ] as const) {
        const label = `${role} ${keyOf(endpoint)}`;
        // Writes to members are a branch editor's to make only inside the branch.
        const outsideBranch =
          role === 'branch_editor' &&
          access === 'members' &&
          endpoint.path.startsWith('/api/family-members/');
        if (roleMay(role, access) && !outsideBranch) {
          // Reads answer; writes the role may make are exercised by the live-token test below.
          if (endpoint.method === 'GET' && endpoint.path !== api.admin.seedDb) {
            const res = await send(endpoint, { authorization: `Bearer ${token}` });
            expect(res.status, label).toBeLessThan(300);
          }
          continue;
        }
        const res = await send(endpoint, { authorization: `Bearer ${token}` });
        expect(res.status, label).toBe(403);
        if (!outsideBranch) expect(res.body, label).toEqual(forbidden);
      }
    }
    expect(await snapshotData(server.app)).toEqual(before);
  });

  it('the same requests with a live token are accepted (so the refusals above meant something)', async () => {
    const token = await loginToken(server.baseURL);
    // Change-password and then logout last: they end this session's siblings and then this session.
    const rank = (e: Endpoint) =>
      e.path === api.admin.logout ? 2 : e.path === api.admin.changePassword ? 1 : 0;
    const ordered = [...endpoints].sort((a, b) => rank(a) - rank(b));
    const auditCount = async () =>
      (await server.app.database.db.selectFrom('audit_log').select('id').execute()).length;
    for (const endpoint of ordered) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const logged = await auditCount();
      const res = await send(endpoint, { authorization: `Bearer ${token}` });
      if (endpoint.liveStatus) expect(res.status, label).toBe(endpoint.liveStatus);
      else expect(res.status, label).toBeLessThan(300);
      // Every write leaves its entry in the change history, reads none (decision 025).
      const writes =
        (!endpoint.liveStatus &&
          endpoint.path !== api.admin.twoFactor.setup &&
          endpoint.method !== 'GET' &&
          !endpoint.path.includes('dry_run=1')) ||
        endpoint.path === api.admin.seedDb ||
        endpoint.path === api.admin.seedNotablePeople;
      expect(await auditCount(), label).toBe(logged + (writes ? 1 : 0));
    }
  });
});

describe('login, logout and passwords', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const login = (username: string, password: string) =>
    request(server, 'POST', api.admin.login, { json: { username, password } });

  it('a good login answers a 256-bit token that is stored only as a hash', async () => {
    const res = await login(TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token: string = res.body.token;
    // 12 hours, absolute.
    const lifetime = Date.parse(res.body.expiresAt) - Date.now();
    expect(lifetime).toBeLessThanOrEqual(SESSION_LIFETIME_MS);
    expect(lifetime).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000);
    expect(SESSION_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);

    const sessions = await server.app.database.db.selectFrom('admin_sessions').selectAll().execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      expect(session.token_hash).not.toBe(token);
      expect(JSON.stringify(session)).not.toContain(token);
    }
    const check = await request(server, 'GET', api.admin.checkAuth, { token });
    expect(check.status).toBe(200);
    expect(check.body.success).toBe(true);
  });

  it('a bad password or unknown user answers 401 with the documented message', async () => {
    for (const [username, password] of [
      ['nobody-here', 'whatever-password'],
      [TEST_ADMIN_USERNAME, 'wrong-password'],
    ] as const) {
      const res = await login(username, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'خطأ في اسم المستخدم أو كلمة المرور' });
      expect(res.body.token).toBeUndefined();
    }
    const empty = await request(server, 'POST', api.admin.login, { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
  });

  it('logout revokes the session on the server', async () => {
    const token = await loginToken(server.baseURL);
    expect((await request(server, 'GET', api.admin.checkAuth, { token })).status).toBe(200);
    const out = await request(server, 'POST', api.admin.logout, { token });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    const after = await request(server, 'GET', api.admin.checkAuth, { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(unauthorized);
    // The other session is untouched.
    expect((await request(server, 'GET', api.admin.checkAuth, { token: server.token })).status).toBe(200);
  });

  it('the stored password hash is argon2id with m >= 19456 and t >= 2', async () => {
    const user = (await server.app.repos.admins.findUserByUsername(TEST_ADMIN_USERNAME))!;
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
    const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user.password_hash);
    expect(params).not.toBeNull();
    expect(Number(params![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(params![2])).toBeGreaterThanOrEqual(2);
    expect(user.password_hash).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('change-password needs the current password, revokes every other session and keeps this one', async () => {
    // A second administrator, so this test does not end the sessions of the others.
    const username = 'second-admin';
    const oldPassword = 'second-old-password';
    const newPassword = 'second-new-password';
    await server.app.repos.admins.createUser(username, await hashPassword(oldPassword));
    const current = await loginToken(server.baseURL, username, oldPassword);
    const other = await loginToken(server.baseURL, username, oldPassword);
    const path = api.admin.changePassword;

    const wrong = await request(server, 'POST', path, {
      token: current,
      json: { currentPassword: 'not-the-password', newPassword },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: adminMessages.auth.stepUpFailed });
    expect((await request(server, 'GET', api.admin.checkAuth, { token: other })).status).toBe(200);

    const missing = await request(server, 'POST', path, { token: current, json: { newPassword } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('currentPassword');

    const short = await request(server, 'POST', path, {
      token: current,
      json: { currentPassword: oldPassword, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields.newPassword).toBe(passwordRuleMessages.refused.tooShort);

    // Not the username, not the current one, not common (Arabic-keyboard ones included).
    const refusedFor: [string, string][] = [
      [`${username}2026!!!!!`, passwordRuleMessages.refused.sameAsUsername],
      [oldPassword, passwordRuleMessages.refused.sameAsCurrent],
      ['qwertyuiop123', passwordRuleMessages.refused.common],
      ['123456789012', passwordRuleMessages.refused.common],
      // «محمد123456» typed with the English layout on, and «الكويت2026».
      ['lpl]123456789', passwordRuleMessages.refused.common],
      ['الكويت123456', passwordRuleMessages.refused.common],
      // Decision 035: what the strength estimate refuses, each saying why.
      ['aaaaaaaaaaaa', passwordRuleMessages.refused.repetition],
      [`${username}${username}`, passwordRuleMessages.refused.sameAsUsername],
      ['ed1ed1ed1ed1', passwordRuleMessages.refused.repetition],
      // «السلام عليكم» typed with the English layout on.
      ['hgsghl ugd;l', passwordRuleMessages.refused.commonWords],
    ];
    for (const [attempt, message] of refusedFor) {
      const refused = await request(server, 'POST', path, {
        token: current,
        json: { currentPassword: oldPassword, newPassword: attempt },
      });
      expect(refused.status, attempt).toBe(400);
      expect(refused.body.fields.newPassword, attempt).toContain(message);
    }

    const ok = await request(server, 'POST', path, {
      token: current,
      json: { currentPassword: oldPassword, newPassword },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: adminMessages.auth.passwordChanged });

    expect((await request(server, 'GET', api.admin.checkAuth, { token: current })).status).toBe(200);
    expect((await request(server, 'GET', api.admin.checkAuth, { token: other })).status).toBe(401);
    // The first administrator's session belongs to another user and survives.
    expect((await request(server, 'GET', api.admin.checkAuth, { token: server.token })).status).toBe(200);
    expect((await login(username, oldPassword)).status).toBe(401);
    expect((await login(username, newPassword)).status).toBe(200);

    const user = (await server.app.repos.admins.findUserByUsername(username))!;
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+)/);
  });
});

describe('step-up checks share the sign-in throttle (decision 035)', () => {
  it('25 wrong current passwords on change-password: five refusals, then 429, and sign-in waits too', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await request(server, 'POST', api.admin.changePassword, {
          token: server.token,
          json: { currentPassword: `wrong-guess-${i}`, newPassword: 'نخلة-الديوان-على-البحر' },
        });
        answers.push(res.status);
        if (res.status === 400) expect(res.body.error).toBe(adminMessages.auth.stepUpFailed);
      }
      expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(new Set(answers.slice(5))).toEqual(new Set([429]));
      // The right one waits as well: the session was opened from a known device, whose lane it is.
      const right = await request(server, 'POST', api.admin.changePassword, {
        token: server.token,
        json: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'نخلة-الديوان-على-البحر' },
      });
      expect(right.status).toBe(429);
      const device = (await server.app.database.db.selectFrom('admin_devices').select('id').execute()).length;
      expect(device).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('login brute-force protection', () => {
  it('after 5 failures for one username from one address: 429, a growing delay and Retry-After', async () => {
    const server = await startTestServer({ login: false, seedDemo: false });
    try {
      const attempt = (password: string) =>
        request(server, 'POST', api.admin.login, { json: { username: TEST_ADMIN_USERNAME, password } });
      for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);

      const locked = await attempt('wrong-again');
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(locked.body).toEqual({ success: false, error: adminMessages.auth.tooManyAttempts(retryAfter) });
      expect(locked.body.error).toMatch(/^محاولات دخول كثيرة/);

      // Even the right password waits out the delay.
      const right = await attempt(TEST_ADMIN_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.body.token).toBeUndefined();

      // Another username from the same address is not locked by this account's failures.
      const other = await request(server, 'POST', api.admin.login, {
        json: { username: 'someone-else', password: 'x-password' },
      });
      expect(other.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('one account is locked whatever the addresses the guesses come from; failures are logged for the owner', async () => {
    // Behind a proxy the address is X-Forwarded-For, so each guess can come from elsewhere.
    const server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const from = (address: string, password: string) =>
        request(server, 'POST', api.admin.login, {
          headers: { 'x-forwarded-for': address },
          json: { username: TEST_ADMIN_USERNAME, password },
        });
      for (let i = 0; i < 5; i++) {
        const address = i % 2 === 0 ? `198.51.100.${i + 1}` : `2001:db8:${i}::1`;
        expect((await from(address, `wrong-guess-${i}`)).status).toBe(401);
      }
      const locked = await from('203.0.113.50', TEST_ADMIN_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe('محاولات دخول كثيرة. حاول مرة أخرى بعد 30 ثانية.');

      const failed = await request(server, 'GET', api.admin.failedLogins, { token: server.token });
      expect(failed.status).toBe(200);
      expect(failed.body.total).toBe(5);
      expect(failed.body.data[0]).toMatchObject({ username: TEST_ADMIN_USERNAME, ip: '198.51.100.5' });
      const editor = await addKeeper(server, 'failed-editor', 'editor');
      expect((await request(server, 'GET', api.admin.failedLogins, { token: editor.token })).status).toBe(
        403,
      );
    } finally {
      await server.close();
    }
  });

  it('an unknown username waits like a real one, an IPv6 /64 counts as one address, and every sign-in is logged', async () => {
    const server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      rateLimits: { login: { perAddressFailures: 4, perAddressWindowMs: 15 * 60_000 } },
    });
    try {
      const from = (address: string, username: string, password: string) =>
        request(server, 'POST', api.admin.login, {
          headers: { 'x-forwarded-for': address },
          json: { username, password },
        });
      // No user enumeration: five misses at a name nobody has earn the same wait as at a real one.
      for (let i = 0; i < 5; i++) {
        expect((await from(`198.51.100.${10 + i}`, 'no-such-keeper', 'guess-password')).status).toBe(401);
      }
      const unknown = await from('198.51.100.30', 'No-Such-Keeper', 'guess-password');
      expect(unknown.status).toBe(429);
      expect(unknown.headers.get('retry-after')).toBe('30');
      expect(unknown.body.error).toBe(adminMessages.auth.tooManyAttempts(30));

      // Four guesses at four names from four addresses of one /64: the whole block waits, a
      // neighbouring /64 does not, and an IPv4 address written as IPv6 is that IPv4 address.
      for (let i = 1; i <= 4; i++) {
        expect((await from(`2001:db8:aa:1::${i}`, `v6-name-${i}`, 'guess-password')).status).toBe(401);
      }
      expect((await from('2001:db8:aa:1:ffff::9', 'v6-other', 'guess-password')).status).toBe(429);
      expect((await from('2001:db8:aa:2::1', 'v6-other', 'guess-password')).status).toBe(401);
      for (let i = 0; i < 3; i++) {
        expect((await from('::ffff:192.0.2.40', `v4-name-${i}`, 'guess-password')).status).toBe(401);
      }
      expect((await from('192.0.2.40', 'v4-other', 'guess-password')).status).toBe(401);
      expect((await from('192.0.2.40', 'v4-other-2', 'guess-password')).status).toBe(429);

      // A success and a logout are logged as well, with who and from where.
      const good = await from('203.0.113.7', TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
      expect(good.status).toBe(200);
      const out = await request(server, 'POST', api.admin.logout, {
        token: good.body.token,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(out.status).toBe(200);
      const log = await server.app.database.db
        .selectFrom('audit_log')
        .select(['action', 'username', 'ip', 'record_type'])
        .where('action', 'in', ['login', 'login_failed', 'logout'])
        .orderBy('id')
        .execute();
      expect(log.filter((entry) => entry.action === 'login_failed')).toHaveLength(5 + 4 + 1 + 3 + 1);
      expect(log.filter((entry) => entry.record_type !== 'session')).toEqual([]);
      expect(log.slice(-2)).toEqual([
        { action: 'login', username: TEST_ADMIN_USERNAME, ip: '203.0.113.7', record_type: 'session' },
        { action: 'logout', username: TEST_ADMIN_USERNAME, ip: '203.0.113.7', record_type: 'session' },
      ]);
      // The owner's card: one row per name and address, with its count of tries.
      const failed = await request(server, 'GET', api.admin.failedLogins, { token: server.token });
      expect(failed.status).toBe(200);
      expect(failed.body.total).toBe(14);
      expect(failed.body.data).toHaveLength(14);
      expect(failed.body.data).toContainEqual(
        expect.objectContaining({ username: 'no-such-keeper', ip: '198.51.100.10', tries: 1 }),
      );
    } finally {
      await server.close();
    }
  });

  it('a known device signs in whatever strangers do; its own failures lock only that device (decision 035)', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: '1' }, seedDemo: false, login: false });
    try {
      const attempt = (address: string, password: string, cookie?: string, username = TEST_ADMIN_USERNAME) =>
        request(server, 'POST', api.admin.login, {
          headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
          json: { username, password },
        });
      // The owner signs in once from home: the answer sets the device cookie, for the sign-in only.
      const home = await attempt('198.51.100.1', TEST_ADMIN_PASSWORD);
      expect(home.status).toBe(200);
      const [setCookie] = home.headers.getSetCookie();
      expect(setCookie).toMatch(/^nasab_device=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain(`Path=${api.admin.login}`);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).toMatch(/Max-Age=\d+/);
      expect(setCookie).not.toContain('Secure');
      // The same cookie for the sign-in's second step, whose path shares no prefix with the first.
      const paths = home.headers.getSetCookie().map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]);
      expect(paths).toEqual([api.admin.login, api.admin.loginTwoFactor]);
      const device = setCookie!.split(';')[0]!;
      // Only its hash is stored.
      const stored = await server.app.database.db.selectFrom('admin_devices').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(device.split('=')[1]);

      // The exact report: six wrong passwords for the owner from six addresses…
      for (let i = 0; i < 5; i++)
        expect((await attempt(`203.0.113.${i + 1}`, `wrong-${i}`)).status).toBe(401);
      expect((await attempt('203.0.113.6', 'wrong-5')).status).toBe(429);
      // …lock out every browser the server does not know, the right password included…
      expect((await attempt('192.0.2.77', TEST_ADMIN_PASSWORD)).status).toBe(429);
      // …but not the owner's own device, from whatever address.
      const known = await attempt('192.0.2.78', TEST_ADMIN_PASSWORD, device);
      expect(known.status).toBe(200);
      expect(known.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A cookie made up, or another account's, is no device of this account: the lock holds.
      expect(
        (await attempt('192.0.2.79', TEST_ADMIN_PASSWORD, `nasab_device=${'x'.repeat(43)}`)).status,
      ).toBe(429);
      // A guess each time the lock runs out renews it for strangers, never for the owner's device.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
      try {
        expect((await attempt('203.0.113.7', 'wrong-6')).status).toBe(401);
        expect((await attempt('203.0.113.8', TEST_ADMIN_PASSWORD)).status).toBe(429);
        expect((await attempt('192.0.2.80', TEST_ADMIN_PASSWORD, device)).status).toBe(200);
      } finally {
        vi.useRealTimers();
      }

      // A device's own failures lock that device, not the account for the keeper's other browsers.
      await addKeeper(server, 'cousin', 'editor');
      const cousinHome = await attempt('198.51.100.2', KEEPER_PASSWORD, undefined, 'cousin');
      const cousinDevice = cousinHome.headers.getSetCookie()[0]!.split(';')[0]!;
      for (let i = 0; i < 5; i++) {
        expect((await attempt('198.51.100.2', `wrong-${i}`, cousinDevice, 'cousin')).status).toBe(401);
      }
      expect((await attempt('198.51.100.2', KEEPER_PASSWORD, cousinDevice, 'cousin')).status).toBe(429);
      expect((await attempt('198.51.100.3', KEEPER_PASSWORD, undefined, 'cousin')).status).toBe(200);
      // The owner's device is the owner's: it opens no lane for the cousin.
      expect((await attempt('198.51.100.2', KEEPER_PASSWORD, device, 'cousin')).status).toBe(200);

      // Known devices are stored, so they outlive a restart.
      await server.restart();
      for (let i = 0; i < 6; i++) await attempt(`203.0.113.${20 + i}`, `wrong-${i}`);
      expect((await attempt('192.0.2.81', TEST_ADMIN_PASSWORD)).status).toBe(429);
      expect((await attempt('192.0.2.82', TEST_ADMIN_PASSWORD, device)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('the device cookie is Secure when the site is served over https', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: '1' }, seedDemo: false, login: false });
    try {
      const res = await request(server, 'POST', api.admin.login, {
        headers: { 'x-forwarded-proto': 'https' },
        json: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()[0]).toContain('Secure');
    } finally {
      await server.close();
    }
  });

  it('one address is capped across usernames', async () => {
    const server = await startTestServer({
      login: false,
      seedDemo: false,
      rateLimits: { login: { perAddressFailures: 4, perAddressWindowMs: 15 * 60_000 } },
    });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await request(server, 'POST', api.admin.login, {
          json: { username: `guess-${i}`, password: 'guess-password' },
        });
        expect(res.status).toBe(401);
      }
      const res = await request(server, 'POST', api.admin.login, {
        json: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.error).toMatch(/^محاولات دخول كثيرة/);
    } finally {
      await server.close();
    }
  });
});
