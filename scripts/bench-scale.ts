/**
 * How the site holds up as the family grows (run `npm run build` first):
 *   npm run bench:scale
 *   npm run bench:scale -- --sizes 2000 --duration 10
 * For each size (default 5,000, 20,000 and 50,000 members), a generated family (src/server/test/sample-gedcom.ts:
 * three founders, 10+ generations, up to four wives, cousin marriages, daughters who marry out, Arabic
 * names, a third of them living so the privacy rules apply; the same size gives the same family) is
 * imported through the admin API into the real built server on a fresh data directory
 * (SEED_DEMO=false), then this prints:
 * 1. the import's time (the preview, then the import itself, as the import screen does them);
 * 2. /family-tree's bytes, plain and brotli (as the server sends them);
 * 3. /family-tree's time to first byte from the response cache, and right after an admin edit (a
 *    real PUT update.php with the version the admin form sends): after an ordinary edit (a new
 *    role text: the old page may be served while one render makes the new one, decision 032) and
 *    after a hard one (the role emptied: nobody gets the old page); then how long until the tree
 *    and the other pages the edit concerns stop answering stale;
 * 4. /api/health's latency, asked every ~10 ms during the edits and until those pages are fresh;
 * 5. search.php and member pages, p50/p95, over queries and ids each asked once and never before
 *    on that server (so none comes from the response cache; each answer's X-Cache is shown);
 * 6. expanding a branch in Chromium, from the branch's answer to its children drawn, when the build
 *    has the branch endpoint (GET /api/family-members/branch.php?id=&depth=); else n/a;
 * 7. autocannon over public pages, without writes and with an admin edit every second: requests/s,
 *    p99 (of the answered requests: autocannon leaves out timeouts and those unanswered at the end),
 *    errors and timeouts, the answers' X-Cache (hit, stale, shared, miss), /api/health meanwhile;
 * 8. the server's memory (VmRSS, divided into anonymous memory and mapped files, and its peak
 *    VmHWM) after the runs; decision 051 says where it goes.
 * 9. a relative signed in (decision 049): the member pages, the member list and the tree's first
 *    screen read with his session (computed for him on every request), with the whole family in
 *    reach and then within 4 steps, and the memory after them.
 * 10. «الأفراد المكررون» (decision 057): the likely duplicates found over the whole family (the
 *    first GET duplicates.php after the import, and again from what it kept), and five merges of
 *    the best pairs the link rules allow (POST merge.php), each undone, which puts the family back.
 * Then the targets for the largest size, each ✓ or ✗. A benchmark, not a test: the exit code is 0
 * whatever the numbers (and whatever failed to measure, which is printed as such).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer } from '../e2e/server';
import { api, withId } from '../src/shared/api-paths';
import type { MemberListResponse, MemberListRow } from '../src/shared/schemas/member-list';
import type { DuplicatesResponse } from '../src/shared/schemas/member-merge';
import { cpuSeconds, listeningPid, memoryOf } from './lib/process-stats';
import { sampleGedcom, sampleNames, type SampleFamily } from '../src/server/test/sample-gedcom';

const CHROMIUM = '/usr/bin/chromium';
/**
 * The server as docs/deploy.md runs it: NODE_ENV=production (which needs PUBLIC_URL), so the page
 * renderer uses React's production build rather than its slower development one; no demo content.
 */
const SERVER_ENV = { SEED_DEMO: 'false', NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' };
/** The tree page's branches: `depth` levels below `id`. */
const BRANCH_PATH = api.familyMembers.branch;
const BROWSER = 'br, gzip';

// The targets, for the largest family measured (50,000 by default).
const TARGET = {
  treeBrotliKb: 150,
  ttfbAfterEditMs: 300,
  healthMs: 50,
  searchP95Ms: 100,
  memberP95Ms: 150,
  expandMs: 100,
  rssMb: 600,
  writeRatio: 0.5,
  p99Ms: 500,
  duplicatesMs: 2000,
  mergeMs: 200,
};

// Bounded loops: how many requests each measurement makes.
const CACHED_RUNS = 20;
/** Per kind of edit: ordinary and hard edits take turns. */
const EDIT_ROUNDS = 4;
const DISTINCT_QUERIES = 40;
const DISTINCT_MEMBERS = 40;
const EXPAND_CLICKS = 3;
const HEALTH_EVERY_MS = 10;
/** A health sampler stops after this many samples whatever happens. */
const HEALTH_MAX_SAMPLES = 20_000;

// ---------------------------------------------------------------- options
const USAGE =
  'usage: npm run bench:scale -- [--sizes 5000,20000,50000] [--duration 60] [--connections 20] [--cpu-prof DIR]';

function readOptions() {
  const positive = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1)
      throw new Error(`--${name}: ${value} is not a positive integer`);
    return number;
  };
  try {
    const { values } = parseArgs({
      options: {
        sizes: { type: 'string', default: '5000,20000,50000' },
        duration: { type: 'string', default: '60' },
        connections: { type: 'string', default: '20' },
        'cpu-prof': { type: 'string' },
      },
    });
    const sizes = values.sizes.split(',').map((size) => positive('sizes', size.trim()));
    // The import refuses more than 50,000 people (src/server/import/import-limits.ts).
    if (sizes.some((size) => size > 50_000))
      throw new Error('--sizes: at most 50000 (the import refuses more)');
    return {
      sizes,
      durationSeconds: positive('duration', values.duration),
      connections: positive('connections', values.connections),
      /** Where each server writes its CPU profile (node --cpu-prof), to see where the time goes. */
      cpuProfileDir: values['cpu-prof'] === undefined ? undefined : path.resolve(values['cpu-prof']),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}

const OPTIONS = readOptions();

// ---------------------------------------------------------------- helpers
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const max = (values: number[]) => (values.length === 0 ? Number.NaN : Math.max(...values));
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

// ---------------------------------------------------------------- the family
/** Nothing in the families is dated after this year, so the same size always gives the same bytes. */
const PRESENT = 2024;
/** The share of living members the family stops at: enough for privacy to matter, not most of it. */
const MOST_LIVING = 0.4;

/**
 * The family of `people` members: the latest founders' birth year (in steps of ten) at which the
 * family, recorded up to the present, reaches the size with at most 40 % living. Three founders
 * and up to three children per marriage give 10+ generations from 5,000 members on.
 */
function scaleFamily(people: number): SampleFamily & { firstBorn: number; seed: number } {
  for (let seed = people; seed < people + 5; seed += 1)
    for (let firstBorn = 1800; firstBorn >= 1400; firstBorn -= 10) {
      const family = sampleGedcom({
        people,
        seed,
        founders: 3,
        maxWives: 4,
        maxChildren: 3,
        firstBorn,
        present: PRESENT,
        endAtPresent: true,
      });
      if (family.people === people && family.living <= MOST_LIVING * people)
        return { ...family, firstBorn, seed };
    }
  throw new Error(`no generated family reaches ${people} members`);
}

// ---------------------------------------------------------------- HTTP
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

interface Answer {
  status: number;
  /** From sending the request to the response's headers. */
  ttfbMs: number;
  /** To the last byte. */
  totalMs: number;
  bytes: number;
  encoding: string;
  cache: string;
  body: Buffer;
}

/** One GET with exactly these headers, the body as sent (fetch would decompress it), timed. */
function get(url: string, headers: Record<string, string> = { 'Accept-Encoding': BROWSER }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent }, (response) => {
      const ttfbMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          ttfbMs,
          totalMs: performance.now() - started,
          bytes: body.length,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          cache: String(response.headers['x-cache'] ?? '—'),
          body,
        });
      });
      response.on('error', reject);
    });
    request.setTimeout(120_000, () => request.destroy(new Error(`${url}: no answer in 120 s`)));
    request.on('error', reject);
  });
}

