import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { privacySettingsOf } from '#shared/family-tree/privacy.ts';
import { buildPublicFamily } from '../presenters/public-family';
import { presentFamilyMember, presentSiteSettings } from '../presenters/presenters';
import { memberBody, newsBody } from '../test/factories';
import { request, type Json } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';

// Decision 040: after a member write the kept family reads again only the members the write
// touched. Whatever the writes, the public family must be the one a read of everything gives.

describe('the family kept between edits', () => {
  let server: TestServer;
  let token: string;
  const as = (method: string, path: string, json?: unknown) =>
    request(server, method, path, { token, ...(json === undefined ? {} : { json }) });
  const create = async (overrides: Json) => {
    const res = await as('POST', api.familyMembers.create, memberBody(overrides));
    expect(res.status).toBe(201);
    return res.body.data as Json;
  };
  const update = async (member: Json, overrides: Json) => {
    const res = await as('PUT', withId(api.familyMembers.update, member.id), {
      ...memberBody({}),
      ...pick(member),
      ...overrides,
      version: member.version,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data as Json;
  };
  const pick = (member: Json) => ({
    name: member.name,
    generation: member.generation,
    parent: member.parent,
    mother_id: member.mother_id,
    gender: member.gender,
    birth: member.birth,
    death: member.death,
    spouses: member.spouses.map((link: Json) => ({ id: link.id, ended: link.ended })),
  });

  /** The public family as a read of everything, made now, gives it. */
  async function readFromNothing() {
    const app = server.app;
    const [rows, settings] = await Promise.all([
      app.repos.familyMembers.listWithSpouses(),
      app.repos.siteSettings.get(),
    ]);
    const site = presentSiteSettings(settings);
    return buildPublicFamily(
      rows.map(presentFamilyMember),
      privacySettingsOf(site),
      new Date(),
      site.founderName,
    );
  }

  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    token = server.token;
  });
  afterAll(() => server.close());

  it('gives after every write the family a read of everything gives', async () => {
    await server.app.publicFamily();
    const husband = await create({ generation: 3, gender: 'male', birth: '1950' });
    const wife = await create({ generation: 3, gender: 'female', birth: '' });
    const second = await create({ generation: 3, gender: 'female', birth: '1960' });
    let him = await update(husband, {
      spouses: [
        { id: wife.id, ended: null },
        { id: second.id, ended: null },
      ],
    });
    const son = await create({ generation: 4, gender: 'male', parent: him.id, mother_id: wife.id });
    // Her living rule reads her son's and husband's years: his new birth year makes her dead or not.
    him = await update(him, {
      birth: '1890',
      death: '1960',
      spouses: [{ id: second.id, ended: 'divorced' }],
    });
    expect((await as('DELETE', withId(api.familyMembers.delete, second.id))).status).toBe(200);
    await update(son, { visibility: 'hidden' });

    const kept = await server.app.publicFamily();
    const fresh = await readFromNothing();
    expect(kept.members).toEqual(fresh.members);
    expect(kept.byId.get(wife.id)?.spouses).toEqual([]);
    expect(kept.byId.has(second.id)).toBe(false);
  });

  it('reads again only what a member write touched', async () => {
    await server.app.publicFamily();
    const all = vi.spyOn(server.app.repos.familyMembers, 'listWithSpousesInSteps');
    const some = vi.spyOn(server.app.repos.familyMembers, 'listWithSpousesOf');
    try {
      const member = await create({ generation: 3, gender: 'male' });
      await update(member, { birth: '1901' });
      expect(all).not.toHaveBeenCalled();
      expect(some.mock.calls.map(([ids]) => [...ids])).toEqual([[member.id], [member.id]]);
      expect((await server.app.publicFamily()).members).toEqual((await readFromNothing()).members);

      // A write that does not say what it touched reads everything.
      server.app.publicCache.invalidate();
      await server.app.publicFamily();
      expect(all).toHaveBeenCalledTimes(1);
    } finally {
      all.mockRestore();
      some.mockRestore();
    }
  });

  it('reads nothing again after a write that changes no member, and applies what it changes', async () => {
    const before = await server.app.publicFamily();
    const living = before.members.find((member) => member.visibility === 'limited');
    expect(living).toBeDefined();
    const all = vi.spyOn(server.app.repos.familyMembers, 'listWithSpousesInSteps');
    const some = vi.spyOn(server.app.repos.familyMembers, 'listWithSpousesOf');
    try {
      // The site's settings: the living are now shown in full, from the same stored members.
      const settings = (await as('GET', api.admin.site.get)).body.data;
      const saved = await as('POST', api.admin.site.update, { ...settings, privacyLiving: 'public' });
      expect(saved.status, saved.text).toBe(200);
      const after = await server.app.publicFamily();
      expect(after).not.toBe(before);
      expect(after.byId.get(living!.id)?.visibility).toBe('public');
      expect(after.members).toEqual((await readFromNothing()).members);
      // A news item, and an invitation of a relative, neither.
      const news = await as('POST', api.admin.news.create, newsBody({ status: 'draft' }));
      expect(news.status, news.text).toBe(201);
      const invited = await as('POST', api.admin.relatives.invite, { member_id: living!.id });
      expect(invited.status, invited.text).toBe(200);
      await server.app.publicFamily();
      expect(all).not.toHaveBeenCalled();
      expect(some).not.toHaveBeenCalled();
    } finally {
      all.mockRestore();
      some.mockRestore();
    }
  });
});
