import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { api, withId } from '#shared/api-paths.ts';
import { MANIFEST_FILE, manifestSchema, tableFile } from '../backup/manifest';
import { existingTables } from '../db/catalog';
import type { DatabaseHandle } from '../db/database';
import { tablesLeftOutOfBackups } from '../db/logical-dump';
import { applicationTables } from '../db/schema';
import { contactBody, memberBody, newsBody } from './factories';
import { imageForm, request } from './http';
import { pngBytes } from './images';
import type { TestServer } from './test-server';

/**
 * Everything a backup must carry, in a form two sites can be compared by: every row of every
 * application table a backup holds (sorted), and every uploaded file with its SHA-256.
 */
export async function siteContent(database: DatabaseHandle, uploadsDir: string) {
  const present = await existingTables(database.db, database.dialect);
  const tables: Record<string, string[]> = {};
  for (const table of applicationTables) {
    if (!present.has(table) || tablesLeftOutOfBackups.includes(table)) continue;
    const rows = await database.db.selectFrom(table).selectAll().execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const uploads: Record<string, string> = {};
  if (fs.existsSync(uploadsDir)) {
    for (const name of fs.readdirSync(uploadsDir).sort()) {
      uploads[name] = createHash('sha256')
        .update(fs.readFileSync(path.join(uploadsDir, name)))
        .digest('hex');
    }
  }
  return { tables, uploads };
}

/**
 * A site with something of everything on top of the demo: a news item with its own uploaded
 * picture, a family-only one, a contact message, a member's contact details, a member whose father has a higher id than he does, and a deleted
 * member (so the id counter is ahead of the highest id left). Returns the deleted member's id.
 */
export async function fillSite(server: TestServer): Promise<{ deletedMemberId: number }> {
  const auth = { token: server.token };
  const upload = await request(server, 'POST', api.admin.news.upload, {
    ...auth,
    body: imageForm(await pngBytes()),
  });
  if (upload.status !== 200) throw new Error(`upload failed: ${upload.text}`);
  await request(server, 'POST', api.admin.news.create, {
    ...auth,
    json: newsBody({ title: 'خبر بصورة', image: upload.body.imageUrl }),
  });
  // What only the keepers and the family may read goes in a backup too.
  await request(server, 'POST', api.admin.news.create, {
    ...auth,
    json: newsBody({ title: 'خبر للعائلة', audience: 'family' }),
  });
  await request(server, 'POST', api.contact, { json: contactBody() });
  const son = await request(server, 'POST', api.familyMembers.create, {
    ...auth,
    json: memberBody({
      name: 'الابن',
      generation: 2,
      contact_phone: '99998888',
      contact_email: 'son@example.com',
      contact_area: 'الروضة',
      contact_visibility: 'relatives',
      relatives_see_full: false,
    }),
  });
  const father = await request(server, 'POST', api.familyMembers.create, {
    ...auth,
    json: memberBody({ name: 'الأب', generation: 1 }),
  });
  const sonId = son.body.data.id as number;
  await server.app.database.db
    .updateTable('family_members')
    .set({ parent_id: father.body.data.id as number })
    .where('id', '=', sonId)
    .execute();
  const gone = await request(server, 'POST', api.familyMembers.create, { ...auth, json: memberBody() });
  const deletedMemberId = gone.body.data.id as number;
  const deleted = await request(server, 'DELETE', withId(api.familyMembers.delete, deletedMemberId), auth);
  if (deleted.status !== 200) throw new Error(`delete failed: ${deleted.text}`);
  return { deletedMemberId };
}

/**
 * Writes to `out` the archive without some of its tables (every one when `tables` is omitted),
 * its manifest saying the same, so every checksum it lists is still right.
 */
export async function archiveWithoutTables(
  archive: string,
  out: string,
  tables?: readonly string[],
): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-without-tables-'));
  try {
    await tar.extract({ file: archive, cwd: folder });
    const file = path.join(folder, MANIFEST_FILE);
    const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const dropped = new Set((tables ?? Object.keys(manifest.tables)).map(tableFile));
    for (const table of Object.keys(manifest.tables)) {
      if (dropped.has(tableFile(table))) delete manifest.tables[table];
    }
    manifest.files = manifest.files.filter((entry) => !dropped.has(entry.path));
    manifest.counts.rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    fs.writeFileSync(file, JSON.stringify(manifest));
    await tar.create({ gzip: true, file: out, cwd: folder, portable: true }, [
      MANIFEST_FILE,
      ...manifest.files.map((entry) => entry.path),
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