/** An edit that adds or changes what the public sees, or one that takes something away. */
type EditKind = 'ordinary' | 'hard';

/** The signed-in administrator: JSON calls with the bearer token, as the admin screens make them. */
class AdminSession {
  private edits = 0;
  constructor(
    private readonly baseURL: string,
    private readonly token: string,
  ) {}

  static async signIn(baseURL: string): Promise<AdminSession> {
    const response = await fetch(`${baseURL}${api.admin.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string };
    if (!body.token) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
    return new AdminSession(baseURL, body.token);
  }

  async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${this.baseURL}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${this.token}`, Accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(300_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  /** The import screen's two steps: the preview (dry run), then the import; each one's time. */
  async importGedcom(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
    const send = async (dryRun: boolean) => {
      const form = new FormData();
      form.set('file', new Blob([bytes]), fileName);
      const started = performance.now();
      const path = api.admin.import.gedcom + (dryRun ? '?dry_run=1' : '');
      const answer = await this.call<{ summary: { members: number; marriages: number } }>(path, {
        method: 'POST',
        body: form,
      });
      return { ms: performance.now() - started, ...answer.summary };
    };
    const preview = await send(true);
    const imported = await send(false);
    return { preview, imported };
  }

  /** Members spread over the whole list: `pages` pages of 100, evenly apart. */
  async members(pages: number): Promise<{ rows: MemberListRow[]; total: number }> {
    const list = (page: number) =>
      this.call<MemberListResponse>(`${api.admin.familyMembers.list}?page=${page}&per_page=100`);
    const first = await list(1);
    const last = Math.max(1, Math.ceil(first.total / 100));
    const rows = new Map(first.data.map((row) => [row.id, row]));
    for (let index = 1; index < pages; index += 1) {
      const page = 1 + Math.round((index * (last - 1)) / Math.max(1, pages - 1));
      if (page > 1) for (const row of (await list(page)).data) rows.set(row.id, row);
    }
    return { rows: [...rows.values()], total: first.total };
  }

  /**
   * What the admin form does to save a member: reads it through list.php?ids= (with its version),
   * sends the whole form back with the role changed, PUT update.php?id=. An `ordinary` edit gives
   * the role a new text; a `hard` one empties it, which takes something from the public (decision
   * 032: the pages that showed it are forgotten rather than served stale). The PUT's time, and the
   * member as it was read.
   */
  async editMember(id: number, kind: EditKind = 'ordinary'): Promise<{ ms: number; row: MemberListRow }> {
    const { data } = await this.call<MemberListResponse>(`${api.admin.familyMembers.list}?ids=${id}`);
    const row: MemberListRow | undefined = data[0];
    if (!row) throw new Error(`member ${id} not found`);
    this.edits += 1;
    const body = {
      name: row.name,
      generation: row.generation,
      parent: row.parent,
      mother_id: row.mother_id,
      spouses: row.spouses.map((spouse) => ({ id: spouse.id, ended: spouse.ended })),
      gender: row.gender ?? '',
      surname: row.surname,
      birth: row.birth,
      death: row.death,
      role: kind === 'hard' ? '' : `تاجر لؤلؤ (${this.edits})`,
      image: row.image,
      bio: row.bio,
      highlights: row.highlights,
      visibility: row.visibility,
      version: row.version,
    };
    const started = performance.now();
    await this.call(withId(api.familyMembers.update, id), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ms: performance.now() - started, row };
  }
}

// ---------------------------------------------------------------- the server process
// ---------------------------------------------------------------- /api/health while pages render
type Phase = 'idle' | 'edit' | 're-render';

/**
 * Asks /api/health again ~10 ms after each answer, one request at a time: an event loop blocked
 * for 300 ms shows as a sample of about 300 ms. Each sample keeps the phase it started in.
 */
class HealthSampler {
  private readonly samples: { ms: number; phase: Phase }[] = [];
  private phase: Phase = 'idle';
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(private readonly url: string) {}

  start(): void {
    this.running = this.loop();
  }

  mark(phase: Phase): void {
    this.phase = phase;
  }

  private async loop() {
    while (!this.stopped && this.samples.length < HEALTH_MAX_SAMPLES) {
      const phase = this.phase;
      const answer = await get(this.url, {});
      this.samples.push({ ms: answer.totalMs, phase });
      await sleep(Math.max(0, HEALTH_EVERY_MS - answer.totalMs));
    }
  }

  async stop() {
    this.stopped = true;
    await this.running;
    const of = (phase: Phase) => this.samples.filter((s) => s.phase === phase).map((s) => s.ms);
    return { idle: of('idle'), edit: of('edit'), rerender: of('re-render') };
  }
}

// ---------------------------------------------------------------- measurements
/** Distinct searches a visitor might type: given names, «X بن Y», family names, first letters. */
function searchQueries(count: number): string[] {
  const { male, female, surnames } = sampleNames;
  const queries = new Set<string>();
  for (let i = 0; queries.size < count && i < count * 10; i += 1) {
    const a = male[i % male.length]!;
    const b = male[(i * 7 + 3) % male.length]!;
    const kinds = [
      a,
      `${a} بن ${b}`,
      female[i % female.length]!,
      surnames[i % surnames.length]!,
      b.slice(0, 3),
    ];
    queries.add(kinds[i % kinds.length]!);
  }
  return [...queries];
}

const memberPath = (id: number) => `/family-tree/member/${id}`;

/** `/family-tree` as sent plain and with brotli, and its time to first byte from the cache. */
async function treeFromCache(base: string) {
  const first = await get(`${base}/family-tree`);
  const plain = await get(`${base}/family-tree`, { 'Accept-Encoding': 'identity' });
  const brotli = await get(`${base}/family-tree`, { 'Accept-Encoding': 'br' });
  const ttfb: number[] = [];
  const caches = new Set<string>();
  for (let run = 0; run < CACHED_RUNS; run += 1) {
    const answer = await get(`${base}/family-tree`);
    ttfb.push(answer.ttfbMs);
    caches.add(answer.cache);
  }
  if (plain.status !== 200) throw new Error(`/family-tree answered ${plain.status}`);
  return {
    firstRenderMs: first.ttfbMs,
    firstCache: first.cache,
    rawBytes: plain.bytes,
    brotliBytes: brotli.encoding === 'br' ? brotli.bytes : Number.NaN,
    ttfb,
    caches: [...caches].join('/'),
  };
}

/** How many answers said each X-Cache (hit, stale, shared, miss, or — for none). */
type CacheTally = Map<string, number>;
const tally = (counts: CacheTally, cache: string) => counts.set(cache, (counts.get(cache) ?? 0) + 1);
const formatTally = (counts: CacheTally) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([cache, n]) => `${n}× ${cache}`)
    .join(', ');

/** The members the measurements use, apart so that no page is asked twice by two of them. */
interface MemberPlan {
  /** A member the public sees whole, with a father and children: his card is on the tree. */
  target: MemberListRow;
  /** Pages asked after each edit besides the tree. */
  editPages: string[];
  /** Members whose pages are asked once each. */
  readIds: number[];
  /** Members whose pages the load runs ask. */
  loadIds: number[];
}

interface EditRounds {
  putMs: number[];
  ttfb: number[];
  caches: CacheTally;
  /** From the PUT's answer to the first /family-tree that is not stale. */
  treeFreshMs: number[];
  /** To the last of the pages asked that is not stale. */
  allFreshMs: number[];
}

/**
 * Asks the pages again every ~20 ms (60 s at most) until each has answered something other than
 * stale (decision 032: an ordinary edit serves the old page while one render makes the new one).
 */
async function untilFresh(urls: string[], started: number, known: Map<string, number>) {
  const freshAt = new Map(known);
  const deadline = performance.now() + 60_000;
  while (freshAt.size < urls.length && performance.now() < deadline) {
    const waiting = urls.filter((url) => !freshAt.has(url));
    const answers = await Promise.all(waiting.map((url) => get(url)));
    answers.forEach((answer, index) => {
      if (answer.cache !== 'stale') freshAt.set(waiting[index]!, performance.now() - started);
    });
    if (freshAt.size < urls.length) await sleep(20);
  }
  const all = freshAt.size === urls.length ? max([...freshAt.values()]) : Number.NaN;
  return { tree: freshAt.get(urls[0]!) ?? Number.NaN, all };
}

/**
 * Rounds of: an admin edit (ordinary and hard in turn), /family-tree alone (its time to first byte
 * right after), then the other pages the edit concerns (the member's, his father's, the home page,
 * news, history, a search, two other members) until none is stale; /api/health sampled throughout.
 */
async function afterEdits(base: string, admin: AdminSession, plan: MemberPlan) {
  const health = new HealthSampler(`${base}${api.health}`);
  const empty = (): EditRounds => ({
    putMs: [],
    ttfb: [],
    caches: new Map(),
    treeFreshMs: [],
    allFreshMs: [],
  });
  const rounds: Record<EditKind, EditRounds> = { ordinary: empty(), hard: empty() };
  const { male, female } = sampleNames;
  health.start();
  await sleep(200);
  for (let round = 0; round < EDIT_ROUNDS * 2; round += 1) {
    const kind: EditKind = round % 2 === 0 ? 'ordinary' : 'hard';
    const result = rounds[kind];
    health.mark('edit');
    result.putMs.push((await admin.editMember(plan.target.id, kind)).ms);
    health.mark('re-render');
    const started = performance.now();
    const tree = await get(`${base}/family-tree`);
    result.ttfb.push(tree.ttfbMs);
    tally(result.caches, tree.cache);
    const query = encodeURIComponent(`${female[round % female.length]} بنت ${male[round % male.length]}`);
    const others = [
      ...plan.editPages.slice(0, 5),
      ...plan.editPages.slice(5 + round * 2, 7 + round * 2),
      `${api.familyMembers.search}?q=${query}`,
    ].map((path) => `${base}${path}`);
    const known = new Map(tree.cache === 'stale' ? [] : [[`${base}/family-tree`, tree.ttfbMs]]);
    const fresh = await untilFresh([`${base}/family-tree`, ...others], started, known);
    result.treeFreshMs.push(fresh.tree);
    result.allFreshMs.push(fresh.all);
    health.mark('idle');
    await sleep(300);
  }
  return { ...rounds, samples: await health.stop() };
}

/** Each path asked once, none asked before on this server: the answer is computed for the request. */
async function distinctReads(base: string, paths: string[], cookie?: string) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const caches: CacheTally = new Map();
  const slowest: { path: string; ms: number }[] = [];
  for (const path of paths) {
    const answer = await get(
      `${base}${path}`,
      cookie ? { 'Accept-Encoding': BROWSER, Cookie: cookie } : undefined,
    );
    times.push(answer.totalMs);
    slowest.push({ path, ms: answer.totalMs });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    tally(caches, answer.cache);
  }
  const statusText = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  slowest.sort((a, b) => b.ms - a.ms);
  const slowestText = slowest
    .slice(0, 3)
    .map((read) => `${read.path} ${ms(read.ms)}`)
    .join(', ');
  return { times, caches: formatTally(caches), statuses: statusText, slowest: slowestText };
}

// ---------------------------------------------------------------- branch expand in Chromium
interface ExpandRun {
  kind: 'drawn' | 'no-button' | 'no-children';
  clickToDrawnMs?: number;
  /** From the branch answer's last byte to the frame that shows its children; null: no request. */
  afterDataMs?: number | null;
  added?: number;
}

/**
 * In the page, as a string: a function compiled by tsx may carry helpers (`__name`) the page lacks.
 * Clicks the first visible collapsed card's button, waits for a new [data-card], then for the frame
 * after it, and reads the branch request's responseEnd from Resource Timing.
 */
const EXPAND_IN_PAGE = `async ({ branchPath, timeoutMs }) => {
  const toggle = [...document.querySelectorAll('[data-card] button[aria-expanded="false"]')]
    .find((button) => button.offsetParent !== null);
  if (!toggle) return { kind: 'no-button' };
  toggle.scrollIntoView({ block: 'center' });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const before = document.querySelectorAll('[data-card]').length;
  const clickedAt = performance.now();
  toggle.click();
  const appeared = await new Promise((resolve) => {
    const timer = setTimeout(() => { observer.disconnect(); resolve(false); }, timeoutMs);
    const observer = new MutationObserver((records) => {
      const card = records.some((record) => [...record.addedNodes].some((node) =>
        node.nodeType === 1 && (node.matches('[data-card]') || node.querySelector('[data-card]') !== null)));
      if (card) { observer.disconnect(); clearTimeout(timer); resolve(true); }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  if (!appeared) return { kind: 'no-children' };
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const drawnAt = performance.now();
  const entry = performance.getEntriesByType('resource')
    .filter((e) => e.name.includes(branchPath) && e.startTime >= clickedAt).pop();
  return {
    kind: 'drawn',
    clickToDrawnMs: drawnAt - clickedAt,
    afterDataMs: entry ? drawnAt - entry.responseEnd : null,
    added: document.querySelectorAll('[data-card]').length - before,
  };
}`;

type ExpandResult = { note: string; afterDataMs: number[] };

/** Branch expand as the tree page's branch contract has it; n/a when this build has no branch API. */
async function branchExpand(base: string, probeId: number): Promise<ExpandResult> {
  const probe = await get(`${base}${BRANCH_PATH}?id=${probeId}&depth=1`);
  if (probe.status === 404) return { note: 'n/a (no branch API on this build)', afterDataMs: [] };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    await page.goto(`${base}/family-tree`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 120_000 });
    const runs: ExpandRun[] = [];
    for (let click = 0; click < EXPAND_CLICKS; click += 1) {
      const run = (await page.evaluate(
        `(${EXPAND_IN_PAGE})(${JSON.stringify({ branchPath: BRANCH_PATH, timeoutMs: 10_000 })})`,
      )) as ExpandRun;
      runs.push(run);
      if (run.kind !== 'drawn') break;
    }
    const drawn = runs.filter((run) => run.kind === 'drawn');
    const afterData = drawn.flatMap((run) => (typeof run.afterDataMs === 'number' ? [run.afterDataMs] : []));
    if (drawn.length === 0)
      return {
        note:
          runs[0]?.kind === 'no-button' ? 'n/a (no collapsed card on the page)' : 'children never appeared',
        afterDataMs: [],
      };
    const clicks = drawn.map((run) => ms(run.clickToDrawnMs!)).join(', ');
    const added = drawn.map((run) => `+${run.added}`).join(', ');
    if (afterData.length === 0)
      return {
        note: `no branch request: children were in the page (click → drawn ${clicks}; ${added} cards)`,
        afterDataMs: [],
      };
    return {
      note: `${afterData.map(ms).join(', ')} after the answer (click → drawn ${clicks}; ${added} cards)`,
      afterDataMs: afterData,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- load
interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  meanMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  serverCpu: number;
  clientCpu: number;
  edits: number[];
  failedEdits: number;
  /** The answers by X-Cache: hit, stale, shared (waited for another's render), miss (rendered). */
  caches: CacheTally;
  answered: number;
  /** /api/health asked every ~10 ms during the run. */
  healthMs: number[];
  /** Requests sent and still unanswered when the run ended (their latency is in no percentile). */
  unanswered: number;
}

/** Member pages in the load mix: each connection walks through them. */
const LOAD_MEMBERS = 100;

/**
 * autocannon over public pages for `durationSeconds`: /, /family-tree, /news, /history and member
 * pages (a third of the requests, over 100 different members), every page asked once before so the
 * run starts from a full cache; with `edit`, an admin edit every second meanwhile (the next one
 * waits for the last to answer). Answers are counted by their X-Cache: hit, or rendered (miss).
 */
async function loadRun(
  base: string,
  memberIds: number[],
  serverPid: number | undefined,
  edit?: () => Promise<number>,
): Promise<LoadResult> {
  const members = memberIds.map(memberPath);
  const pages = ['/', '/family-tree', '/news', '/history'];
  for (const path of [...pages, ...members]) await get(`${base}${path}`);
  const caches: CacheTally = new Map();
  let answered = 0;
  const onResponse = (
    _status: number,
    _body: string,
    _context: object,
    headers?: Record<string, unknown>,
  ) => {
    answered += 1;
    tally(caches, String(headers?.['x-cache'] ?? headers?.['X-Cache'] ?? '—'));
  };
  let next = 0;
  const member: autocannon.Request = {
    setupRequest: (request) => ({ ...request, path: members[next++ % members.length] }),
    onResponse,
  };
  const requests: autocannon.Request[] = [...pages.map((path) => ({ path, onResponse })), member, member];
  let stop = false;
  const edits: number[] = [];
  let failedEdits = 0;
  const writer = (async () => {
    while (edit && !stop) {
      const started = performance.now();
      try {
        edits.push(await edit());
      } catch {
        failedEdits += 1;
      }
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  })();
  const health = new HealthSampler(`${base}${api.health}`);
  health.start();
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: base,
    headers: { 'accept-encoding': BROWSER, accept: 'text/html' },
    connections: OPTIONS.connections,
    duration: OPTIONS.durationSeconds,
    requests,
  });
  const wall = (performance.now() - started) / 1000;
  stop = true;
  const client = process.cpuUsage(clientBefore);
  const [healthSamples] = await Promise.all([health.stop(), writer]);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverCpu: (cpuSeconds(serverPid) - serverBefore) / wall,
    clientCpu: (client.user + client.system) / 1e6 / wall,
    edits,
    failedEdits,
    caches,
    answered,
    healthMs: healthSamples.idle,
    unanswered: Math.max(0, result.requests.sent - answered - result.errors),
  };
}

