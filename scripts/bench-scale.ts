/**
 * How the site holds up as the family grows (run `npm run build` first):
 *   npm run bench:scale
 *   npm run bench:scale -- --sizes 2000 --duration 10
 * For each size (default 5,000, 20,000 and 50,000 members), a generated family (scripts/lib/sample-gedcom.ts:
 * three founders, 10+ generations, up to four wives, cousin marriages, daughters who marry out, Arabic
 * names, a third of them living so the privacy rules apply; the same size gives the same family) is
 * imported through the admin API into the real built server on a fresh data directory
 * (SEED_DEMO=false), then this prints:
 * 1. the import's time (the preview, then the import itself, as the import screen does them);
 * 2. /family-tree's bytes, plain and brotli (as the server sends them);
 * 3. /family-tree's time to first byte from the response cache, and right after an admin edit (a
 *    real PUT update.php with the version the admin form sends); the same edit followed by a search
 *    first splits that time into the public family's rebuild and the page's render;
 * 4. /api/health's latency, asked every ~10 ms from the edit until the pages it emptied from the
 *    cache (the tree, the home page, member pages, a search) are rendered again;
 * 5. search.php and member pages, p50/p95, each over different queries and ids asked once after an
 *    edit (so none comes from the response cache: each answer's X-Cache is checked);
 * 6. expanding a branch in Chromium, from the branch's answer to its children drawn, when the build
 *    has the branch endpoint (GET /api/family-members/branch.php?id=&depth=); else n/a;
 * 7. autocannon over public pages, without writes and with an admin edit every second: requests/s,
 *    p99 (of the answered requests: autocannon leaves out timeouts and those unanswered at the end),
 *    errors and timeouts, how many answers were rendered rather than cached, /api/health meanwhile;
 * 8. the server's memory (VmRSS, and its peak VmHWM) after the runs.
 * Then the targets for the largest size, each ✓ or ✗. A benchmark, not a test: the exit code is 0
 * whatever the numbers (and whatever failed to measure, which is printed as such).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from '../e2e/server';
import { api, withId } from '../src/shared/api-paths';
import type { MemberListResponse, MemberListRow } from '../src/shared/schemas/member-list';
import { sampleGedcom, sampleNames, type SampleFamily } from './lib/sample-gedcom';

const CHROMIUM = '/usr/bin/chromium';
/** The tree page's coming contract: a branch's members, `depth` levels below `id`. */
const BRANCH_PATH = '/api/family-members/branch.php';
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
};

// Bounded loops: how many requests each measurement makes.
const CACHED_RUNS = 20;
const EDIT_ROUNDS = 5;
const SPLIT_ROUNDS = 3;
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
    // The import refuses more than 50,000 people (routes/admin/import-export.ts).
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

  /** Member ids spread over the whole list: `pages` pages of 100, evenly apart. */
  async memberIds(pages: number): Promise<{ ids: number[]; total: number }> {
    const list = (page: number) =>
      this.call<MemberListResponse>(`${api.admin.familyMembers.list}?page=${page}&per_page=100`);
    const first = await list(1);
    const last = Math.max(1, Math.ceil(first.total / 100));
    const ids = first.data.map((row) => row.id);
    for (let index = 1; index < pages; index += 1) {
      const page = 1 + Math.round((index * (last - 1)) / Math.max(1, pages - 1));
      if (page > 1) ids.push(...(await list(page)).data.map((row) => row.id));
    }
    return { ids: [...new Set(ids)], total: first.total };
  }

  /**
   * What the admin form does to save a member: reads it through list.php?ids= (with its version),
   * sends the whole form back with one field changed, PUT update.php?id=; the time of the PUT.
   */
  async editMember(id: number): Promise<number> {
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
      role: `تاجر لؤلؤ (${this.edits})`,
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
    return performance.now() - started;
  }
}

