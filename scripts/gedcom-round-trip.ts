/**
 * A GEDCOM file through the site and back (run `npm run build` first):
 *   npx tsx scripts/gedcom-round-trip.ts path/to/family.ged [--version 7.0]
 * `--version 7.0` exports GEDCOM 7.0 between the two sites instead of 5.5.1 (decision 062).
 * Imports the file into a fresh site (the real built server, no demo content), exports it as
 * GEDCOM, imports the export into a second fresh site, and compares the two sites' databases: how
 * many members, marriages and parent links each holds, and every husband's wives in their order
 * with each person's name and birth date as stored; then the life facts (decision 056): the file's
 * titles, places, burials, christenings and marriages' dates and places beside what each site kept
 * of them, and every member's places and events. Prints the differences; the exit code is 1 when
 * there are any. For files too large or not ours to keep in the repository (royal92.ged, a
 * family's own export); the project's samples are compared by gedcom-round-trip.api.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
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
const rows = (site: Site, query: string, separator = '|') =>
  execFileSync('sqlite3', ['-separator', separator, path.join(site.server.dataDir, 'nasab.sqlite'), query], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
    .trim()
    .split('\n')
    .filter((line) => line !== '');

const WIVES_IN_ORDER = `
  select h.name || ' | ' || h.birth || '  =>  ' || group_concat(w.name || ' | ' || w.birth, '  ;  ')
  from (select * from marriages order by husband_id, wife_order, id) m
  join family_members h on h.id = m.husband_id join family_members w on w.id = m.wife_id
  group by m.husband_id order by 1`;
const COUNTS = `
  select (select count(*) from family_members), (select count(*) from marriages),
    (select count(*) from family_members where parent_id is not null or mother_id is not null)`;

/**
 * The facts of a life a file holds, counted from its lines: the level-1 events of people, and a
 * family's marriage date and place when it names both spouses (one parent alone is no marriage).
 */
function fileCounts(text: string) {
  const counts = { TITL: 0, PLAC: 0, BURI: 0, CHR: 0, RESI: 0, OCCU: 0, 'MARR DATE': 0, 'MARR PLAC': 0 };
  let record = '';
  let event = '';
  let family = { spouses: 0, date: 0, place: 0, places: 0 };
  const closeFamily = () => {
    const married = family.spouses === 2;
    counts['MARR DATE'] += married ? family.date : 0;
    counts['MARR PLAC'] += married ? family.place : 0;
    counts.PLAC += married ? family.places : family.places - family.place;
    family = { spouses: 0, date: 0, place: 0, places: 0 };
  };
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const [level, tag = '', ...rest] = raw.trim().split(' ');
    const value = rest.join(' ').trim();
    if (level === '0') {
      if (record === 'FAM') closeFamily();
      record = rest[0] ?? tag;
    } else if (level === '1') {
      event = tag;
      if (record === 'FAM' && (tag === 'HUSB' || tag === 'WIFE')) family.spouses += 1;
      if ((tag === 'TITL' || tag === 'OCCU') && value !== '' && record === 'INDI') counts[tag] += 1;
      if ((tag === 'BURI' || tag === 'CHR' || tag === 'RESI') && record === 'INDI') counts[tag] += 1;
    } else if (level === '2' && value !== '' && (tag === 'PLAC' || tag === 'DATE')) {
      if (record === 'INDI' && tag === 'PLAC') counts.PLAC += 1;
      if (record === 'FAM' && tag === 'PLAC') family.places += 1;
      if (record === 'FAM' && event === 'MARR') family[tag === 'DATE' ? 'date' : 'place'] += 1;
    }
  }
  if (record === 'FAM') closeFamily();
  return counts;
}

const FACTS = `
  select (select count(*) from member_events where kind = 'title'),
    (select count(*) from family_members where birth_place_id is not null)
      + (select count(*) from family_members where death_place_id is not null)
      + (select count(*) from member_events where place_id is not null)
      + (select count(*) from marriages where place_id is not null),
    (select count(*) from member_events where kind = 'burial'),
    (select count(*) from member_events where kind = 'christening'),
    (select count(*) from member_events where kind = 'residence'),
    (select count(*) from member_events where kind = 'occupation'),
    (select count(*) from marriages where married_on != ''),
    (select count(*) from marriages where place_id is not null),
    (select count(*) from places)`;

/** Each site's facts counted as the file's are, and the number of places the family holds. */
const siteCounts = (site: Site) => {
  const [titles, placed, burials, christenings, residences, occupations, married, marriedAt, places] = rows(
    site,
    FACTS,
  )[0]!
    .split('|')
    .map(Number);
  return {
    counts: {
      TITL: titles!,
      PLAC: placed!,
      BURI: burials!,
      CHR: christenings!,
      RESI: residences!,
      OCCU: occupations!,
      'MARR DATE': married!,
      'MARR PLAC': marriedAt!,
    },
    places: places!,
  };
};

const UNIT = '\u001f';