// ---------------------------------------------------------------- one size
interface SizeResult {
  size: number;
  treeBrotliBytes: number;
  ttfbAfterOrdinaryEditMs: number;
  ttfbAfterHardEditMs: number;
  healthMaxMs: number;
  searchP95Ms: number;
  memberP95Ms: number;
  expand: ExpandResult;
  rssMb: number;
  calm?: LoadResult;
  writes?: LoadResult;
  duplicatesMs: number;
  mergeMs: number;
}

const failures: string[] = [];
/** A measurement that fails is printed and counted, and the bench goes on. */
async function attempt<T>(label: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${label}: ${message}`);
    console.log(`  ${label}: failed: ${message.split('\n')[0]}`);
    return undefined;
  }
}

const line = (label: string, value: string) => console.log(`  ${label.padEnd(46)} ${value}`);
const p50p95 = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;

function printFamily(family: ReturnType<typeof scaleFamily>) {
  console.log(
    `\n=== ${family.people.toLocaleString('en')} members: ${family.generations} generations, ` +
      `${family.families.toLocaleString('en')} marriages, ${family.fourWives} men with four wives, ` +
      `${family.cousinMarriages} cousin marriages, ${family.living.toLocaleString('en')} living ` +
      `(founders born ~${family.firstBorn}, last birth ${family.lastBirth}, seed ${family.seed}), ` +
      `GEDCOM ${(family.bytes.length / 1024 / 1024).toFixed(1)} MB`,
  );
}

async function importAndRead(admin: AdminSession, family: ReturnType<typeof scaleFamily>) {
  const imported = await admin.importGedcom(family.bytes, `scale-${family.people}.ged`);
  line('import preview (dry run)', `${(imported.preview.ms / 1000).toFixed(1)} s`);
  line(
    'import',
    `${(imported.imported.ms / 1000).toFixed(1)} s (${imported.imported.members} members, ${imported.imported.marriages} marriages)`,
  );
  return planMembers((await admin.members(10)).rows);
}

/** From up to 1,000 members spread over the list (every generation and branch, living ones too). */
function planMembers(rows: MemberListRow[]): MemberPlan {
  const target = rows.find(
    (row) => row.public_visibility === 'public' && row.children > 0 && row.parent !== null,
  );
  if (!target) throw new Error('no member the public sees whole, with a father and children');
  const pool = rows.filter((row) => row.id !== target.id && row.id !== target.parent).map((row) => row.id);
  const every = (offset: number, count: number) =>
    pool.filter((_, index) => index % 3 === offset).slice(0, count);
  return {
    target,
    editPages: [
      memberPath(target.id),
      memberPath(target.parent!),
      '/',
      '/news',
      '/history',
      ...every(2, EDIT_ROUNDS * 4).map(memberPath),
    ],
    readIds: every(0, DISTINCT_MEMBERS),
    loadIds: every(1, LOAD_MEMBERS),
  };
}

async function measureTree(base: string) {
  const tree = await treeFromCache(base);
  line(
    '/family-tree first render after the import',
    `${ms(tree.firstRenderMs)} (X-Cache ${tree.firstCache})`,
  );
  line('/family-tree bytes', `${kb(tree.rawBytes)} raw, ${kb(tree.brotliBytes)} brotli`);
  line(
    `/family-tree TTFB cached (${CACHED_RUNS} runs, X-Cache ${tree.caches})`,
    `${p50p95(tree.ttfb)}, max ${ms(max(tree.ttfb))}`,
  );
  return tree;
}

/**
 * The likely duplicates of the whole family, as a keeper first opens «الأفراد المكررون» after an
 * import, then five merges, each undone: the best pairs are tried in turn while the link rules
 * refuse them (a pair of cousins' records may not be mergeable), and each undo leaves the family as
 * it was for the measurements after this one.
 */
async function measureDuplicates(admin: AdminSession) {
  let started = performance.now();
  const found = await admin.call<DuplicatesResponse>(api.admin.familyMembers.duplicates);
  const duplicatesMs = performance.now() - started;
  started = performance.now();
  await admin.call<DuplicatesResponse>(`${api.admin.familyMembers.duplicates}?page=2`);
  const keptMs = performance.now() - started;
  line('likely duplicates: first GET duplicates.php', `${ms(duplicatesMs)}, ${found.total} pairs`);
  line('  the next page (found once per state of the family)', ms(keptMs));
  const post = (path: string, body?: unknown) =>
    admin.call<{ data: { merge_id: number } }>(path, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  // Five merges, each undone before the next, as the edits above are measured: p50, with the
  // first (the merge code's first run in this server) and the slowest shown beside it.
  const merges: number[] = [];
  const undos: number[] = [];
  const moved: string[] = [];
  for (const pair of found.data.slice(0, 20)) {
    if (merges.length === 5) break;
    started = performance.now();
    const merged = await post(api.admin.familyMembers.merge, {
      survivor_id: pair.first.id,
      absorbed_id: pair.second.id,
    }).catch(() => undefined);
    if (!merged) continue;
    merges.push(performance.now() - started);
    started = performance.now();
    await post(withId(api.admin.familyMembers.undoMerge, merged.data.merge_id));
    undos.push(performance.now() - started);
    moved.push(`${pair.second.children}/${pair.second.spouses}`);
  }
  if (merges.length === 0) {
    line('a merge', 'none of the best twenty pairs could be merged');
    return { duplicatesMs, mergeMs: Number.NaN };
  }
  const mergeMs = percentile(merges, 50);
  line(
    `merges: POST merge.php ×${merges.length}`,
    `p50 ${ms(mergeMs)}, first ${ms(merges[0]!)}, max ${ms(Math.max(...merges))} (undos p50 ${ms(percentile(undos, 50))}; children/marriages moved ${moved.join(', ')})`,
  );
  return { duplicatesMs, mergeMs };
}

async function measureEdits(base: string, admin: AdminSession, plan: MemberPlan) {
  const edits = await afterEdits(base, admin, plan);
  const who = `member ${plan.target.id}`;
  for (const [kind, label] of [
    ['ordinary', 'ordinary edit (a new role text)'],
    ['hard', 'hard edit (the role emptied)'],
  ] as const) {
    const rounds = edits[kind];
    line(
      `${label}: PUT update.php ×${rounds.putMs.length}, ${who}`,
      `${p50p95(rounds.putMs)}, max ${ms(max(rounds.putMs))}`,
    );
    line(
      `  /family-tree TTFB right after (${formatTally(rounds.caches)})`,
      `${p50p95(rounds.ttfb)}, max ${ms(max(rounds.ttfb))}`,
    );
    line(
      '  /family-tree fresh again after',
      `${p50p95(rounds.treeFreshMs)}, max ${ms(max(rounds.treeFreshMs))}`,
    );
    line(
      '  every page it concerned fresh again after',
      `${p50p95(rounds.allFreshMs)}, max ${ms(max(rounds.allFreshMs))}`,
    );
  }
  console.log(
    '  (fresh: the first answer not X-Cache stale, from the PUT answer on; pages asked: the tree, the member,\n' +
      '   his father, /, /news, /history, two other members and a search)',
  );
  const { idle, edit, rerender } = edits.samples;
  const healthOf = (values: number[]) =>
    `max ${ms(max(values))}, p95 ${ms(percentile(values, 95))} (${values.length} samples)`;
  line('/api/health while idle', healthOf(idle));
  line('/api/health during the edit requests', healthOf(edit));
  line('/api/health until the pages are fresh again', healthOf(rerender));
  return {
    ttfbAfterOrdinaryEditMs: percentile(edits.ordinary.ttfb, 50),
    ttfbAfterHardEditMs: percentile(edits.hard.ttfb, 50),
    healthMaxMs: max([...edit, ...rerender]),
  };
}

async function measureReads(base: string, plan: MemberPlan) {
  const queries = searchQueries(DISTINCT_QUERIES);
  const search = await distinctReads(
    base,
    queries.map((q) => `${api.familyMembers.search}?q=${encodeURIComponent(q)}`),
  );
  line(
    `search.php, ${queries.length} different queries`,
    `${p50p95(search.times)}, max ${ms(max(search.times))} (X-Cache ${search.caches}; ${search.statuses})`,
  );
  const members = await distinctReads(base, plan.readIds.map(memberPath));
  line(
    `member pages, ${plan.readIds.length} different ids`,
    `${p50p95(members.times)}, max ${ms(max(members.times))} (X-Cache ${members.caches}; ${members.statuses})`,
  );
  console.log('  (each query and page asked once, none of them asked before on this server)');
  return { searchP95Ms: percentile(search.times, 95), memberP95Ms: percentile(members.times, 95) };
}

/** A relative invited for this member and signed in: his session's cookies, as a browser sends them. */
async function relativeSession(base: string, admin: AdminSession, memberId: number): Promise<string> {
  const invited = await admin.call<{ data: { invite_url: string } }>(api.admin.relatives.invite, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ member_id: memberId }),
  });
  const response = await fetch(`${base}${api.family.acceptInvite}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: new URL(invited.data.invite_url).pathname.split('/').at(-1),
      username: `bench-${memberId}`,
      password: 'نخلة-زرقاء-على-شاطئ-الجهراء',
    }),
  });
  if (!response.ok) throw new Error(`accept-invite.php: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * What a relative's reading costs (decision 049): nothing of his is kept, so each of his reads is
 * computed for him; with the reach narrowed, his walk through the family's links is made per request.
 */
async function measureRelative(base: string, admin: AdminSession, plan: MemberPlan, pid: number | undefined) {
  const cookie = await relativeSession(base, admin, plan.target.id);
  const paths = [
    ...plan.readIds.map(memberPath),
    api.familyMembers.list,
    api.familyMembers.branch,
    withId(api.familyMembers.get, plan.target.id),
  ];
  for (const steps of [null, 4]) {
    // Read again each time: a save sends back the version it read (decision 026).
    const answer = await admin.call<Record<string, unknown>>(api.admin.site.get);
    const settings = (answer.data ?? answer) as Record<string, unknown>;
    // An imported family's site has no names yet, which a save requires: the tree's own founder keeps
    // the same root.
    const founder = (await (await fetch(`${base}${api.familyMembers.founder}`)).json()) as {
      member: { name: string } | null;
    };
    settings.familyName ||= 'عائلة القياس';
    settings.founderName ||= founder.member?.name ?? 'المؤسس';
    await admin.call(api.admin.site.update, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...settings, relativesScopeSteps: steps }),
    });
    const reads = await distinctReads(base, paths, cookie);
    line(
      `a relative's reads, reach ${steps === null ? 'the whole family' : `${steps} steps`}`,
      `${p50p95(reads.times)}, max ${ms(max(reads.times))} (${paths.length} reads; X-Cache ${reads.caches}; ${reads.statuses})`,
    );
    line('', `slowest: ${reads.slowest}`);
  }
  printMemory("server memory after a relative's reads", pid);
}

