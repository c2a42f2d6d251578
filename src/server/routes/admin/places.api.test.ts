import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import { memberBody, placeBody } from '#server/test/factories.ts';
import { request } from '#server/test/http.ts';
import { addKeeper } from '#server/test/keepers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const v = placesAdminMessages.validation;

/**
 * The family's places and a member's life events through the keepers' API (decision 056). On
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('places and a member’s life, as the keepers write them', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  const addPlace = async (key: string, body: Record<string, unknown> = {}, token = server.token) => {
    const res = await request(server, 'POST', api.admin.places.create, {
      token,
      json: placeBody({ name: key, ...body }),
    });
    if (res.status === 201) ids[key] = res.body.data.id;
    return res;
  };
  const addMember = async (key: string, body: Record<string, unknown> = {}, token = server.token) => {
    const res = await request(server, 'POST', api.familyMembers.create, {
      token,
      json: memberBody({ name: key, ...body }),
    });
    if (res.status === 201) ids[key] = res.body.data.id;
    return res;
  };
  /** The member as the form reads it: the admin list's row by id, its life beside it. */
  const formRow = async (id: number) =>
    (await request(server, 'GET', `${api.admin.familyMembers.list}?ids=${id}`, { token: server.token })).body
      .data[0];
  const saveMember = (id: number, body: Record<string, unknown>, token = server.token) =>
    request(server, 'PUT', withId(api.familyMembers.update, id), { token, json: memberBody(body) });

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await addPlace('الكويت');
    await addPlace('مدينة الكويت', { parent_id: ids['الكويت'] });
    await addPlace('حي القبلة', { parent_id: ids['مدينة الكويت'], older_names: 'فريج القبلة' });
    await addPlace('مقبرة الصليبيخات', { latitude: '29.3400', longitude: '٤٧.٩٠' });
    await addMember('سالم', { generation: 1, gender: 'male' });
    await addMember('مريم', { generation: 1, gender: 'female' });
  });
  afterAll(async () => server?.close());

  it('lists each place with the places it lies within and how often it is named', async () => {
    const res = await request(server, 'GET', api.admin.places.list, { token: server.token });
    expect(res.status).toBe(200);
    const qibla = res.body.data.find((place: { id: number }) => place.id === ids['حي القبلة']);
    expect(qibla).toMatchObject({
      name: 'حي القبلة',
      older_names: 'فريج القبلة',
      full_name: 'حي القبلة، مدينة الكويت، الكويت',
      uses: 0,
      latitude: null,
    });
    const kuwait = res.body.data.find((place: { id: number }) => place.id === ids['الكويت']);
    // Holding مدينة الكويت counts: deleting الكويت would lose it.
    expect(kuwait.uses).toBe(1);
    const cemetery = await request(server, 'GET', withId(api.admin.places.get, ids['مقبرة الصليبيخات']!), {
      token: server.token,
    });
    expect(cemetery.body.data).toMatchObject({ latitude: 29.34, longitude: 47.9 });
  });

  it('refuses a place within itself, within a place not there, and half a coordinate', async () => {
    const loop = await request(server, 'PUT', withId(api.admin.places.update, ids['الكويت']!), {
      token: server.token,
      json: placeBody({ name: 'الكويت', parent_id: ids['حي القبلة'] }),
    });
    expect(loop.status).toBe(400);
    expect(loop.body.fields).toEqual({ parent_id: v.parentIsSelf });
    const missing = await addPlace('الجهراء', { parent_id: 987654 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ parent_id: v.parentNotFound });
    const half = await addPlace('الأحمدي', { latitude: 29 });
    expect(half.status).toBe(400);
    expect(half.body.fields).toEqual({ latitude: v.bothCoordinates });
  });

  it('saves the birth and death places, the events and a marriage’s date and place with the member', async () => {
    const saved = await saveMember(ids['سالم']!, {
      generation: 1,
      gender: 'male',
      birth: '1900',
      death: '1960',
      birth_place_id: ids['حي القبلة'],
      death_place_id: ids['مدينة الكويت'],
      spouses: [{ id: ids['مريم']!, ended: null, married_on: '1938', place_id: ids['حي القبلة'] }],
      events: [
        { kind: 'occupation', value: 'نوخذة', date: '1925' },
        { kind: 'residence', date: '1930', end_date: '1950', place_id: ids['حي القبلة'] },
        { kind: 'burial', date: '1960', place_id: ids['مقبرة الصليبيخات'], end_date: 'ignored' },
      ],
    });
    expect(saved.status).toBe(200);
    const life: MemberLife = saved.body.data.life;
    expect(life.birth_place_id).toBe(ids['حي القبلة']);
    expect(life.events.map((event) => [event.kind, event.value, event.end_date])).toEqual([
      ['occupation', 'نوخذة', ''],
      ['residence', '', '1950'],
      ['burial', '', ''],
    ]);
    expect(life.marriages).toEqual([
      { id: expect.any(Number), spouse_id: ids['مريم'], married_on: '1938', place_id: ids['حي القبلة'] },
    ]);
    expect(life.places.find((place) => place.id === ids['حي القبلة'])?.full_name).toBe(
      'حي القبلة، مدينة الكويت، الكويت',
    );
    // The form reads the same life; the wife's own reads the marriage from her side.
    expect((await formRow(ids['سالم']!)).life).toEqual(life);
    expect((await formRow(ids['مريم']!)).life.marriages).toEqual([
      { id: life.marriages[0]!.id, spouse_id: ids['سالم'], married_on: '1938', place_id: ids['حي القبلة'] },
    ]);
  });

  it('keeps each event’s id and version through saves that leave it alone, and removes those not sent', async () => {
    const before: MemberLife = (await formRow(ids['سالم']!)).life;
    const [occupation, residence] = before.events;
    const saved = await saveMember(ids['سالم']!, {
      generation: 1,
      gender: 'male',
      events: [
        { id: occupation!.id, kind: 'occupation', value: 'نوخذة', date: '1925' },
        { id: residence!.id, kind: 'residence', date: '1930', end_date: '1955', place_id: ids['حي القبلة'] },
        { kind: 'title', value: 'الحاج' },
      ],
    });
    expect(saved.status).toBe(200);
    const after: MemberLife = saved.body.data.life;
    expect(after.events.map((event) => [event.id, event.version])).toEqual([
      [occupation!.id, occupation!.version],
      [residence!.id, residence!.version + 1],
      [expect.any(Number), 1],
    ]);
    // Moved in the keeper's order: changed too; the residence, still second, is not.
    const moved = await saveMember(ids['سالم']!, {
      generation: 1,
      gender: 'male',
      events: after.events.slice().reverse(),
    });
    expect(
      moved.body.data.life.events.map((event: { id: number; version: number }) => event.version),
    ).toEqual([2, 2, 2]);
    // A body without the member's life (an older client) keeps all of it.
    const older = await saveMember(ids['سالم']!, { generation: 1, gender: 'male', bio: 'سيرة' });
    expect(older.body.data.life).toEqual(moved.body.data.life);
    expect(older.body.data.life.birth_place_id).toBe(ids['حي القبلة']);
  });

  it('refuses a place that is not in the list under its field, and an occupation without its text', async () => {
    const gone = await saveMember(ids['مريم']!, {
      generation: 1,
      gender: 'female',
      birth_place_id: 987654,
      events: [{ kind: 'residence', place_id: 987655 }],
    });
    expect(gone.status).toBe(400);
    expect(gone.body.fields).toEqual({ birth_place_id: v.unknownPlace, events: v.unknownPlace });
    const empty = await saveMember(ids['مريم']!, {
      generation: 1,
      gender: 'female',
      events: [{ kind: 'occupation', value: ' ' }],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.events).toBe(v.valueRequired);
  });

  it('refuses deleting a place still named, and deletes it once nothing names it', async () => {
    const cemetery = ids['مقبرة الصليبيخات']!;
    await saveMember(ids['سالم']!, {
      generation: 1,
      gender: 'male',
      events: [{ kind: 'burial', place_id: cemetery }],
    });
    const refused = await request(server, 'DELETE', withId(api.admin.places.delete, cemetery), {
      token: server.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(v.inUse(1, 0));
    await saveMember(ids['سالم']!, { generation: 1, gender: 'male', events: [] });
    const deleted = await request(server, 'DELETE', withId(api.admin.places.delete, cemetery), {
      token: server.token,
    });
    expect(deleted.status).toBe(200);
  });

  it('renames a place and moves it under another, and refuses a move under a place within it', async () => {
    const shamiya = await addPlace('الشامية القديمة', { parent_id: ids['الكويت'] });
    const id = shamiya.body.data.id;
    const moved = await request(server, 'PUT', withId(api.admin.places.update, id), {
      token: server.token,
      json: placeBody({
        name: 'الشامية',
        older_names: 'الشامية القديمة',
        parent_id: ids['مدينة الكويت'],
        version: 1,
      }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      name: 'الشامية',
      full_name: 'الشامية، مدينة الكويت، الكويت',
      version: 2,
    });
    // مدينة الكويت under الشامية, which lies within it: a loop, refused, and nothing changed.
    const loop = await request(server, 'PUT', withId(api.admin.places.update, ids['مدينة الكويت']!), {
      token: server.token,
      json: placeBody({ name: 'مدينة الكويت', parent_id: id }),
    });
    expect(loop.status).toBe(400);
    expect(loop.body.fields).toEqual({ parent_id: v.parentIsSelf });
    const city = await request(server, 'GET', withId(api.admin.places.get, ids['مدينة الكويت']!), {
      token: server.token,
    });
    expect(city.body.data.parent_id).toBe(ids['الكويت']);
    ids['الشامية القديمة'] = id;
  });

  it('merges one place into another: every fact and place within moves, in one entry of the history', async () => {
    await addPlace('Kuwait', { older_names: 'Koweit', latitude: 29.37, longitude: 47.97 });
    await addPlace('Qibla', { parent_id: ids['Kuwait'] });
    await saveMember(ids['مريم']!, {
      generation: 1,
      gender: 'female',
      birth_place_id: ids['Kuwait'],
      death_place_id: ids['Kuwait'],
      events: [{ kind: 'residence', place_id: ids['Kuwait'] }],
    });
    const before = await formRow(ids['مريم']!);
    const lists = await request(server, 'GET', api.admin.places.list, { token: server.token });
    const kuwaitBefore = lists.body.data.find((place: { id: number }) => place.id === ids['Kuwait']);
    // Three facts of one member, and a place within.
    expect(kuwaitBefore).toMatchObject({ uses: 4, members: 1 });

    const merged = await request(server, 'POST', withId(api.admin.places.merge, ids['Kuwait']!), {
      token: server.token,
      json: { into_id: ids['الكويت'], version: kuwaitBefore.version },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe(placesAdminMessages.form.merged);
    // The kept place answers to the merged one's names, and takes its coordinates, having none.
    expect(merged.body.data).toMatchObject({
      id: ids['الكويت'],
      name: 'الكويت',
      older_names: 'Kuwait\nKoweit',
      latitude: 29.37,
      longitude: 47.97,
    });
    const gone = await request(server, 'GET', withId(api.admin.places.get, ids['Kuwait']!), {
      token: server.token,
    });
    expect(gone.status).toBe(404);
    const after = await formRow(ids['مريم']!);
    expect(after.life.birth_place_id).toBe(ids['الكويت']);
    expect(after.life.death_place_id).toBe(ids['الكويت']);
    expect(after.life.events[0].place_id).toBe(ids['الكويت']);
    // A form opened before the merge names a place that is gone: its save is a conflict now.
    expect(after.version).toBe(before.version + 1);
    const qibla = await request(server, 'GET', withId(api.admin.places.get, ids['Qibla']!), {
      token: server.token,
    });
    expect(qibla.body.data.full_name).toBe('Qibla، الكويت');

    const entries = await request(server, 'GET', `${api.admin.audit.record}?type=place&id=${ids['الكويت']}`, {
      token: server.token,
    });
    const merges = entries.body.data.filter((entry: { action: string }) => entry.action === 'merge');
    expect(merges).toHaveLength(1);
    expect(merges[0].before.merged).toMatchObject({ id: ids['Kuwait'], name: 'Kuwait' });
    expect(merges[0].after.moved).toEqual({ births: 1, deaths: 1, marriages: 0, events: 1, places: 1 });
  });

  it('refuses a merge into itself, into a place within it, from a stale version, or into a place not there', async () => {
    const merge = (from: number, body: Record<string, unknown>) =>
      request(server, 'POST', withId(api.admin.places.merge, from), { token: server.token, json: body });
    const self = await merge(ids['الكويت']!, { into_id: ids['الكويت'] });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual({ into_id: v.mergeSame });
    const within = await merge(ids['الكويت']!, { into_id: ids['حي القبلة'] });
    expect(within.status).toBe(400);
    expect(within.body.fields).toEqual({ into_id: v.mergeWithin });
    const stale = await merge(ids['Qibla']!, { into_id: ids['حي القبلة'], version: 1, into_version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.into).toMatchObject({ id: ids['حي القبلة'] });
    const missing = await merge(ids['Qibla']!, { into_id: 987654 });
    expect(missing.status).toBe(404);
    const none = await merge(ids['Qibla']!, {});
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ into_id: v.mergeTargetRequired });
    // Nothing of it happened.
    const qibla = await request(server, 'GET', withId(api.admin.places.get, ids['Qibla']!), {
      token: server.token,
    });
    expect(qibla.status).toBe(200);
  });

  it('says how many members and places use a place it refuses to delete', async () => {
    const refused = await request(server, 'DELETE', withId(api.admin.places.delete, ids['الكويت']!), {
      token: server.token,
    });
    expect(refused.status).toBe(409);
    // مريم born, dead and living there; مدينة الكويت, الشامية القديمة's old parent moved, and Qibla within.
    expect(refused.body.error).toBe(v.inUse(1, 2));
  });

  it('brings a member’s events back with a restore of an earlier version', async () => {
    const withEvents = await saveMember(ids['مريم']!, {
      generation: 1,
      gender: 'female',
      events: [{ kind: 'occupation', value: 'معلمة' }],
    });
    const eventId = withEvents.body.data.life.events[0].id;
    await saveMember(ids['مريم']!, { generation: 1, gender: 'female', events: [] });
    const entries = await request(server, 'GET', `${api.admin.audit.record}?type=member&id=${ids['مريم']}`, {
      token: server.token,
    });
    // Newest first: the entry before the events were removed left them there.
    const [, withThem] = entries.body.data;
    const restored = await request(server, 'POST', withId(api.admin.audit.restore, withThem.id), {
      token: server.token,
    });
    expect(restored.status).toBe(200);
    const life: MemberLife = (await formRow(ids['مريم']!)).life;
    expect(life.events.map((event) => event.value)).toEqual(['معلمة']);
    expect(life.events[0]!.id).not.toBe(eventId);
  });

  it('lets a branch editor add a place and write his branch’s life, not change the family’s places', async () => {
    await addMember('ابن', { generation: 2, gender: 'male', parent: ids['سالم'] });
    await addMember('غريب', { generation: 2, gender: 'male' });
    const branch = (await addKeeper(server, 'places-branch', 'branch_editor', ids['سالم']!)).token;
    expect((await addPlace('الشامية', { parent_id: ids['مدينة الكويت'] }, branch)).status).toBe(201);
    const rename = await request(server, 'PUT', withId(api.admin.places.update, ids['الكويت']!), {
      token: branch,
      json: placeBody({ name: 'دولة الكويت' }),
    });
    expect(rename.status).toBe(403);
    expect(rename.body.error).toBe(serverMessages.errors.forbidden);
    const merge = await request(server, 'POST', withId(api.admin.places.merge, ids['الشامية']!), {
      token: branch,
      json: { into_id: ids['حي القبلة'] },
    });
    expect(merge.status).toBe(403);
    expect(merge.body.error).toBe(serverMessages.errors.forbidden);
    const own = await saveMember(
      ids['ابن']!,
      { generation: 2, gender: 'male', parent: ids['سالم'], birth_place_id: ids['الشامية'] },
      branch,
    );
    expect(own.status).toBe(200);
    const stranger = await saveMember(
      ids['غريب']!,
      { generation: 2, gender: 'male', events: [{ kind: 'occupation', value: 'تاجر' }] },
      branch,
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe(branchMessages.outsideBranch);
    expect((await formRow(ids['غريب']!)).life.events).toEqual([]);
  });
});
