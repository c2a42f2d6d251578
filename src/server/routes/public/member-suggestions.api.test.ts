import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { memberSuggestionAdminMessages } from '#shared/messages/member-suggestions-admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { suggestionsResponseSchema } from '#shared/schemas/member-suggestion.ts';
import { memberBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// «اقترح تصحيحاً» (decision 021): stored for the administrator, never applied by itself; on SQLite, and
// on PostgreSQL when TEST_DATABASE_URL is set.

describe('suggested corrections', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  const names: Record<string, string> = {};

  async function addMember(key: string, overrides: Json = {}) {
    names[key] = unique(`فرد ${key}`);
    const res = await request(server, 'POST', api.familyMembers.create, {
      token: server.token,
      json: memberBody({ name: names[key], ...overrides }),
    });
    expect(res.status, res.text).toBe(201);
    ids[key] = res.body.data.id;
  }

  const suggest = (json: unknown) => request(server, 'POST', api.familyMembers.suggest, { json });
  const queue = async () => {
    const res = await request(server, 'GET', api.admin.suggestions.list, { token: server.token });
    expect(res.status, res.text).toBe(200);
    return suggestionsResponseSchema.parse(res.body);
  };
  const stats = async () =>
    (await request(server, 'GET', api.admin.stats, { token: server.token })).body.unreadSuggestions as number;

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    await addMember('father', { birth: '1900', generation: 1 });
    await addMember('mother', { gender: 'female', generation: 1 });
    await addMember('member', {
      parent: ids.father,
      mother_id: ids.mother,
      generation: 2,
      birth: '1931',
      bio: 'سيرة قصيرة',
    });
    await addMember('wife', { gender: 'female', generation: 2, spouses: [{ id: ids.member! }] });
    await addMember('hidden', { visibility: 'hidden' });
    await addMember('doomed');
  });
  afterAll(async () => server?.close());

  it('stores a suggestion, answers { success, message }, and changes nothing in the member', async () => {
    const before = await request(server, 'GET', withId(api.familyMembers.get, ids.member!));
    const res = await suggest({
      member_id: ids.member,
      field: 'birth',
      message: 'سنة الميلاد خطأ',
      correct_value: '1932',
      name: 'ابن العم',
      phone: '9999 8888',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: m.sent });

    const after = await request(server, 'GET', withId(api.familyMembers.get, ids.member!));
    expect(after.body).toEqual(before.body);
    expect(after.body.birth).toBe('1931');

    const { data, unreadCount } = await queue();
    expect(unreadCount).toBe(1);
    expect(await stats()).toBe(1);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      memberId: ids.member,
      memberName: names.member,
      field: 'birth',
      message: 'سنة الميلاد خطأ',
      correctValue: '1932',
      name: 'ابن العم',
      // Normalised the way the chat link wants it.
      phone: '96599998888',
      read: false,
      status: 'open',
    });
    // Beside it, the member as stored now.
    expect(data[0]!.member).toEqual({
      id: ids.member,
      name: names.member,
      nasab: expect.stringContaining(names.father!.split(' ')[0]!),
      birth: '1931',
      death: '',
      father: names.father,
      mother: names.mother,
      spouses: [names.wife],
      bio: 'سيرة قصيرة',
    });
  });

  it('takes the contract alone ({ member_id, message, name, phone }): the field is «other»', async () => {
    const res = await suggest({ member_id: ids.member, message: 'الاسم ناقص', name: 'زائر', phone: '' });
    expect(res.status, res.text).toBe(200);
    const { data } = await queue();
    expect(data[0]).toMatchObject({ field: 'other', correctValue: '', phone: '', message: 'الاسم ناقص' });
  });

  it('refuses empty required fields with 400 and one SPEC-style message per field', async () => {
    const before = (await queue()).data.length;
    const empty = await suggest({ member_id: ids.member, message: '  ', name: '', phone: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      success: false,
      error: m.messageRequired,
      fields: { message: m.messageRequired, name: m.nameRequired },
    });

    const noName = await suggest({ member_id: ids.member, message: 'خطأ', phone: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toBe(m.nameRequired);

    const noMessage = await suggest({ member_id: ids.member, name: 'زائر' });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.error).toBe(m.messageRequired);

    const noMember = await suggest({ message: 'خطأ', name: 'زائر', phone: '' });
    expect(noMember.status).toBe(400);
    expect(noMember.body.fields).toEqual({ member_id: m.memberRequired });

    const badPhone = await suggest({ member_id: ids.member, message: 'خطأ', name: 'زائر', phone: 'abc' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields).toEqual({ phone: m.invalidPhone });

    const badField = await suggest({ member_id: ids.member, field: 'salary', message: 'خطأ', name: 'زائر' });
    expect(badField.status).toBe(400);
    expect(badField.body.fields).toEqual({ field: m.invalidField });

    expect((await queue()).data.length).toBe(before);
  });

  it('answers 404 for an unknown member and for one the family keeps hidden', async () => {
    const before = (await queue()).data.length;
    for (const memberId of [999_999, ids.hidden]) {
      const res = await suggest({ member_id: memberId, message: 'خطأ', name: 'زائر', phone: '' });
      expect(res.status, String(memberId)).toBe(404);
      expect(res.body).toEqual({ success: false, error: m.memberNotFound });
    }
    expect((await queue()).data.length).toBe(before);
  });

  it('marks read, applies and dismisses; the unread count follows', async () => {
    const [latest, first] = (await queue()).data;
    const post = (path: string, id: number, json?: unknown) =>
      request(server, 'POST', withId(path, id), { token: server.token, json });

    expect((await post(api.admin.suggestions.markRead, latest!.id, { read: true })).status).toBe(200);
    let state = await queue();
    expect(state.unreadCount).toBe(1);
    expect(await stats()).toBe(1);
    expect(state.data.find((s) => s.id === latest!.id)?.read).toBe(true);

    const applied = await post(api.admin.suggestions.apply, first!.id);
    expect(applied.body).toEqual({ success: true, message: memberSuggestionAdminMessages.markedApplied });
    state = await queue();
    expect(state.data.find((s) => s.id === first!.id)).toMatchObject({ status: 'applied', read: true });
    expect(state.unreadCount).toBe(0);

    const dismissed = await post(api.admin.suggestions.dismiss, latest!.id);
    expect(dismissed.body).toEqual({ success: true, message: memberSuggestionAdminMessages.dismissed });
    state = await queue();
    expect(state.data.find((s) => s.id === latest!.id)?.status).toBe('dismissed');

    // Changing one's mind: a dismissed suggestion can still be applied.
    await post(api.admin.suggestions.apply, latest!.id);
    expect((await queue()).data.find((s) => s.id === latest!.id)?.status).toBe('applied');

    for (const path of [api.admin.suggestions.apply, api.admin.suggestions.dismiss]) {
      expect((await post(path, 999_999)).status).toBe(404);
    }
    expect((await post(api.admin.suggestions.markRead, 999_999, { read: true })).status).toBe(404);
  });

  it('keeps the suggestions of a deleted member, with the name sent, and no current values', async () => {
    await suggest({ member_id: ids.doomed, message: 'الاسم خطأ', name: 'زائر', phone: '' });
    const deleted = await request(server, 'DELETE', withId(api.familyMembers.delete, ids.doomed!), {
      token: server.token,
    });
    expect(deleted.status, deleted.text).toBe(200);
    const kept = (await queue()).data.find((s) => s.memberId === ids.doomed);
    expect(kept).toMatchObject({ memberName: names.doomed, member: null, status: 'open' });
  });

  it('keeps the admin calls behind the admin guard: 401 without a token', async () => {
    const calls: [string, string][] = [
      ['GET', api.admin.suggestions.list],
      ['POST', withId(api.admin.suggestions.markRead, 1)],
      ['POST', withId(api.admin.suggestions.apply, 1)],
      ['POST', withId(api.admin.suggestions.dismiss, 1)],
    ];
    for (const [method, path] of calls) {
      const res = await request(server, method, path, method === 'GET' ? {} : { json: { read: true } });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('suggested corrections: rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      login: false,
      seedDemo: false,
      rateLimits: { suggestionsPer10Minutes: 2 },
    });
  });
  afterAll(async () => server?.close());

  it('is capped per address with 429 and Retry-After, malformed bodies counted too', async () => {
    // Unknown members and empty bodies count: the limit is taken before the body is read.
    expect((await request(server, 'POST', api.familyMembers.suggest, { json: {} })).status).toBe(400);
    const unknown = { member_id: 999_999, message: 'خطأ', name: 'زائر', phone: '' };
    expect((await request(server, 'POST', api.familyMembers.suggest, { json: unknown })).status).toBe(404);
    const res = await request(server, 'POST', api.familyMembers.suggest, { json: unknown });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: serverMessages.errors.tooManyRequests });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
