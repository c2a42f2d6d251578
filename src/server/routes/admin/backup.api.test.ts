import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { RESTORE_CONFIRMATION, backupMessages as m } from '#shared/messages/backup.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { backupFileName } from '#server/backup/backup-files.ts';
import { createBackup } from '#server/backup/create-backup.ts';
import { extractVerifiedBackup } from '#server/backup/read-backup.ts';
import { archiveWithoutTables, fillSite, siteContent } from '#server/test/backups.ts';
import { newsBody } from '#server/test/factories.ts';
import { imageForm, request } from '#server/test/http.ts';
import { pngBytes } from '#server/test/images.ts';
import { addKeeper } from '#server/test/keepers.ts';
import { loginToken, startTestServer, type TestServer } from '#server/test/test-server.ts';

const restorePath = (confirm = RESTORE_CONFIRMATION) =>
  `${api.admin.backup.restore}?confirm=${encodeURIComponent(confirm)}`;

function archiveForm(bytes: Uint8Array): FormData {
  const form = new FormData();
  form.append('archive', new Blob([new Uint8Array(bytes)], { type: 'application/gzip' }), 'site.tar.gz');
  return form;
}

/** POST download.php as the browser's «تنزيل نسخة احتياطية» does; the archive's bytes. */
async function download(server: TestServer, token = server.token): Promise<Buffer> {
  const response = await fetch(`${server.baseURL}${api.admin.backup.download}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="nasab-backup-.*\.tar\.gz"$/,
  );
  return Buffer.from(await response.arrayBuffer());
}

/** The site without the change history, which gains the restore's own entry. */
async function contentWithoutHistory(server: TestServer) {
  const content = await siteContent(server.app.database, server.config.uploadsDir);
  const { audit_log: history, ...tables } = content.tables;
  return { tables, uploads: content.uploads, history: history ?? [] };
}

const workFiles = (server: TestServer) =>
  fs.readdirSync(server.dataDir).filter((name) => name.startsWith('.'));

describe('«النسخ الاحتياطي»: download, status and restore (owners)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await fillSite(server);
  });
  afterAll(async () => server?.close());

  it('downloads one verified archive of the whole site, logged in the change history, nothing left behind', async () => {
    const bytes = await download(server);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-download-'));
    try {
      const file = path.join(folder, 'site.tar.gz');
      fs.writeFileSync(file, bytes);
      const verified = await extractVerifiedBackup(file, path.join(folder, 'out'));
      const content = await siteContent(server.app.database, server.config.uploadsDir);
      expect(verified.manifest.counts.uploads).toBe(Object.keys(content.uploads).length);
      expect(verified.manifest.tables.news!.rows).toBe(content.tables.news!.length);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    const entry = await server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'backup')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('create');
    expect(workFiles(server)).toEqual([]);
  });

  it('status: never, then the last archive, a failure after it, and an old one', async () => {
    const status = () => request(server, 'GET', api.admin.backup.status, { token: server.token });
    const first = await status();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ warning: 'never', last: null, ageDays: null });
    // The test server runs with BACKUP_SCHEDULE=off.
    expect(first.body.schedule).toEqual({ daily: false, time: '03:00', keepDaily: 7, keepWeekly: 4 });

    const made = await createBackup(
      { database: server.app.database, dataDir: server.dataDir, uploadsDir: server.config.uploadsDir },
      { folder: server.config.backup.dir },
    );
    const second = await status();
    expect(second.body).toMatchObject({
      warning: 'none',
      ageDays: 0,
      last: { name: path.basename(made.file), kind: 'backup', bytes: made.bytes },
    });

    fs.writeFileSync(
      path.join(server.config.backup.dir, '.last-failure.json'),
      JSON.stringify({ at: new Date(Date.now() + 1000).toISOString(), message: 'disk full' }),
    );
    expect((await status()).body).toMatchObject({ warning: 'failed', lastFailure: { message: 'disk full' } });
    fs.rmSync(path.join(server.config.backup.dir, '.last-failure.json'));

    // The same archive, as if made eight days ago.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    fs.renameSync(made.file, path.join(server.config.backup.dir, backupFileName('backup', eightDaysAgo)));
    expect((await status()).body).toMatchObject({ warning: 'old', ageDays: 8 });
  });

  it('restores an uploaded archive: the same site, the owner still signed in, others signed out, pages fresh', async () => {
    const archive = await download(server);
    const before = await contentWithoutHistory(server);
    const otherSession = await loginToken(server.baseURL);
    // Changes after the backup, which the restore takes back; the public list caches one of them.
    const added = await request(server, 'POST', api.admin.news.create, {
      token: server.token,
      json: newsBody({ title: 'خبر بعد النسخة' }),
    });
    expect(added.status).toBe(201);
    const picture = await request(server, 'POST', api.admin.news.upload, {
      token: server.token,
      body: imageForm(await pngBytes(40, 30)),
    });
    expect(picture.status).toBe(200);
    const publicList = () => request(server, 'GET', api.news.list);
    expect((await publicList()).text).toContain('خبر بعد النسخة');

    const res = await request(server, 'POST', restorePath(), {
      token: server.token,
      body: archiveForm(archive),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, signedIn: true });
    // The archive's time as a reader in Kuwait says it, not a raw UTC stamp that the right-to-left
    // layout scrambles («27T08:31:46.114Z-11-2026»).
    expect(res.body.message).toContain(formatKuwaitDateTime(res.body.restored.createdAt));
    expect(res.body.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(res.body.safetyBackup).toMatch(/^nasab-before-restore-.*\.tar\.gz$/);
    expect(fs.existsSync(path.join(server.config.backup.dir, res.body.safetyBackup))).toBe(true);

    const after = await contentWithoutHistory(server);
    expect(after.tables).toEqual(before.tables);
    // The picture uploaded after the backup went with the site it belonged to.
    expect(after.uploads).toEqual(before.uploads);
    expect(fs.existsSync(path.join(server.config.uploadsDir, path.basename(picture.body.imageUrl)))).toBe(
      false,
    );
    // The change history is the backup's, and the restore itself at its end (the download's own
    // entry was written after its archive was made).
    expect(after.history.length).toBe(before.history.length);
    const last = await server.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'restore', record_type: 'backup' });

    expect((await request(server, 'GET', api.admin.checkAuth, { token: server.token })).status).toBe(200);
    expect((await request(server, 'GET', api.admin.checkAuth, { token: otherSession })).status).toBe(401);
    expect((await publicList()).text).not.toContain('خبر بعد النسخة');
    expect(workFiles(server)).toEqual([]);
  });

  it('refuses a wrong confirmation, no file, a damaged archive and a keeper who is not an owner; nothing changes', async () => {
    const archive = await download(server);
    const before = await contentWithoutHistory(server);

    const unconfirmed = await request(server, 'POST', restorePath('نعم'), {
      token: server.token,
      body: archiveForm(archive),
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fields.confirm).toBe(m.errors.confirmation);

    const noFile = await request(server, 'POST', restorePath(), {
      token: server.token,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);

    const cut = archive.subarray(0, Math.floor(archive.length * 0.7));
    const damaged = await request(server, 'POST', restorePath(), {
      token: server.token,
      body: archiveForm(cut),
    });
    expect(damaged.status).toBe(422);
    expect(damaged.body).toEqual({ success: false, error: m.errors.unreadable });

    // Whole and checksummed, but not the whole site: no table at all.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-admin-tableless-'));
    try {
      fs.writeFileSync(path.join(folder, 'site.tar.gz'), archive);
      await archiveWithoutTables(path.join(folder, 'site.tar.gz'), path.join(folder, 'tableless.tar.gz'));
      const tableless = await request(server, 'POST', restorePath(), {
        token: server.token,
        body: archiveForm(fs.readFileSync(path.join(folder, 'tableless.tar.gz'))),
      });
      expect(tableless.status).toBe(422);
      expect(tableless.body).toEqual({ success: false, error: m.errors.incomplete });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }

    // Larger than the server's 1 MB body limit and the 10 MB image limit: read whole, then refused.
    const large = await request(server, 'POST', restorePath(), {
      token: server.token,
      body: archiveForm(Buffer.concat([archive, Buffer.alloc(12 * 1024 * 1024, 7)])),
    });
    expect(large.status).toBe(422);
    expect(large.body).toEqual({ success: false, error: m.errors.unreadable });

    const editor = await addKeeper(server, 'backup-editor', 'editor');
    for (const [method, path] of [
      ['POST', restorePath()],
      ['POST', api.admin.backup.download],
      ['GET', api.admin.backup.status],
    ] as const) {
      const refused = await request(server, method, path, {
        token: editor.token,
        ...(method === 'POST' && path !== api.admin.backup.download ? { body: archiveForm(archive) } : {}),
      });
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toEqual({ success: false, error: serverMessages.errors.forbidden });
    }

    const after = await contentWithoutHistory(server);
    expect(after.tables.admin_users!.length).toBe(before.tables.admin_users!.length + 1);
    delete after.tables.admin_users;
    delete before.tables.admin_users;
    expect(after.tables).toEqual(before.tables);
    expect(after.uploads).toEqual(before.uploads);
    expect(workFiles(server)).toEqual([]);
  });

  it('a backup without the restoring owner’s account signs everyone out', async () => {
    const other = await startTestServer({
      env: { ADMIN_USERNAME: 'another-owner' },
      seedDemo: false,
      login: false,
    });
    let archive: Buffer;
    try {
      archive = await download(other, await loginToken(other.baseURL, 'another-owner'));
    } finally {
      await other.close();
    }
    const token = await loginToken(server.baseURL);
    const res = await request(server, 'POST', restorePath(), { token, body: archiveForm(archive) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signedIn: false, message: m.restoredSignIn });
    expect((await request(server, 'GET', api.admin.checkAuth, { token })).status).toBe(401);
    expect(await server.app.repos.admins.findUserByUsername('another-owner')).toBeDefined();
  });
});
