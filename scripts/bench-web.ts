/**
 * Web performance numbers of the public pages (run `npm run build` first):
 *   npm run bench:web
 * 1. The public entry's JavaScript, gzipped and brotli'd: what every public page runs to become
 *    interactive, whatever the page: the boot script of dist/web/index.html and the app it loads
 *    after the first paint (src/web/main.tsx) with every chunk it imports statically, read from
 *    Vite's manifest. Each page's own chunk comes on top (printed for home); the admin area never.
 * 2. The family tree in Chromium for generated families of 100, 1,000 and 5,000 members with several
 *    wives and cousin marriages, each on the real server with its own data: the page's size (it
 *    carries the tree), its first paint, when the app has taken it over, and the time from a click on
 *    a closed branch to the frame that shows its children.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer } from '../e2e/server';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { familyMembersRepository } from '../src/server/repositories/family-members-repository';
import type { FamilyMemberValues } from '../src/shared/schemas/family-member-input';

const DIST = path.resolve('dist/web');
// The public entry at most 135 KB gzipped: React 19 and React Router alone are about 112 KB
// (decision 031), so a budget below that would ask for another renderer.
const ENTRY_BUDGET_KB = 135;
// And everything the home page runs before it is idle (the entry and the page's own chunks).
const HOME_BUDGET_KB = 170;
// Expanding a branch of a 5,000-member tree draws its children within 100 ms of their data (from
// the branch answer when the first screen did not bring them), as bench:scale measures it.
const EXPAND_BUDGET_MS = 100;
const SIZES = [100, 1000, 5000];
const RUNS = 3;

// ---------------------------------------------------------------- entry size
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

interface SizeRow {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The chunks `keys` load without waiting for a dynamic import: themselves and their static imports. */
function staticClosure(manifest: Manifest, keys: string[], skip = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || skip.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

function sizes(
  manifest: Manifest,
  keys: Iterable<string>,
): { rows: SizeRow[]; raw: number; gzip: number; brotli: number } {
  const rows = [...keys].map((key) => {
    const file = `/${manifest[key]!.file}`;
    const body = fs.readFileSync(path.join(DIST, file));
    return {
      file,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body).length,
    };
  });
  const sum = (pick: (row: SizeRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return { rows, raw: sum((r) => r.raw), gzip: sum((r) => r.gzip), brotli: sum((r) => r.brotli) };
}

function entrySize() {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // index.html's boot script, and the app it imports once the page is drawn.
  const boot = manifest['index.html']!;
  const entryKeys = staticClosure(manifest, [
    'index.html',
    ...(boot.dynamicImports ?? []).filter((key) => key === 'main.tsx'),
  ]);
  const home = staticClosure(manifest, ['app/routes/home.tsx'], entryKeys);
  return { entry: sizes(manifest, entryKeys), home: sizes(manifest, home) };
}

// ---------------------------------------------------------------- generated families
interface Generated extends FamilyMemberValues {
  key: number;
}

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MALE = [
  'عبدالله',
  'محمد',
  'أحمد',
  'خالد',
  'يوسف',
  'فهد',
  'سعود',
  'ناصر',
  'بدر',
  'حمد',
  'جاسم',
  'مشاري',
];
const FEMALE = [
  'نورة',
  'سارة',
  'مريم',
  'فاطمة',
  'لطيفة',
  'منيرة',
  'هيا',
  'موضي',
  'دلال',
  'ريم',
  'لولوة',
  'شيخة',
];

/**
 * A family of `size` members, fathers before children (keys are insertion order, so a fresh database
 * gives them the same ids): each man has one wife (sometimes two), 4–9 children recorded with their
 * mother, and about a third of the wives are cousins from the same generation (repeated ancestors).
 */
function generateFamily(size: number): Generated[] {
  const random = mulberry32(size);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const list: Generated[] = [];
  const add = (
    values: Omit<
      Generated,
      'key' | 'birth' | 'death' | 'role' | 'image' | 'bio' | 'surname' | 'name_prefix' | 'name_suffix'
    >,
  ) => {
    const member: Generated = {
      key: list.length + 1,
      birth: '',
      death: '',
      role: '',
      image: '',
      bio: '',
      surname: '',
      name_prefix: '',
      name_suffix: '',
      ...values,
    };
    list.push(member);
    return member;
  };
  const given = (m: Generated) => m.name.split(' ')[0]!;
  const root = add({
    name: 'سالم بن عبدالله المثال',
    generation: 1,
    gender: 'male',
    parent: null,
    mother_id: null,
    spouse_id: null,
  });
  const men = [root];
  const unmarriedDaughters = new Map<number, Generated[]>();
  const depth = new Map<number, number>([[root.key, 1]]);
  while (men.length > 0 && list.length < size) {
    const man = men.shift()!;
    const level = depth.get(man.key)!;
    const wives: Generated[] = [];
    const wifeCount = random() < 0.12 ? 2 : 1;
    for (let w = 0; w < wifeCount && list.length < size; w++) {
      const cousins = (unmarriedDaughters.get(level) ?? []).filter((d) => d.parent !== man.parent);
      let wife: Generated;
      if (cousins.length > 0 && random() < 0.35) {
        wife = cousins[0]!;
        unmarriedDaughters.set(
          level,
          unmarriedDaughters.get(level)!.filter((d) => d !== wife),
        );
      } else {
        wife = add({
          name: `${pick(FEMALE)} بنت ${pick(MALE)}`,
          generation: Math.min(level, 6),
          gender: 'female',
          parent: null,
          mother_id: null,
          spouse_id: null,
        });
      }
      wife.spouse_id = man.key;
      wives.push(wife);
    }
    const childCount = 4 + Math.floor(random() * 6);
    for (let c = 0; c < childCount && list.length < size; c++) {
      const son = random() < 0.5;
      const child = add({
        name: `${pick(son ? MALE : FEMALE)} ${son ? 'بن' : 'بنت'} ${given(man)} المثال`,
        generation: Math.min(level + 1, 6),
        gender: son ? 'male' : 'female',
        parent: man.key,
        mother_id: wives.length > 0 ? wives[c % wives.length]!.key : null,
        spouse_id: null,
      });
      depth.set(child.key, level + 1);
      if (son) men.push(child);
      else unmarriedDaughters.set(level + 1, [...(unmarriedDaughters.get(level + 1) ?? []), child]);
    }
  }
  return list;
}

/** Fills a fresh data directory through the repository: rows first, spouse links second (they may point forward). */
async function fillDatabase(dataDir: string, family: Generated[]) {
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle);
  const values = (m: Generated, withSpouse: boolean): FamilyMemberValues => {
    const { key: _key, ...rest } = m;
    return { ...rest, spouse_id: withSpouse ? m.spouse_id : null };
  };
  // One transaction: thousands of separately synced commits would take half a minute.
  await handle.db.transaction().execute(async (trx) => {
    const repo = familyMembersRepository(trx, handle.dialect);
    for (const member of family) {
      const saved = await repo.save(null, values(member, false));
      if (saved?.row.id !== member.key) throw new Error(`expected id ${member.key}, got ${saved?.row.id}`);
    }
    for (const member of family)
      if (member.spouse_id != null) await repo.save(member.key, values(member, true));
  });
  await handle.close();
}

/** The same, through the admin API one request at a time, to measure what that costs. */
async function fillOverHttp(baseURL: string, family: Generated[]) {
  const login = await fetch(`${baseURL}/api/admin/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const ids = new Map<number, number>([[1, 1]]);
  const body = (m: Generated, withSpouse: boolean) => {
    const { key: _key, ...rest } = m;
    const map = (key: number | null) => (key === null ? null : ids.get(key)!);
    return JSON.stringify({
      ...rest,
      parent: map(m.parent),
      mother_id: map(m.mother_id),
      spouse_id: withSpouse ? map(m.spouse_id ?? null) : null,
    });
  };
  for (const member of family.slice(1)) {
    const response = await fetch(`${baseURL}/api/family-members/create.php`, {
      method: 'POST',
      headers,
      body: body(member, false),
    });
    if (response.status !== 201)
      throw new Error(`create failed: ${response.status} ${await response.text()}`);
    ids.set(member.key, ((await response.json()) as { data: { id: number } }).data.id);
  }
  for (const member of family) {
    if (member.spouse_id === null) continue;
    const response = await fetch(`${baseURL}/api/family-members/update.php?id=${ids.get(member.key)}`, {
      method: 'PUT',
      headers,
      body: body(member, true),
    });
    if (!response.ok) throw new Error(`update failed: ${response.status} ${await response.text()}`);
  }
}

// ---------------------------------------------------------------- render timing
async function timeTree(browser: Browser, url: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const response = await page.goto(url, { waitUntil: 'load' });
  const html = (await response?.body())?.length ?? 0;
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
  const loaded = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const ready = performance.now();
    return {
      painted: paint?.startTime ?? 0,
      ready,
      cards: document.querySelectorAll('[data-member-id]').length,
    };
  });
  // A branch the page opened closed: the time from the click to the frame that shows its children,
  // their request to the server included when the first screen did not bring them (decision 033).
  const expand = await page.evaluate(async () => {
    const toggle = [
      ...document.querySelectorAll<HTMLButtonElement>('[data-member-id] button[aria-expanded="false"]'),
    ].find((button) => button.offsetParent !== null);
    if (!toggle) return null;
    const card = toggle.closest<HTMLElement>('[data-member-id]')!;
    const before = document.querySelectorAll('[data-member-id]').length;
    const started = performance.now();
    toggle.click();
    const deadline = started + 10_000;
    while (card.isConnected && card.dataset.childrenLoaded === 'false' && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const drawnAt = performance.now();
    // When the children came from the server: the time from their answer to the frame, the
    // budget's measure (the request itself is the network's and the server's, bench:scale's).
    const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/branch.php') && entry.startTime >= started)
      .pop();
    return {
      ms: drawnAt - started,
      afterDataMs: answer ? drawnAt - answer.responseEnd : null,
      added: document.querySelectorAll('[data-member-id]').length - before,
    };
  });
  await page.close();
  return { ...loaded, html, expand };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/web is missing: run `npm run build` first');
  const { entry, home } = entrySize();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  const sizeLine = (label: string, row: { raw: number; gzip: number; brotli: number }) =>
    `  ${label.padEnd(44)} ${kb(row.raw)}  ${kb(row.gzip)} gzip  ${kb(row.brotli)} br`;
  console.log(
    '\nPublic entry JavaScript (boot script + the app it loads after the first paint, with its static imports)',
  );
  for (const row of entry.rows) console.log(sizeLine(row.file, row));
  const entryKb = entry.gzip / 1024;
  console.log(
    `${sizeLine('total', entry)}  (budget ${ENTRY_BUDGET_KB} KB gzip: ${entryKb <= ENTRY_BUDGET_KB ? 'ok' : 'OVER'})`,
  );
  console.log(sizeLine("+ the home page's own chunks", home));
  const homeKb = (entry.gzip + home.gzip) / 1024;
  console.log(
    `  ${'home page before idle (entry + its chunks)'.padEnd(44)} ${kb(entry.gzip + home.gzip)} gzip  (budget ${HOME_BUDGET_KB} KB gzip: ${homeKb <= HOME_BUDGET_KB ? 'ok' : 'OVER'})`,
  );

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const table: string[][] = [];
  try {
    for (const size of SIZES) {
      const family = generateFamily(size);
      const cousinWives = family.filter((m) => m.spouse_id !== null && m.parent !== null).length;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-bench-'));
      let fill: string;
      let server;
      if (size <= 100) {
        // Only the founder through the repository (so the demo family is not seeded), the rest over HTTP.
        await fillDatabase(dataDir, family.slice(0, 1));
        server = await startServer({ DATA_DIR: dataDir });
        const started = performance.now();
        await fillOverHttp(server.baseURL, family);
        const ms = performance.now() - started;
        fill = `HTTP ${(ms / 1000).toFixed(1)} s (${(ms / size).toFixed(1)} ms/member, ~${(((ms / size) * 5000) / 1000).toFixed(0)} s for 5,000)`;
      } else {
        const started = performance.now();
        await fillDatabase(dataDir, family);
        fill = `repository ${((performance.now() - started) / 1000).toFixed(1)} s`;
        server = await startServer({ DATA_DIR: dataDir });
      }
      try {
        const count = ((await (await fetch(`${server.baseURL}/api/family-members/`)).json()) as unknown[])
          .length;
        for (const width of [1280, 375]) {
          const runs = [];
          for (let run = 0; run < RUNS; run++)
            runs.push(await timeTree(browser, `${server.baseURL}/family-tree`, width));
          const painted = median(runs.map((r) => r.painted));
          const ready = median(runs.map((r) => r.ready));
          const expands = runs.flatMap((r) => (r.expand ? [r.expand] : []));
          const expand = expands.length ? median(expands.map((e) => e.ms)) : null;
          const afterData = expands.flatMap((e) => (e.afterDataMs === null ? [] : [e.afterDataMs]));
          // The budget counts from the children's data: from their answer when they were asked for.
          const judged = afterData.length ? median(afterData) : expand;
          table.push([
            String(count),
            String(cousinWives),
            width === 1280 ? 'desktop 1280' : 'mobile 375',
            `${(runs[0]!.html / 1024).toFixed(0)} KB`,
            String(runs[0]!.cards),
            `${painted.toFixed(0)} ms`,
            `${ready.toFixed(0)} ms`,
            expand === null
              ? 'nothing closed'
              : `${afterData.length ? `${judged!.toFixed(0)} ms after the answer, click → drawn ` : ''}${expand.toFixed(0)} ms (+${expands[0]!.added})${judged! <= EXPAND_BUDGET_MS ? '' : ' (OVER)'}`,
            fill,
          ]);
        }
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }

  const head = [
    'members',
    'cousin wives',
    'viewport',
    'page HTML',
    'cards in the page',
    'first paint',
    'interactive',
    'expand a branch',
    'data inserted by',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(
    `\nFamily tree in Chromium, server-rendered (median of ${RUNS}; budget ${EXPAND_BUDGET_MS} ms from the branch's data (its answer, or the click when the page had it) to the frame showing it)`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of table) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