/**
 * Every member's places and events, and every marriage's place, as lines naming people by name and
 * places by their chain (ids differ between the two sites). By name alone, not name and birth as
 * above: a birth GEDCOM 5.5.1 has no form for comes back as a phrase, and its member's places
 * must still be found the same. Compared as sorted lists, namesakes count each.
 */
function lifeLines(site: Site): string[] {
  const places = new Map(
    rows(site, 'select id, name, coalesce(parent_id, 0) from places', UNIT).map((line) => {
      const [id, name, parent] = line.split(UNIT);
      return [Number(id), { name: name!, parent: Number(parent) }];
    }),
  );
  const chain = (id: string) => {
    const names: string[] = [];
    for (let at = places.get(Number(id)), seen = 0; at && seen < 20; at = places.get(at.parent), seen++)
      names.push(at.name);
    return names.join(', ');
  };
  const who = 'm.name';
  const lines = [
    ...rows(
      site,
      `select ${who}, 'birth', birth_place_id from family_members m where birth_place_id is not null`,
      UNIT,
    ),
    ...rows(
      site,
      `select ${who}, 'death', death_place_id from family_members m where death_place_id is not null`,
      UNIT,
    ),
    ...rows(
      site,
      `select ${who}, e.kind || ' ' || e.date || ' ' || e.end_date || ' ' || e.value, coalesce(e.place_id, '')
       from member_events e join family_members m on m.id = e.member_id`,
      UNIT,
    ),
    ...rows(
      site,
      `select h.name || ' + ' || w.name, 'married ' || married_on, coalesce(place_id, '')
       from marriages x join family_members h on h.id = x.husband_id join family_members w on w.id = x.wife_id`,
      UNIT,
    ),
  ];
  return lines
    .map((line) => {
      const [person, fact, place] = line.split(UNIT);
      return `${person}: ${fact}${place ? ` @ ${chain(place)}` : ''}`;
    })
    .sort();
}

/** The file's facts and each site's, side by side; true when both sites kept every one. */
function printFacts(file: Record<string, number>, first: Site, second: Site): boolean {
  const [before, after] = [first, second].map(siteCounts);
  console.log('facts of a life: in the file → kept on import → kept after the round trip');
  let kept = true;
  for (const [tag, count] of Object.entries(file)) {
    const [imported, again] = [before!.counts, after!.counts].map((c) => c[tag as keyof typeof c]);
    // RESI, CHR and BURI are counted by their records; a TITL or OCCU without text says nothing.
    console.log(
      `  ${tag.padEnd(9)} ${String(count).padStart(6)} → ${String(imported).padStart(6)} → ${again}`,
    );
    if (imported !== count || again !== count) kept = false;
  }
  console.log(`  places in the family's list: ${before!.places} → ${after!.places}`);
  const [linesBefore, linesAfter] = [first, second].map(lifeLines);
  const left = new Map<string, number>();
  for (const line of linesAfter!) left.set(line, (left.get(line) ?? 0) + 1);
  const changed = linesBefore!.filter((line) => {
    const count = left.get(line) ?? 0;
    left.set(line, count - 1);
    return count <= 0;
  });
  console.log(
    `places and events of members: ${linesBefore!.length}; not the same after the round trip: ${changed.length}`,
  );
  for (const line of changed.slice(0, 20)) console.log(`  before: ${line}`);
  return kept && changed.length === 0 && linesBefore!.length === linesAfter!.length;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string', default: '5.5.1' } },
  });
  const [file] = positionals;
  const version = values.version;
  if (!file || (version !== '5.5.1' && version !== '7.0'))
    throw new Error('usage: npx tsx scripts/gedcom-round-trip.ts path/to/family.ged [--version 7.0]');
  const first = await freshSite();
  const second = await freshSite();
  try {
    console.log(`import:    ${await importInto(first, fs.readFileSync(file), path.basename(file))}`);
    const exported = await fetch(`${first.server.baseURL}${api.admin.export.gedcom}?version=${version}`, {
      headers: first.auth,
    });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    console.log(
      `re-import of the GEDCOM ${version} export: ${await importInto(second, bytes, 'export.ged')}`,
    );
    const [before, after] = [first, second].map((site) => rows(site, COUNTS)[0]!.split('|'));
    console.log(`members, marriages, members with a parent: ${before!.join(', ')} → ${after!.join(', ')}`);
    const [wivesBefore, wivesAfter] = [first, second].map((site) => rows(site, WIVES_IN_ORDER));
    const kept = new Set(wivesAfter);
    const changed = wivesBefore!.filter((line) => !kept.has(line));
    console.log(
      `husbands with wives: ${wivesBefore!.length}; not the same after the round trip: ${changed.length}`,
    );
    for (const line of changed.slice(0, 20)) console.log(`  before: ${line}`);
    const factsKept = printFacts(fileCounts(fs.readFileSync(file, 'latin1')), first, second);
    const same = before!.join() === after!.join() && changed.length === 0 && factsKept;
    process.exitCode = same ? 0 : 1;
  } finally {
    await Promise.all([first.server.stop(), second.server.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
