/**
 * A GEDCOM file through the site and back (run `npm run build` first):
 *   npx tsx scripts/gedcom-round-trip.ts path/to/family.ged
 * Imports the file into a fresh site (the real built server, no demo content), exports it as
 * GEDCOM, imports the export into a second fresh site, and compares the two sites' databases: how
 * many members, marriages and parent links each holds, and every husband's wives in their order
 * with each person's name and birth date as stored. Prints the differences; the exit code is 1
 * when there are any. For files too large or not ours to keep in the repository (royal92.ged, a
 * family's own export); the project's samples are compared by gedcom-round-trip.api.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from '../e2e/server';
import { api } from '../src/shared/api-paths';

interface Site {
  server: RunningServer;
  auth: Record<string, string>;
}

async function freshSite(): Promise<Site> {
  const server = await startServer({ SEED_DEMO: 'false' });
  const response = await fetch(`${server.baseURL}${api.admin.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return { server, auth: { Authorization: `Bearer ${token}` } };
}

async function importInto(site: Site, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${site.server.baseURL}${api.admin.import.gedcom}`, {
    method: 'POST',
    body: form,
    headers: site.auth,
  });
  const body = (await response.json()) as { message?: string; error?: string };
  if (!response.ok) throw new Error(`import refused (${response.status}): ${body.error ?? ''}`);
  return body.message ?? '';
}

/** One line per query row, from the site's SQLite file (the operator's sqlite3). */
const rows = (site: Site, query: string) =>
  execFileSync('sqlite3', [path.join(site.server.dataDir, 'nasab.sqlite'), query], { encoding: 'utf8' })
    .trim()
    .split('\n');

const WIVES_IN_ORDER = `
  select h.name || ' | ' || h.birth || '  =>  ' || group_concat(w.name || ' | ' || w.birth, '  ;  ')
  from (select * from marriages order by husband_id, wife_order, id) m
  join family_members h on h.id = m.husband_id join family_members w on w.id = m.wife_id
  group by m.husband_id order by 1`;
const COUNTS = `
  select (select count(*) from family_members), (select count(*) from marriages),
    (select count(*) from family_members where parent_id is not null or mother_id is not null)`;

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx scripts/gedcom-round-trip.ts path/to/family.ged');
  const first = await freshSite();
  const second = await freshSite();
  try {
    console.log(`import:    ${await importInto(first, fs.readFileSync(file), path.basename(file))}`);
    const exported = await fetch(`${first.server.baseURL}${api.admin.export.gedcom}`, {
      headers: first.auth,
    });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    console.log(`re-import: ${await importInto(second, bytes, 'export.ged')}`);
    const [before, after] = [first, second].map((site) => rows(site, COUNTS)[0]!.split('|'));
    console.log(`members, marriages, members with a parent: ${before!.join(', ')} → ${after!.join(', ')}`);
    const [wivesBefore, wivesAfter] = [first, second].map((site) => rows(site, WIVES_IN_ORDER));
    const kept = new Set(wivesAfter);
    const changed = wivesBefore!.filter((line) => !kept.has(line));
    console.log(
      `husbands with wives: ${wivesBefore!.length}; not the same after the round trip: ${changed.length}`,
    );
    for (const line of changed.slice(0, 20)) console.log(`  before: ${line}`);
    const same = before!.join() === after!.join() && changed.length === 0;
    process.exitCode = same ? 0 : 1;
  } finally {
    await Promise.all([first.server.stop(), second.server.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
