import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { sourcesAdminMessages } from '#shared/messages/sources-admin.ts';
import type { AdminCitation } from '#shared/schemas/source.ts';
import { memberBody, sourceBody } from '#server/test/factories.ts';
import { imageForm, request } from '#server/test/http.ts';
import { pngBytes } from '#server/test/images.ts';
import { addKeeper } from '#server/test/keepers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const v = sourcesAdminMessages.validation;

/**
 * Sources and citations through the keepers' API, and what the public reads of them (decision
 * 060). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('sources and citations', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const auth = () => ({ token: server.token });

  const addMember = async (key: string, body: Record<string, unknown> = {}) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      ...auth(),
      json: memberBody({ name: key, ...body }),
    });
    expect(res.status).toBe(201);
    ids[key] = res.body.data.id;
    return res.body.data;
  };
  const addSource = async (key: string, body: Record<string, unknown> = {}, token = server.token) => {
    const res = await request(server, 'POST', api.admin.sources.create, {
      token,
      json: sourceBody({ title: key, ...body }),
    });
    if (res.status === 201) ids[key] = res.body.data.id;
    return res;
  };
  const cite = (body: Record<string, unknown>, token = server.token) =>
    request(server, 'POST', api.admin.citations.create, { token, json: { page: '', note: '', ...body } });
  const citationsOf = async (member: number): Promise<AdminCitation[]> =>
    (await request(server, 'GET', `${api.admin.citations.list}?member=${member}`, auth())).body.data;
  const formRow = async (id: number) =>
    (await request(server, 'GET', `${api.admin.familyMembers.list}?ids=${id}`, auth())).body.data[0];
  const sourcePage = (id: number) => request(server, 'GET', withId(api.sources.get, id));
  const profile = (id: number) => request(server, 'GET', withId(api.familyMembers.profile, id));

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await addMember('سالم', { generation: 1, gender: 'male', birth: '1880', death: '1950' });
    await addMember('مريم', { generation: 1, gender: 'female', birth: '1890', death: '1960' });
    // Born within a hundred years, no death: living, so the public sees his name and place only.
    await addMember('خالد', {
      generation: 2,
      gender: 'male',
      parent: ids['سالم'],
      birth: '1990',
      visibility: 'auto',
    });
    await addMember('سر', { generation: 2, gender: 'female', parent: ids['سالم'], visibility: 'hidden' });
    await addMember('غريب', { generation: 1, gender: 'male', birth: '1870', death: '1930' });
    const married = await request(server, 'PUT', withId(api.familyMembers.update, ids['سالم']!), {
      ...auth(),
      json: memberBody({
        name: 'سالم',
        generation: 1,
        gender: 'male',
        birth: '1880',
        death: '1950',
        spouses: [{ id: ids['مريم']!, ended: null, married_on: '1905' }],
        events: [{ kind: 'occupation', value: 'نوخذة', date: '1920' }],
      }),
    });
    expect(married.status).toBe(200);
    ids.marriage = married.body.data.life.marriages[0].id;
    ids.event = married.body.data.life.events[0].id;
  });
  afterAll(async () => server?.close());

  it('adds, lists, changes and deletes a source, the teller a member of the tree', async () => {
    const created = await addSource('رواية العم سالم', {
      kind: 'person',
      author: 'العم سالم',
      author_member_id: ids['سالم'],
      details: 'رواها في ديوان العائلة سنة 1940',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      kind: 'person',
      author_member_id: ids['سالم'],
      author_member_name: 'سالم',
      is_public: false,
      uses: 0,
      version: 1,
    });
    const id = created.body.data.id;
    const list = await request(server, 'GET', api.admin.sources.list, auth());
    expect(list.body.data.map((source: { id: number }) => source.id)).toContain(id);
    const updated = await request(server, 'PUT', withId(api.admin.sources.update, id), {
      ...auth(),
      json: sourceBody({ title: 'رواية العم سالم', kind: 'person', is_public: true, version: 1 }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ is_public: true, author_member_id: null, version: 2 });
    // Another tab's older copy is refused, not written over the newer.
    const stale = await request(server, 'PUT', withId(api.admin.sources.update, id), {
      ...auth(),
      json: sourceBody({ title: 'قديم', version: 1 }),
    });
    expect(stale.status).toBe(409);
    const unknownTeller = await addSource('بلا راوٍ', { author_member_id: 987654 });
    expect(unknownTeller.status).toBe(400);
    expect(unknownTeller.body.fields).toEqual({ author_member_id: v.memberNotFound });
    const deleted = await request(server, 'DELETE', withId(api.admin.sources.delete, id), auth());
    expect(deleted.status).toBe(200);
    expect((await request(server, 'GET', withId(api.admin.sources.get, id), auth())).status).toBe(404);
  });

  it('cites a member’s birth, an event and a marriage, listed on both spouses’ forms', async () => {
    await addSource('وثيقة بيع بيت القبلة', { is_public: true });
    const source = ids['وثيقة بيع بيت القبلة']!;
    const birth = await cite({ source_id: source, fact: 'birth', member_id: ids['سالم'], page: 'ص 3' });
    expect(birth.status).toBe(201);
    expect(birth.body.data).toMatchObject({ fact: 'birth', member_id: ids['سالم'], page: 'ص 3', version: 1 });
    const event = await cite({
      source_id: source,
      fact: 'event',
      event_id: ids.event,
      member_id: ids['سالم'],
    });
    expect(event.status).toBe(201);
    // A marriage's and an event's citation names its record alone: it follows it, not a member.
    expect(event.body.data).toMatchObject({ member_id: null, event_id: ids.event });
    expect((await cite({ source_id: source, fact: 'marriage', marriage_id: ids.marriage })).status).toBe(201);
    expect((await citationsOf(ids['سالم']!)).map((c) => c.fact)).toEqual(['birth', 'event', 'marriage']);
    expect((await citationsOf(ids['مريم']!)).map((c) => c.fact)).toEqual(['marriage']);

    const changed = await request(server, 'PUT', withId(api.admin.citations.update, birth.body.data.id), {
      ...auth(),
      json: { source_id: source, fact: 'birth', member_id: ids['سالم'], page: 'ص 4', note: '', version: 1 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ page: 'ص 4', version: 2 });

    // A source that supports facts is not deleted under them.
    const inUse = await request(server, 'DELETE', withId(api.admin.sources.delete, source), auth());
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe(v.inUse(3));
  });

  it('refuses a citation whose fact does not match, or names what is not there', async () => {
    const source = ids['وثيقة بيع بيت القبلة']!;
    const mismatch = await cite({ source_id: source, fact: 'marriage', member_id: ids['سالم'] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ fact: v.factMismatch });
    const noSource = await cite({ source_id: 987654, fact: 'name', member_id: ids['سالم'] });
    expect(noSource.status).toBe(400);
    expect(noSource.body.fields).toEqual({ source_id: v.sourceNotFound });
    const noEvent = await cite({ source_id: source, fact: 'event', event_id: 987654 });
    expect(noEvent.status).toBe(400);
    expect(noEvent.body.fields).toEqual({ event_id: v.factNotFound });
  });

  it('removes an event’s citation with the event, and keeps it while the event is kept', async () => {
    const row = await formRow(ids['سالم']!);
    const keep = await request(server, 'PUT', withId(api.familyMembers.update, ids['سالم']!), {
      ...auth(),
      json: memberBody({
        name: 'سالم',
        generation: 1,
        gender: 'male',
        birth: '1880',
        death: '1950',
        version: row.version,
        spouses: [{ id: ids['مريم']!, ended: null }],
        events: row.life.events,
      }),
    });
    expect(keep.status).toBe(200);
    // The marriage is kept as the same record too: its citation stays with it.
    expect((await citationsOf(ids['سالم']!)).map((c) => c.fact)).toEqual(['birth', 'event', 'marriage']);
    const drop = await request(server, 'PUT', withId(api.familyMembers.update, ids['سالم']!), {
      ...auth(),
      json: memberBody({
        name: 'سالم',
        generation: 1,
        gender: 'male',
        birth: '1880',
        death: '1950',
        version: keep.body.data.version,
        spouses: [{ id: ids['مريم']!, ended: null }],
        events: [],
      }),
    });
    expect(drop.status).toBe(200);
    expect((await citationsOf(ids['سالم']!)).map((c) => c.fact)).toEqual(['birth', 'marriage']);
  });

  it('shows a public source’s page with the facts the public may see, and hides a private one', async () => {
    const source = ids['وثيقة بيع بيت القبلة']!;
    // The living member's name may be listed; his birth, which the public does not see, may not;
    // the hidden member's name never.
    expect((await cite({ source_id: source, fact: 'name', member_id: ids['خالد'] })).status).toBe(201);
    expect((await cite({ source_id: source, fact: 'birth', member_id: ids['خالد'] })).status).toBe(201);
    expect((await cite({ source_id: source, fact: 'name', member_id: ids['سر'] })).status).toBe(201);

    const page = await sourcePage(source);
    expect(page.status).toBe(200);
    const listed = page.body.source.facts.map((f: { fact: string; member: { id: number } }) => [
      f.fact,
      f.member.id,
    ]);
    expect(listed).toEqual([
      ['birth', ids['سالم']],
      ['marriage', ids['سالم']],
      ['name', ids['خالد']],
    ]);
    expect(page.body.source.facts[1].spouse.id).toBe(ids['مريم']);
    expect(JSON.stringify(page.body)).not.toContain('1990');

    await addSource('مذكرات خاصة', { is_public: false });
    expect(
      (await cite({ source_id: ids['مذكرات خاصة'], fact: 'death', member_id: ids['سالم'] })).status,
    ).toBe(201);
    const hidden = await sourcePage(ids['مذكرات خاصة']!);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe(sourcesMessages.page.notFound);
  });

  it('lists the public sources in the sitemap, and a source made private leaves it', async () => {
    await addSource('رواية في الخريطة', { kind: 'person', is_public: true });
    await addSource('أوراق لم تُنشر', { is_public: false });
    const sitemap = async () => (await request(server, 'GET', '/sitemap.xml')).text;
    const listed = (xml: string, key: string) => xml.includes(`/sources/${ids[key]}</loc>`);
    const before = await sitemap();
    expect(listed(before, 'رواية في الخريطة')).toBe(true);
    expect(listed(before, 'وثيقة بيع بيت القبلة')).toBe(true);
    expect(listed(before, 'أوراق لم تُنشر')).toBe(false);
    expect(listed(before, 'مذكرات خاصة')).toBe(false);
    // The sitemap kept in memory is forgotten by the source's save.
    const hidden = await request(server, 'PUT', withId(api.admin.sources.update, ids['رواية في الخريطة']!), {
      ...auth(),
      json: sourceBody({ title: 'رواية في الخريطة', kind: 'person', is_public: false }),
    });
    expect(hidden.status).toBe(200);
    expect(listed(await sitemap(), 'رواية في الخريطة')).toBe(false);
  });

  it('names the teller on a told source’s page when the public sees him, never a hidden member', async () => {
    const told = async (key: string, teller: number) => {
      await addSource(key, { kind: 'person', is_public: true, author_member_id: teller });
      return (await sourcePage(ids[key]!)).body.source.teller;
    };
    expect(await told('رواية سالم', ids['سالم']!)).toMatchObject({ id: ids['سالم'], name: 'سالم' });
    expect(await told('رواية سر', ids['سر']!)).toBeNull();
  });

  it('marks the cited facts on a member’s page with their public sources only', async () => {
    const salem = await profile(ids['سالم']!);
    expect(salem.status).toBe(200);
    expect(salem.body.profile.citations).toEqual([
      {
        fact: 'birth',
        source: { id: ids['وثيقة بيع بيت القبلة'], title: 'وثيقة بيع بيت القبلة', kind: 'document' },
        page: 'ص 4',
      },
      {
        fact: 'marriage',
        spouse_id: ids['مريم'],
        source: { id: ids['وثيقة بيع بيت القبلة'], title: 'وثيقة بيع بيت القبلة', kind: 'document' },
        page: '',
      },
    ]);
    // The wife's page marks the same marriage beside her husband.
    expect((await profile(ids['مريم']!)).body.profile.citations).toMatchObject([
      { fact: 'marriage', spouse_id: ids['سالم'] },
    ]);
    // The living member's page marks his name, not his birth.
    const living = await profile(ids['خالد']!);
    expect(living.body.profile.member.visibility).toBe('limited');
    expect(living.body.profile.citations.map((c: { fact: string }) => c.fact)).toEqual(['name']);
    expect((await profile(ids['غريب']!)).body.profile.citations).toBeUndefined();
  });

  it('names each event of the life story, so its public source is marked beside it', async () => {
    await addMember('بحار', { generation: 1, gender: 'male', birth: '1860', death: '1925' });
    const saved = await request(server, 'PUT', withId(api.familyMembers.update, ids['بحار']!), {
      ...auth(),
      json: memberBody({
        name: 'بحار',
        generation: 1,
        gender: 'male',
        birth: '1860',
        death: '1925',
        events: [
          { kind: 'occupation', value: 'نوخذة', date: '1900' },
          { kind: 'burial', date: '1925' },
        ],
      }),
    });
    expect(saved.status, saved.text).toBe(200);
    const [occupation, burial] = saved.body.data.life.events.map((event: { id: number }) => event.id);
    const source = ids['وثيقة بيع بيت القبلة']!;
    expect((await cite({ source_id: source, fact: 'event', event_id: occupation })).status).toBe(201);

    const page = (await profile(ids['بحار']!)).body.profile;
    expect(page.life.filter((entry: { event_id?: number }) => entry.event_id !== undefined)).toMatchObject([
      { kind: 'occupation', value: 'نوخذة', event_id: occupation },
      { kind: 'burial', event_id: burial },
    ]);
    expect(page.citations).toEqual([
      {
        fact: 'event',
        event_id: occupation,
        source: { id: source, title: 'وثيقة بيع بيت القبلة', kind: 'document' },
        page: '',
      },
    ]);
  });

  it('withholds a source’s image from the public until the source is public', async () => {
    const upload = await request(server, 'POST', api.admin.sources.upload, {
      ...auth(),
      body: imageForm(await pngBytes()),
    });
    expect(upload.status).toBe(200);
    const image = upload.body.imageUrl as string;
    const created = await addSource('صورة وثيقة', { image });
    expect(created.status).toBe(201);
    expect((await request(server, 'GET', image)).status).toBe(404);
    const shown = await request(server, 'PUT', withId(api.admin.sources.update, ids['صورة وثيقة']!), {
      ...auth(),
      json: sourceBody({ title: 'صورة وثيقة', image, is_public: true }),
    });
    expect(shown.status).toBe(200);
    const now = await request(server, 'GET', image);
    expect(now.status).toBe(200);
    // Revalidated, so making the source private again reaches a browser that kept the file.
    expect(now.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('lets a branch editor add a source and cite his branch’s facts, not others’, nor change a source', async () => {
    const branch = (await addKeeper(server, 'sources-branch', 'branch_editor', ids['سالم']!)).token;
    expect((await addSource('دفتر الفرع', {}, branch)).status).toBe(201);
    const source = ids['دفتر الفرع']!;
    const own = await cite({ source_id: source, fact: 'birth', member_id: ids['خالد'] }, branch);
    expect(own.status).toBe(201);
    const stranger = await cite({ source_id: source, fact: 'birth', member_id: ids['غريب'] }, branch);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe(branchMessages.outsideBranch);
    // His branch's root is shared with the root's brothers' branches: not his to cite.
    expect((await cite({ source_id: source, fact: 'death', member_id: ids['سالم'] }, branch)).status).toBe(
      403,
    );
    const moved = await request(server, 'PUT', withId(api.admin.citations.update, own.body.data.id), {
      token: branch,
      json: { source_id: source, fact: 'birth', member_id: ids['غريب'], page: '', note: '' },
    });
    expect(moved.status).toBe(403);
    const outsider = (await citationsOf(ids['سالم']!)).find((c) => c.fact === 'birth')!;
    const removed = await request(server, 'DELETE', withId(api.admin.citations.delete, outsider.id), {
      token: branch,
    });
    expect(removed.status).toBe(403);
    const renamed = await request(server, 'PUT', withId(api.admin.sources.update, source), {
      token: branch,
      json: sourceBody({ title: 'دفتر' }),
    });
    expect(renamed.status).toBe(403);
    const gone = await request(server, 'DELETE', withId(api.admin.citations.delete, own.body.data.id), {
      token: branch,
    });
    expect(gone.status).toBe(200);
  });
});