function printLoad(label: string, run: LoadResult) {
  const cpu = `server CPU ${Math.round(run.serverCpu * 100)}%, autocannon ${Math.round(run.clientCpu * 100)}%`;
  // autocannon's latencies leave out the requests that timed out or were still waiting at the end.
  const answered = run.timeouts + run.unanswered > 0 ? ' of the answered requests' : '';
  line(
    label,
    `${Math.round(run.requestsPerSecond)} req/s, p99 ${ms(run.p99Ms)}${answered}, mean ${ms(run.meanMs)}, ` +
      `${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx`,
  );
  line(
    '',
    `${run.answered} answers: X-Cache ${formatTally(run.caches)}; ${run.unanswered} unanswered at the end`,
  );
  line('', cpu);
  line(
    '',
    `/api/health meanwhile: max ${ms(max(run.healthMs))}, p95 ${ms(percentile(run.healthMs, 95))} (${run.healthMs.length} samples, queued behind the load)`,
  );
  if (run.edits.length > 0 || run.failedEdits > 0)
    line('', `edits: ${run.edits.length} saved (${p50p95(run.edits)}), ${run.failedEdits} failed`);
}

/** Both load runs; the edits of the second are ordinary, as most of a family's edits are. */
async function measureLoad(base: string, pid: number | undefined, admin: AdminSession, plan: MemberPlan) {
  console.log(
    `  load: autocannon ${OPTIONS.durationSeconds} s × 2, ${OPTIONS.connections} connections, Accept-Encoding: ${BROWSER}`,
  );
  const calm = await attempt('load without writes', () => loadRun(base, plan.loadIds, pid));
  if (calm) printLoad('without writes', calm);
  const edit = async () => (await admin.editMember(plan.target.id, 'ordinary')).ms;
  const writes = await attempt('load with writes', () => loadRun(base, plan.loadIds, pid, edit));
  if (writes) printLoad('with an ordinary admin edit every second', writes);
  if (calm && writes)
    line('with writes ÷ without', `${(writes.requestsPerSecond / calm.requestsPerSecond).toFixed(2)} ×`);
  return { calm, writes };
}

