import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { openDatabase } from '../db/database';
import { archiveWithoutTables, fillSite, siteContent } from '../test/backups';
import { request } from '../test/http';
import { KEEPER_PASSWORD, addKeeper } from '../test/keepers';
import { entryProcess } from '../test/server-modules';
import { startTestServer, type TestServer } from '../test/test-server';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script>`'s command as an operator would, with only these variables set. */
function run(
  script: 'backup' | 'restore' | 'recover-account',
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve) => {
    const [command, entryArgs] = entryProcess(script);
    execFile(
      command,
      [...entryArgs, ...args],
      { env: { PATH: process.env.PATH, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

describe('npm run backup and npm run restore', () => {
  let server: TestServer;
  let env: Record<string, string>;
  const scratch: string[] = [];
  beforeAll(async () => {
    // SQLite here, or PostgreSQL when TEST_DATABASE_URL is set: the tools read the same variables.
    server = await startTestServer();
    await fillSite(server);
    env = { DATA_DIR: server.dataDir };
    if (server.config.databaseUrl) env.DATABASE_URL = server.config.databaseUrl;
  });
  afterAll(async () => {
    await server?.close();
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up the running site into DATA_DIR/backups, or --out FILE, and prints the path last', async () => {
    const first = await run('backup', [], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const archive = lastLine(first.stdout);
    expect(path.dirname(archive)).toBe(path.join(server.dataDir, 'backups'));
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
    // Readable by the site's user alone: it holds the password hashes.
    expect(fs.statSync(archive).mode & 0o077).toBe(0);

    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-cli-')), 'site.tar.gz');
    scratch.push(path.dirname(out));
    const second = await run('backup', ['--out', out], env);
    expect(second.code).toBe(0);
    expect(lastLine(second.stdout)).toBe(out);
    expect(fs.existsSync(out)).toBe(true);
  });

  it('restores into an empty SQLite DATA_DIR, and the site is the same', async () => {
    const backup = await run('backup', [], env);
    const archive = lastLine(backup.stdout);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-cli-restore-'));
    scratch.push(dataDir);
    const restored = await run('restore', [archive], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored the backup of');
    const handle = openDatabase({ dataDir });
    try {
      expect(await siteContent(handle, path.join(dataDir, 'uploads'))).toEqual(
        await siteContent(server.app.database, server.config.uploadsDir),
      );
    } finally {
      await handle.close();
    }
  });

  it('refuses a damaged archive, a missing file, or a bad setting with a message and exit 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-cli-refused-'));
    scratch.push(dataDir);
    const damaged = path.join(dataDir, 'damaged.tar.gz');
    fs.writeFileSync(damaged, Buffer.from('not an archive at all'));
    const refused = await run('restore', [damaged], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Restore failed, nothing was changed');
    expect(fs.readdirSync(dataDir)).toEqual(['damaged.tar.gz']);

    const missing = await run('restore', [], { DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run restore -- FILE');

    const badSetting = await run('backup', [], { DATA_DIR: dataDir, BACKUP_KEEP_DAILY: 'many' });
    expect(badSetting.code).toBe(1);
    expect(badSetting.stderr).toContain('BACKUP_KEEP_DAILY');
  });

  it('refuses an archive without the tables a site needs, and the site stays as it was', async () => {
    const archive = lastLine((await run('backup', [], env)).stdout);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-cli-tableless-'));
    scratch.push(folder);
    const tableless = path.join(folder, 'tableless.tar.gz');
    await archiveWithoutTables(archive, tableless);
    // PostgreSQL: the running site's own database. SQLite: the server holds its file, so a copy
    // of the site in a folder of its own.
    const target = server.config.databaseUrl ? env : { DATA_DIR: path.join(folder, 'site') };
    if (!server.config.databaseUrl) expect((await run('restore', [archive], target)).code).toBe(0);
    // Read and closed again: the command refuses a SQLite file another process holds.
    const content = async () => {
      const handle = openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: target.DATA_DIR! });
      try {
        return await siteContent(handle, path.join(target.DATA_DIR!, 'uploads'));
      } finally {
        await handle.close();
      }
    };
    const before = await content();
    expect(before.tables.admin_users).not.toHaveLength(0);
    const refused = await run('restore', [tableless], target);
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('Restored');
    expect(refused.stderr).toContain('Restore failed, nothing was changed');
    expect(refused.stderr).toMatch(/The backup is incomplete: it lacks the tables .*admin_users/);
    expect(await content()).toEqual(before);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses to restore over the SQLite file of a running server',
    async () => {
      const backup = await run('backup', [], env);
      const refused = await run('restore', [lastLine(backup.stdout)], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('stop the Nasab server');
      // The running site still answers with its own data.
      expect(await server.app.repos.familyMembers.list()).not.toHaveLength(0);
    },
  );
});

describe('npm run recover-account', () => {
  let server: TestServer;
  let env: Record<string, string>;
  const login = (password: string) =>
    request(server, 'POST', api.admin.login, { json: { username: 'owner2', password } });
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    env = { DATA_DIR: server.dataDir };
    if (server.config.databaseUrl) env.DATABASE_URL = server.config.databaseUrl;
  });
  afterAll(async () => server?.close());

  it('turns off a keeper’s second factor and ends their sessions, from the server’s shell', async () => {
    const { token, id } = await addKeeper(server, 'owner2', 'owner');
    // The phone is lost: the account has a second factor its keeper can no longer give.
    await server.app.repos.twoFactor.enable(id, 'JBSWY3DPEHPK3PXP', 1, ['lost-code-hash']);
    expect((await login(KEEPER_PASSWORD)).body.two_factor_required).toBe(true);

    const recovered = await run('recover-account', ['owner2'], env);
    expect(recovered.stderr).toBe('');
    expect(recovered.code).toBe(0);
    expect(recovered.stdout).toContain('owner2: two-factor sign-in is off');

    // The session a lost phone may still hold is over; the password alone opens the site again.
    expect((await request(server, 'GET', api.admin.checkAuth, { token })).status).toBe(401);
    const again = await login(KEEPER_PASSWORD);
    expect(again.status).toBe(200);
    expect(again.body.token).toEqual(expect.any(String));
    const [entry] = await server.app.repos.audit.forRecord('account', id);
    expect(entry).toMatchObject({ username: 'command line', user_id: null, summary: 'two-factor off' });
  });

  it('with --new-password prints a temporary password, to be changed at the next sign-in', async () => {
    const recovered = await run('recover-account', ['owner2', '--new-password'], env);
    expect(recovered.code).toBe(0);
    const password = lastLine(recovered.stdout);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await login(KEEPER_PASSWORD)).status).toBe(401);
    const signedIn = await login(password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.must_change_password).toBe(true);
  });

  it('names no one it does not know, and changes nothing', async () => {
    const unknown = await run('recover-account', ['nobody'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No keeper is named "nobody"');
  });
});
