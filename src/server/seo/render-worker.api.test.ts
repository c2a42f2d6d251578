import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { memberBody, unique } from '../test/factories';
import { request } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { makeWebDir } from '../test/web-dir';

// Decision 035: pages are rendered in a thread of their own, so a render, however long it holds
// its thread, never holds the requests the server answers meanwhile.

const heldRenderer = fileURLToPath(new URL('../test/held-renderer.ts', import.meta.url));

describe('rendering pages in their own thread', () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    server = await startTestServer({ webDir: makeWebDir(), ssrEntry: heldRenderer, renderInWorker: true });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-held-'));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /**
   * Starts a render of a page of its own that holds its thread until released; resolves once it
   * has begun. The page's later requests find the file there and are not held.
   */
  async function heldRender(member?: number) {
    const name = unique('render');
    const file = path.join(folder, name);
    const url = `/held/${name}?file=${encodeURIComponent(file)}${member ? `&member=${member}` : ''}`;
    let answered = false;
    const page = request(server, 'GET', url).finally(() => (answered = true));
    await expect.poll(() => fs.existsSync(`${file}.started`), { timeout: 10_000 }).toBe(true);
    return { url, page, answered: () => answered, release: () => fs.writeFileSync(file, '') };
  }

  it('answers /api/health while a page render holds its thread', async () => {
    const render = await heldRender();
    const health = await request(server, 'GET', api.health);
    expect(health.status).toBe(200);
    // On the server's own thread the health check would have waited for the render to end.
    expect(render.answered()).toBe(false);
    render.release();
    const page = await render.page;
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p>held </p>');
  });

  it("answers the render's API reads on the server's thread, and tags the page with what it read", async () => {
    const created = await request(server, 'POST', api.familyMembers.create, {
      token: server.token,
      json: memberBody({ name: unique('فرد'), generation: 2 }),
    });
    const member = created.body.data as FamilyMember & { version: number };
    const render = await heldRender(member.id);
    render.release();
    const page = await render.page;
    expect(page.text).toContain('<p>held 200</p>');
    expect(page.headers.get('x-cache')).toBe('miss');
    expect((await request(server, 'GET', render.url)).headers.get('x-cache')).toBe('hit');
    // The render read the member: editing them makes the page stale (decision 032).
    const edited = await request(server, 'PUT', withId(api.familyMembers.update, member.id), {
      token: server.token,
      json: memberBody({ name: unique('اسم جديد'), generation: 2, version: member.version }),
    });
    expect(edited.status).toBe(200);
    expect((await request(server, 'GET', render.url)).headers.get('x-cache')).toBe('stale');
  });

  it('renders in the browser when the thread ends mid-render, and starts a new thread for the next page', async () => {
    const crashed = await request(server, 'GET', '/crash');
    expect(crashed.status).toBe(200);
    expect(crashed.text).toContain('<div id="root"></div>');
    const next = await request(server, 'GET', '/after-the-crash');
    expect(next.text).toContain('<p>/after-the-crash</p>');
  });

  it('leaves the admin area to the browser', async () => {
    const admin = await request(server, 'GET', '/admin');
    expect(admin.text).toContain('<div id="root"></div>');
  });
});