// ---------------------------------------------------------------- the server process
/** The process listening on this port: the server's node. */
function listeningPid(port: number): number | undefined {
  try {
    const sockets = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(sockets)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/** VmRSS and VmHWM (the peak) from /proc/PID/status, in MB. */
function memoryOf(pid: number | undefined): { rssMb: number; peakMb: number } {
  const none = { rssMb: Number.NaN, peakMb: Number.NaN };
  if (pid === undefined) return none;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
  } catch {
    return none;
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** User plus system CPU seconds of a process so far (Linux /proc), or NaN. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

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

/**
 * Rounds of: an admin edit, /family-tree alone (its time to first byte after the edit), then the
 * other pages the edit emptied from the cache at once, as visitors would ask for them; /api/health
 * sampled throughout. Then rounds that split the first number: edit, a search (builds the public
 * family view), then /family-tree (the page's render and compression alone).
 */
async function afterEdits(base: string, admin: AdminSession, editId: number, memberIds: number[]) {
  const health = new HealthSampler(`${base}${api.health}`);
  const ttfb: number[] = [];
  const editMs: number[] = [];
  const rerenderMs: number[] = [];
  const treeCaches = new Set<string>();
  health.start();
  await sleep(200);
  for (let round = 0; round < EDIT_ROUNDS; round += 1) {
    health.mark('edit');
    editMs.push(await admin.editMember(editId));
    health.mark('re-render');
    const started = performance.now();
    const tree = await get(`${base}/family-tree`);
    ttfb.push(tree.ttfbMs);
    treeCaches.add(tree.cache);
    const members = memberIds.slice(round * 4, round * 4 + 4).map((id) => `${base}${memberPath(id)}`);
    const query = encodeURIComponent(sampleNames.male[round % sampleNames.male.length]!);
    const others = [`${base}/`, `${base}/news`, `${base}/history`, ...members];
    await Promise.all([...others, `${base}${api.familyMembers.search}?q=${query}`].map((url) => get(url)));
    rerenderMs.push(performance.now() - started);
    health.mark('idle');
    await sleep(300);
  }
  const samples = await health.stop();
  const rebuildMs: number[] = [];
  const renderMs: number[] = [];
  for (let round = 0; round < SPLIT_ROUNDS; round += 1) {
    await admin.editMember(editId);
    const query = encodeURIComponent(`${sampleNames.female[round]} ${round}`);
    rebuildMs.push((await get(`${base}${api.familyMembers.search}?q=${query}`)).ttfbMs);
    renderMs.push((await get(`${base}/family-tree`)).ttfbMs);
  }
  return { ttfb, editMs, rerenderMs, treeCaches: [...treeCaches].join('/'), samples, rebuildMs, renderMs };
}

/** Each URL asked once, right after an edit emptied the cache and one request rebuilt the family view. */
async function distinctReads(base: string, admin: AdminSession, editId: number, paths: string[]) {
  await admin.editMember(editId);
  await get(`${base}${api.familyMembers.search}?q=${encodeURIComponent('تحمية')}`);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let misses = 0;
  for (const path of paths) {
    const answer = await get(`${base}${path}`);
    times.push(answer.totalMs);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.cache !== 'hit') misses += 1;
  }
  return { times, misses, statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ') };
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
  /** Answers from the response cache, and answers rendered for the request. */
  hits: number;
  misses: number;
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
  const members = memberIds.slice(0, LOAD_MEMBERS).map(memberPath);
  const pages = ['/', '/family-tree', '/news', '/history'];
  for (const path of [...pages, ...members]) await get(`${base}${path}`);
  const cache = { hits: 0, misses: 0 };
  const onResponse = (
    _status: number,
    _body: string,
    _context: object,
    headers?: Record<string, unknown>,
  ) => {
    if (headers?.['x-cache'] === 'hit' || headers?.['X-Cache'] === 'hit') cache.hits += 1;
    else cache.misses += 1;
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
    ...cache,
    healthMs: healthSamples.idle,
    unanswered: Math.max(0, result.requests.sent - cache.hits - cache.misses - result.errors),
  };
}

// ---------------------------------------------------------------- one size
interface SizeResult {
  size: number;
  treeBrotliBytes: number;
  ttfbAfterEditMs: number;
  healthMaxMs: number;
  searchP95Ms: number;
  memberP95Ms: number;
  expand: ExpandResult;
  rssMb: number;
  calm?: LoadResult;
  writes?: LoadResult;
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

async function importAndRead(
  server: RunningServer,
  admin: AdminSession,
  family: ReturnType<typeof scaleFamily>,
) {
  const imported = await admin.importGedcom(family.bytes, `scale-${family.people}.ged`);
  line('import preview (dry run)', `${(imported.preview.ms / 1000).toFixed(1)} s`);
  line(
    'import',
    `${(imported.imported.ms / 1000).toFixed(1)} s (${imported.imported.members} members, ${imported.imported.marriages} marriages)`,
  );
  const { ids, total } = await admin.memberIds(10);
  if (ids.length === 0) throw new Error('the admin list is empty after the import');
  // Spread over the list: members of every generation and branch, living ones included.
  const step = Math.max(1, Math.floor(ids.length / 200));
  const spread = ids.filter((_, index) => index % step === 0);
  return { total, ids: spread, editId: ids[Math.min(ids.length - 1, 5)]! };
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

async function measureEdits(base: string, admin: AdminSession, editId: number, ids: number[]) {
  const edits = await afterEdits(base, admin, editId, ids);
  line(
    `admin edit PUT update.php (${EDIT_ROUNDS} edits of member ${editId})`,
    `${p50p95(edits.editMs)}, max ${ms(max(edits.editMs))}`,
  );
  line(
    `/family-tree TTFB right after an edit (X-Cache ${edits.treeCaches})`,
    `${p50p95(edits.ttfb)}, max ${ms(max(edits.ttfb))}`,
  );
  line(
    '  of which: first read after the edit (search)',
    `${p50p95(edits.rebuildMs)} (rebuilds the public family view)`,
  );
  line('  then /family-tree render + compression', `${p50p95(edits.renderMs)}`);
  line(
    'all pages emptied by an edit, rendered again',
    `${p50p95(edits.rerenderMs)} (tree, /, /news, /history, 4 members, a search)`,
  );
  const { idle, edit, rerender } = edits.samples;
  const healthOf = (values: number[]) =>
    `max ${ms(max(values))}, p95 ${ms(percentile(values, 95))} (${values.length} samples)`;
  line('/api/health while idle', healthOf(idle));
  line('/api/health during the edit request', healthOf(edit));
  line('/api/health while pages re-render after it', healthOf(rerender));
  return { ttfbAfterEditMs: percentile(edits.ttfb, 50), healthMaxMs: max([...edit, ...rerender]) };
}

async function measureReads(base: string, admin: AdminSession, editId: number, ids: number[]) {
  const queries = searchQueries(DISTINCT_QUERIES);
  const search = await distinctReads(
    base,
    admin,
    editId,
    queries.map((q) => `${api.familyMembers.search}?q=${encodeURIComponent(q)}`),
  );
  line(
    `search.php, ${queries.length} different queries`,
    `${p50p95(search.times)}, max ${ms(max(search.times))} (${search.misses} not from the cache; ${search.statuses})`,
  );
  const memberIds = ids.slice(0, DISTINCT_MEMBERS * 5).filter((_, index) => index % 5 === 0);
  const members = await distinctReads(base, admin, editId, memberIds.map(memberPath));
  line(
    `member pages, ${memberIds.length} different ids`,
    `${p50p95(members.times)}, max ${ms(max(members.times))} (${members.misses} not from the cache; ${members.statuses})`,
  );
  console.log(
    '  (each asked once after an edit emptied the response cache and one search rebuilt the family view)',
  );
  return { searchP95Ms: percentile(search.times, 95), memberP95Ms: percentile(members.times, 95) };
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
    `${run.misses} of ${run.hits + run.misses} answers rendered (not from the cache), ` +
      `${run.unanswered} unanswered at the end; ${cpu}`,
  );
  line(
    '',
    `/api/health meanwhile: max ${ms(max(run.healthMs))}, p95 ${ms(percentile(run.healthMs, 95))} (${run.healthMs.length} samples, queued behind the load)`,
  );
  if (run.edits.length > 0 || run.failedEdits > 0)
    line('', `edits: ${run.edits.length} saved (${p50p95(run.edits)}), ${run.failedEdits} failed`);
}

async function measureSize(size: number): Promise<SizeResult> {
  const family = scaleFamily(size);
  printFamily(family);
  const result: SizeResult = {
    size,
    treeBrotliBytes: Number.NaN,
    ttfbAfterEditMs: Number.NaN,
    healthMaxMs: Number.NaN,
    searchP95Ms: Number.NaN,
    memberP95Ms: Number.NaN,
    expand: { note: 'not measured', afterDataMs: [] },
    rssMb: Number.NaN,
  };
  const profile: Record<string, string> = OPTIONS.cpuProfileDir
    ? {
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${OPTIONS.cpuProfileDir} --cpu-prof-name=server-${size}.cpuprofile`,
      }
    : {};
  const server = await startServer({ SEED_DEMO: 'false', ...profile });
  try {
    const base = server.baseURL;
    const pid = listeningPid(server.port);
    const admin = await AdminSession.signIn(base);
    const members = await attempt('import', () => importAndRead(server, admin, family));
    if (!members) return result;
    const tree = await attempt('/family-tree', () => measureTree(base));
    result.treeBrotliBytes = tree?.brotliBytes ?? Number.NaN;
    Object.assign(
      result,
      await attempt('after an edit', () => measureEdits(base, admin, members.editId, members.ids)),
    );
    Object.assign(
      result,
      await attempt('reads', () => measureReads(base, admin, members.editId, members.ids)),
    );
    const expand = await attempt('branch expand', () => branchExpand(base, members.editId));
    if (expand) result.expand = expand;
    line('branch expand in Chromium', result.expand.note);
    const afterRuns = memoryOf(pid);
    line(
      'server memory after the runs',
      `VmRSS ${afterRuns.rssMb.toFixed(0)} MB (peak VmHWM ${afterRuns.peakMb.toFixed(0)} MB)`,
    );
    result.rssMb = afterRuns.rssMb;
    console.log(
      `  load: autocannon ${OPTIONS.durationSeconds} s × 2, ${OPTIONS.connections} connections, Accept-Encoding: ${BROWSER}`,
    );
    result.calm = await attempt('load without writes', () => loadRun(base, members.ids, pid));
    if (result.calm) printLoad('without writes', result.calm);
    result.writes = await attempt('load with writes', () =>
      loadRun(base, members.ids, pid, () => admin.editMember(members.editId)),
    );
    if (result.writes) printLoad('with an admin edit every second', result.writes);
    if (result.calm && result.writes)
      line(
        'with writes ÷ without',
        `${(result.writes.requestsPerSecond / result.calm.requestsPerSecond).toFixed(2)} ×`,
      );
    const afterLoad = memoryOf(pid);
    line(
      'server memory after the load',
      `VmRSS ${afterLoad.rssMb.toFixed(0)} MB (peak VmHWM ${afterLoad.peakMb.toFixed(0)} MB)`,
    );
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
    ['/family-tree TTFB after an edit (p50)', (r) => cell(r.ttfbAfterEditMs, ms)],
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
      `TTFB after an edit ≤ ${TARGET.ttfbAfterEditMs} ms`,
      ms(result.ttfbAfterEditMs),
      result.ttfbAfterEditMs <= TARGET.ttfbAfterEditMs,
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
      `${os.availableParallelism()} cores, load average ${loadAverage()}`,
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
