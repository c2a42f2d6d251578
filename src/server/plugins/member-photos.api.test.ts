import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { responsiveImageFiles, parseUploadReference } from '#shared/format/responsive-image.ts';
import { memberBody, newsBody, siteSettingsBody, unique } from '../test/factories';
import { imageForm, request, type Json } from '../test/http';
import { pngBytes } from '../test/images';
import { startTestServer, type TestServer } from '../test/test-server';

// A member's photo is served only while the public may see it (decision 015): a hidden member's,
// or a living member's the privacy rule withholds, is a 404 to the public and stays the admin's.
// Member photos are cached with revalidation (`public, no-cache` and an ETag), so a privacy change
// reaches every browser and proxy on their next look. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.

let server: TestServer;

async function uploadPhoto(): Promise<string> {
  const res = await request(server, 'POST', api.admin.familyMembers.upload, {
    token: server.token,
    body: imageForm(await pngBytes(64, 64)),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.imageUrl;
}

/** Every file of an upload: the WebP original first, then the AVIF, then any copies. */
function filesOf(imageUrl: string): string[] {
  const named = parseUploadReference(imageUrl)!;
  return responsiveImageFiles(named.stem, named).map((file) => `/uploads/${file.fileName}`);
}

const bodies = new Map<number, Json>();

async function addMember(overrides: Json): Promise<number> {
  const body = memberBody({ name: unique('صاحب صورة'), ...overrides });
  const res = await request(server, 'POST', api.familyMembers.create, { token: server.token, json: body });
  expect(res.status, res.text).toBe(201);
  bodies.set(res.body.data.id, body);
  return res.body.data.id;
}

async function setVisibility(id: number, overrides: Json) {
  const res = await request(server, 'PUT', withId(api.familyMembers.update, id), {
    token: server.token,
    json: { ...bodies.get(id), ...overrides },
  });
  expect(res.status, res.text).toBe(200);
}

const publicGet = (path: string, headers: Record<string, string> = {}) =>
  request(server, 'GET', path, { headers });
/**
 * A cache's revalidation, as a browser sends it (`max-age=0`: fetch would otherwise add
 * `no-cache`, which asks for the whole file again).
 */
const revalidate = (path: string, etag: string) =>
  publicGet(path, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
const adminGet = (path: string) => request(server, 'GET', path, { token: server.token });

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(async () => server?.close());

describe('member photos follow the privacy of their member', () => {
  it('a shown member’s photo is public, revalidated each time, and answers 304 when unchanged', async () => {
    const photo = await uploadPhoto();
    await addMember({ image: photo, birth: '1900', death: '1970', visibility: 'public' });
    for (const file of filesOf(photo)) {
      const res = await publicGet(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('public, no-cache');
      const etag = res.headers.get('etag');
      expect(etag, file).toBeTruthy();
      expect((await revalidate(file, etag!)).status, file).toBe(304);
    }
  });

  it('once the member is hidden, every file of the photo is a 404 to the public, and the admin’s still', async () => {
    const photo = await uploadPhoto();
    const id = await addMember({ image: photo, birth: '1900', death: '1970', visibility: 'public' });
    const [webp, avif] = filesOf(photo) as [string, string];
    expect(webp).toMatch(/_64x64\.webp$/);
    expect(avif).toMatch(/_64x64\.avif$/);
    const before = await publicGet(webp);
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag')!;

    await setVisibility(id, { visibility: 'hidden' });
    for (const file of [webp, avif]) {
      const res = await publicGet(file);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('cache-control') ?? '', file).not.toMatch(/max-age=[1-9]|immutable/);
      // A browser or proxy that kept it asks again, and is told it is gone.
      expect((await revalidate(file, etag)).status, file).toBe(404);
      const admin = await adminGet(file);
      expect(admin.status, file).toBe(200);
      expect(admin.headers.get('cache-control'), file).toBe('private, no-store');
    }

    await setVisibility(id, { visibility: 'public' });
    expect((await publicGet(webp)).status).toBe(200);
  });

  it('a living member’s photo is withheld while the rule shows them limited, and a woman’s when the site hides them', async () => {
    const living = await uploadPhoto();
    await addMember({ image: living, birth: '1990', visibility: 'auto' });
    const woman = await uploadPhoto();
    await addMember({ image: woman, gender: 'female', birth: '1900', death: '1970', visibility: 'auto' });
    const [livingFile] = filesOf(living);
    const [womanFile] = filesOf(woman);
    expect((await publicGet(livingFile!)).status).toBe(404);
    expect((await publicGet(womanFile!)).status).toBe(200);

    const settings = async (overrides: Json) => {
      const res = await request(server, 'POST', api.admin.site.update, {
        token: server.token,
        json: siteSettingsBody(overrides),
      });
      expect(res.status, res.text).toBe(200);
    };
    await settings({ privacyLiving: 'public', hideWomenPhotos: true });
    expect((await publicGet(livingFile!)).status).toBe(200);
    expect((await publicGet(womanFile!)).status).toBe(404);
    await settings({ privacyLiving: 'limited', hideWomenPhotos: false });
    expect((await publicGet(livingFile!)).status).toBe(404);
    expect((await publicGet(womanFile!)).status).toBe(200);
  });

  it('a photo a shown member also uses stays public', async () => {
    const photo = await uploadPhoto();
    await addMember({ image: photo, visibility: 'hidden' });
    await addMember({ image: photo, birth: '1900', death: '1970', visibility: 'public' });
    expect((await publicGet(filesOf(photo)[0]!)).status).toBe(200);
  });

  it('other uploads keep their long, immutable cache', async () => {
    const res = await request(server, 'POST', api.admin.news.upload, {
      token: server.token,
      body: imageForm(await pngBytes(64, 64)),
    });
    const created = await request(server, 'POST', api.admin.news.create, {
      token: server.token,
      json: newsBody({ image: res.body.imageUrl }),
    });
    expect(created.status, created.text).toBe(201);
    const served = await publicGet(res.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