function printMemory(label: string, pid: number | undefined) {
  const memory = memoryOf(pid);
  line(
    label,
    `VmRSS ${memory.rssMb.toFixed(0)} MB (anonymous ${memory.anonymousMb.toFixed(0)}, files ` +
      `${memory.filesMb.toFixed(0)}; peak VmHWM ${memory.peakMb.toFixed(0)} MB)`,
  );
  return memory.rssMb;
}

async function measureSize(size: number): Promise<SizeResult> {
  const family = scaleFamily(size);
  printFamily(family);
  const result: SizeResult = {
    size,
    treeBrotliBytes: Number.NaN,
    ttfbAfterOrdinaryEditMs: Number.NaN,
    ttfbAfterHardEditMs: Number.NaN,
    healthMaxMs: Number.NaN,
    searchP95Ms: Number.NaN,
    memberP95Ms: Number.NaN,
    expand: { note: 'not measured', afterDataMs: [] },
    rssMb: Number.NaN,
    duplicatesMs: Number.NaN,
    mergeMs: Number.NaN,
  };
  const profile: Record<string, string> = OPTIONS.cpuProfileDir
    ? {
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${OPTIONS.cpuProfileDir} --cpu-prof-name=server-${size}.cpuprofile`,
      }
    : {};
  const server = await startServer({ ...SERVER_ENV, ...profile });
  try {
    const base = server.baseURL;
    const pid = listeningPid(server.port);
    const admin = await AdminSession.signIn(base);
    const plan = await attempt('import', () => importAndRead(admin, family));
    if (!plan) return result;
    const tree = await attempt('/family-tree', () => measureTree(base));
    result.treeBrotliBytes = tree?.brotliBytes ?? Number.NaN;
    Object.assign(result, await attempt('duplicates', () => measureDuplicates(admin)));
    Object.assign(result, await attempt('after an edit', () => measureEdits(base, admin, plan)));
    Object.assign(result, await attempt('reads', () => measureReads(base, plan)));
    const expand = await attempt('branch expand', () => branchExpand(base, plan.target.id));
    if (expand) result.expand = expand;
    line('branch expand in Chromium', result.expand.note);
    result.rssMb = printMemory('server memory after the runs', pid);
    await attempt("a relative's reads", () => measureRelative(base, admin, plan, pid));
    Object.assign(result, await measureLoad(base, pid, admin, plan));
    printMemory('server memory after the load', pid);
    return result;
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- summary
function printSummary(results: SizeResult[]) {
  console.log('\nBy size');
  const cell = (value: number, format: (v: number) => string) => (Number.isNaN(value) ? '—' : format(value));
  const rows: [string, (r: SizeResult) => string][] = [
    ['/family-tree brotli', (r) => cell(r.treeBrotliBytes, kb)],
    ['/family-tree TTFB after an ordinary edit (p50)', (r) => cell(r.ttfbAfterOrdinaryEditMs, ms)],
    ['/family-tree TTFB after a hard edit (p50)', (r) => cell(r.ttfbAfterHardEditMs, ms)],
    ['/api/health after an edit (max)', (r) => cell(r.healthMaxMs, ms)],
    ['search p95', (r) => cell(r.searchP95Ms, ms)],
    ['member page p95', (r) => cell(r.memberP95Ms, ms)],
    [
      'branch expand after data (max)',
      (r) => (r.expand.afterDataMs.length ? ms(max(r.expand.afterDataMs)) : 'n/a'),
    ],
    ['VmRSS after the runs', (r) => cell(r.rssMb, (v) => `${v.toFixed(0)} MB`)],
    ['req/s without writes', (r) => cell(r.calm?.requestsPerSecond ?? Number.NaN, (v) => v.toFixed(0))],
    ['req/s with writes', (r) => cell(r.writes?.requestsPerSecond ?? Number.NaN, (v) => v.toFixed(0))],
    ['p99 with writes', (r) => cell(r.writes?.p99Ms ?? Number.NaN, ms)],
    ['likely duplicates found', (r) => cell(r.duplicatesMs, ms)],
    ['a merge (p50)', (r) => cell(r.mergeMs, ms)],
  ];
  printTable(
    ['', ...results.map((r) => r.size.toLocaleString('en'))],
    rows.map(([label, value]) => [label, ...results.map(value)]),
  );
}

function printTargets(result: SizeResult) {
  const { writes, calm } = result;
  const ratio = writes && calm ? writes.requestsPerSecond / calm.requestsPerSecond : Number.NaN;
  const loadErrors = writes ? writes.errors + writes.non2xx : Number.NaN;
  const expandMax = max(result.expand.afterDataMs);
  const rows: [string, string, boolean | undefined][] = [
    [
      `/family-tree ≤ ${TARGET.treeBrotliKb} KB brotli`,
      kb(result.treeBrotliBytes),
      result.treeBrotliBytes <= TARGET.treeBrotliKb * 1024,
    ],
    [
      `TTFB after an ordinary edit ≤ ${TARGET.ttfbAfterEditMs} ms (p50)`,
      ms(result.ttfbAfterOrdinaryEditMs),
      result.ttfbAfterOrdinaryEditMs <= TARGET.ttfbAfterEditMs,
    ],
    [
      `TTFB after a hard edit ≤ ${TARGET.ttfbAfterEditMs} ms (p50)`,
      ms(result.ttfbAfterHardEditMs),
      result.ttfbAfterHardEditMs <= TARGET.ttfbAfterEditMs,
    ],
    [
      `/api/health ≤ ${TARGET.healthMs} ms during any re-render`,
      ms(result.healthMaxMs),
      result.healthMaxMs <= TARGET.healthMs,
    ],
    [
      `search p95 ≤ ${TARGET.searchP95Ms} ms`,
      ms(result.searchP95Ms),
      result.searchP95Ms <= TARGET.searchP95Ms,
    ],
    [
      `member page p95 ≤ ${TARGET.memberP95Ms} ms`,
      ms(result.memberP95Ms),
      result.memberP95Ms <= TARGET.memberP95Ms,
    ],
    [
      `branch expand ≤ ${TARGET.expandMs} ms after its data`,
      Number.isNaN(expandMax) ? result.expand.note : ms(expandMax),
      Number.isNaN(expandMax) ? undefined : expandMax <= TARGET.expandMs,
    ],
    [
      `RSS ≤ ${TARGET.rssMb} MB`,
      Number.isNaN(result.rssMb) ? '—' : `${result.rssMb.toFixed(0)} MB`,
      result.rssMb <= TARGET.rssMb,
    ],
    [
      `throughput with writes ≥ ${TARGET.writeRatio} × without`,
      Number.isNaN(ratio) ? '—' : `${ratio.toFixed(2)} ×`,
      ratio >= TARGET.writeRatio,
    ],
    [
      `p99 ≤ ${TARGET.p99Ms} ms (with writes, no errors)`,
      writes ? `${ms(writes.p99Ms)}, ${loadErrors} errors/non-2xx, ${writes.timeouts} timeouts` : '—',
      writes ? writes.p99Ms <= TARGET.p99Ms && loadErrors === 0 : undefined,
    ],
    [
      `likely duplicates ≤ ${TARGET.duplicatesMs} ms`,
      ms(result.duplicatesMs),
      Number.isNaN(result.duplicatesMs) ? undefined : result.duplicatesMs <= TARGET.duplicatesMs,
    ],
    [
      `a merge ≤ ${TARGET.mergeMs} ms (p50)`,
      ms(result.mergeMs),
      Number.isNaN(result.mergeMs) ? undefined : result.mergeMs <= TARGET.mergeMs,
    ],
  ];
  const size = result.size.toLocaleString('en');
  const note = result.size === 50_000 ? '' : ' (the targets are set for 50,000; this run had fewer)';
  console.log(`\nTargets at ${size} members${note}`);
  printTable(
    ['target', 'measured', 'met'],
    rows.map(([target, measured, met]) => [target, measured, met === undefined ? '—' : met ? '✓' : '✗']),
  );
}

// autocannon reschedules its timers late when this process is starved of CPU, and Node warns about
// each negative delay; the other warnings are still printed.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning') console.warn(warning);
});

async function main() {
  if (!fs.existsSync('dist/node/main.js') || !fs.existsSync('dist/web/index.html')) {
    console.error('dist/ is missing: run `npm run build` first, then `npm run bench:scale`.');
    return;
  }
  console.log(
    `Nasab scale benchmark: sizes ${OPTIONS.sizes.join(', ')}; Node ${process.version} on ` +
      `${os.availableParallelism()} cores, load average ${loadAverage()}; server env ` +
      Object.entries(SERVER_ENV)
        .map(([name, value]) => `${name}=${value}`)
        .join(' '),
  );
  if (OPTIONS.cpuProfileDir) {
    fs.mkdirSync(OPTIONS.cpuProfileDir, { recursive: true });
    console.log(`CPU profiles of the servers go to ${OPTIONS.cpuProfileDir} (the profiler slows them down)`);
  }
  const results: SizeResult[] = [];
  for (const size of OPTIONS.sizes) {
    const result = await attempt(`${size} members`, () => measureSize(size));
    if (result) results.push(result);
  }
  if (results.length > 0) {
    printSummary(results);
    printTargets(results.reduce((largest, r) => (r.size > largest.size ? r : largest)));
  }
  console.log(`\nLoad average ${loadAverage()} at the end`);
  if (failures.length > 0) console.log(`Could not measure:\n${failures.map((f) => `  ${f}`).join('\n')}`);
}

// A report, not a verdict: 0 whatever the numbers say or failed to say.
main()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    agent.destroy();
    process.exit(0);
  });
