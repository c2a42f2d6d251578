import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { memberBody, unique } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir, renderedPage } from '#server/test/web-dir.ts';

// The living rule (decision 015): a member is dead only when the death field holds a date or a
// word of death. Members born 1995–2001 whose death field says alive or holds a placeholder, and
// members whose birth is a bare Hijri or a two-digit year, are living: every public output shows
// them limited. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

let server: TestServer;
let webDir: string;

interface Case {
  birth: string;
  death: string;
  level: 'limited' | 'public';
}
const cases: Record<string, Case> = {
  saysAlive: { birth: '1995', death: 'حي', level: 'limited' },
  saysAliveInFull: { birth: '1998', death: 'على قيد الحياة', level: 'limited' },
  dash: { birth: '2001', death: '-', level: 'limited' },
  question: { birth: '1999', death: '?', level: 'limited' },
  hijriBirth: { birth: '1415', death: '', level: 'limited' },
  hijriBirthMarked: { birth: '1415هـ', death: '', level: 'limited' },
  twoDigitBirth: { birth: '95', death: '', level: 'limited' },
  // The same young members, dead by a word or a date: shown in full.
  deathWord: { birth: '1995', death: 'رحمه الله', level: 'public' },
  deathDate: { birth: '1995', death: '2020', level: 'public' },
};
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const bios: Record<string, string> = {};

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  for (const [key, { birth, death }] of Object.entries(cases)) {
    names[key] = unique(`فرد ${key}`);
    bios[key] = unique(`سيرة ${key}`);
    const res = await request(server, 'POST', api.familyMembers.create, {
      token: server.token,
      json: memberBody({
        name: names[key],
        generation: 1,
        birth,
        death,
        bio: bios[key],
        image: `/uploads/photo-${key}_600x600.webp`,
        role: 'دور خاص',
        visibility: 'auto',
      }),
    });
    expect(res.status, res.text).toBe(201);
    ids[key] = res.body.data.id;
  }
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const privateTexts = (key: string) => [bios[key]!, `photo-${key}_`, 'دور خاص'];

describe('the living rule in every public output', () => {
  it.each(Object.keys(cases))('get-member.php: %s', async (key) => {
    const res = await request(server, 'GET', withId(api.familyMembers.get, ids[key]!));
    expect(res.status, res.text).toBe(200);
    expect(res.body.visibility).toBe(cases[key]!.level);
    if (cases[key]!.level === 'public') {
      expect(res.body).toMatchObject({ birth: cases[key]!.birth, bio: bios[key] });
      return;
    }
    for (const field of ['birth', 'death', 'image', 'bio', 'role'])
      expect(res.body, field).not.toHaveProperty(field);
    for (const text of privateTexts(key)) expect(res.text).not.toContain(text);
  });

  it('the list and profile.php say the same', async () => {
    const list: Json[] = (await request(server, 'GET', api.familyMembers.list)).body;
    for (const [key, { level }] of Object.entries(cases)) {
      expect(list.find((member) => member.id === ids[key])?.visibility, key).toBe(level);
      const profile = await request(server, 'GET', withId(api.familyMembers.profile, ids[key]!));
      expect(profile.body.profile.member.visibility, key).toBe(level);
      if (level === 'limited')
        for (const text of privateTexts(key)) expect(profile.text, key).not.toContain(text);
    }
  });

  it('the member page and its link preview show a living member’s name only', async () => {
    for (const [key, { level }] of Object.entries(cases)) {
      const page = await renderedPage(server, `/family-tree/member/${ids[key]}`);
      expect(page.status, key).toBe(200);
      expect(page.text, key).toContain(names[key]);
      if (level === 'public') {
        expect(page.html, key).toContain(bios[key]);
        continue;
      }
      // The whole document: the content, the data block and the head's OG and Twitter tags.
      for (const text of privateTexts(key)) expect(page.html, key).not.toContain(text);
      expect(page.html, key).not.toMatch(new RegExp(`property="og:image" content="[^"]*photo-${key}`));
    }
  });

  it('the sitemap lists the dead, not the living', async () => {
    const sitemap = await request(server, 'GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const [key, { level }] of Object.entries(cases)) {
      const listed = sitemap.text.includes(`/family-tree/member/${ids[key]}<`);
      expect(listed, key).toBe(level === 'public');
    }
  });
});
