/**
 * Performance numbers of the public pages (run `npm run build` first):
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --runs 5 --duration 20 --connections 10
 * Starts the real built server on a throwaway data directory with the demo family, and a bare static
 * Arabic page (a heading and a paragraph, no script, no style sheet) on a small server of its own,
 * the baseline of what this machine and Chromium can score. Then, in this one process:
 * 1. Lighthouse 12 through its Node API in Debian's Chromium (a fresh Chrome per run), mobile with its
 *    default simulated throttling, on /, /history, /family-tree, /news/{first id}, a member's page
 *    (/family-tree/member/{id}) and the bare page,
 *    `--runs` times each (default 3): the median performance score, LCP, CLS, TBT, FCP, accessibility
 *    and SEO scores, and the first (cold) load's bytes over the wire by type.
 * 2. autocannon for `--duration` seconds each (default 10) with `--connections` connections (default
 *    10), each URL warmed first, as a browser asks (`Accept-Encoding: br, gzip`): the entry script
 *    (the static asset), /, /news/{id} and /api/news/list.php, in requests/s and as a ratio of the
 *    static asset's; /favicon.svg too, for reference (a file of a few hundred bytes). Each row also
 *    shows the server's and this process's CPU over the run: on two cores autocannon itself tops out
 *    near 70 MB/s of bodies, and a row it limits ("bound by client") says little about the server.
 * 3. The `content-encoding` answered to `Accept-Encoding: br` for the entry script, / and
 *    /api/family-members/.
 * 4. The targets (decision 031), each ✓ or ✗. The exit code is 0 whatever the numbers (a measurement,
 *    not a test); 1 only when something could not be measured.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { startServer, type RunningServer } from '../e2e/server';
import { cpuSeconds, listeningPid } from './lib/process-stats';

const DIST = path.resolve('dist/web');
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** What Chromium sends; the server picks br when it can. */
const BROWSER_ENCODINGS = 'br, gzip';

// The targets, as decision 031 keeps them.
const TARGET = {
  performance: 0.95,
  performanceOfBare: 0.95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
  accessibility: 1,
  seo: 1,
  htmlRatio: 0.5,
  apiRatio: 0.6,
};

// ---------------------------------------------------------------- options
const USAGE = 'usage: npm run bench:lighthouse -- [--runs 3] [--duration 10] [--connections 10]';

function readOptions() {
  const positiveInteger = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer`);
    return number;
  };
  try {
    const { values } = parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '10' },
      },
    });
    return {
      runs: positiveInteger('runs', values.runs),
      durationSeconds: positiveInteger('duration', values.duration),
      connections: positiveInteger('connections', values.connections),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
}

const { runs: RUNS, durationSeconds: DURATION_S, connections: CONNECTIONS } = readOptions();

// ---------------------------------------------------------------- helpers
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const score = (value: number) => value.toFixed(2);
const mark = (met: boolean) => (met ? '✓' : '✗');
/** 1, 5 and 15 minutes: other work on this machine skews every number below. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Columns padded to their widest cell; numbers (and the ✓/✗ column) aligned to the end. */
function printTable(head: string[], rows: string[][], alignEnd: boolean[] = []) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (alignEnd[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

interface Probe {
  status: number;
  contentType: string;
  contentEncoding: string;
  /** The server's own word on its memory cache (`X-Cache: hit`), when it gives one. */
  cache: string;
  bytes: number;
  body: Buffer;
}

/** One GET with exactly these headers, the body left as sent (undici's fetch would decompress it). */
function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          contentEncoding: String(response.headers['content-encoding'] ?? 'none'),
          cache: String(response.headers['x-cache'] ?? '—'),
          bytes: body.length,
          body,
        });
      });
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)));
    request.on('error', reject);
  });
}

// ---------------------------------------------------------------- the bare page
const BARE_PAGE = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>عائلة المثال</title>
    <meta name="description" content="صفحة ثابتة للمقارنة: عنوان وفقرة، بلا نصوص برمجية ولا أنماط." />
  </head>
  <body>
    <h1>عائلة المثال</h1>
    <p>هذه صفحة عربية ثابتة من عنوان وفقرة، بلا نصوص برمجية ولا ملف أنماط، يقاس عليها أداء بقية الصفحات على هذا الجهاز.</p>
  </body>
</html>
`;

/** The bare page at /, and a 404 for anything else (favicon, robots.txt). */
async function startBarePage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(BARE_PAGE),
      });
      response.end(BARE_PAGE);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------- Lighthouse
interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  bytes: Record<string, number>;
  benchmarkIndex: number;
  warnings: string[];
}

interface PageResult {
  label: string;
  url: string;
  runs: LighthouseRun[];
  failures: string[];
}

const BYTE_TYPES = ['total', 'document', 'script', 'stylesheet', 'font', 'image', 'other'] as const;

function readRun(lhr: LighthouseResult): LighthouseRun {
  const category = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`no ${id} score`);
    return value;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${id} value`);
    return value;
  };
  // resource-summary: one row per type with the bytes transferred (compressed size plus headers).
  const bytes: Record<string, number> = Object.fromEntries(BYTE_TYPES.map((type) => [type, 0]));
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type === 'table') {
    for (const item of details.items) {
      const type = String(item.resourceType);
      const size = typeof item.transferSize === 'number' ? item.transferSize : 0;
      if (type === 'third-party') continue; // a subset of the others, not a type of its own
      const column = (BYTE_TYPES as readonly string[]).includes(type) ? type : 'other'; // media too
      bytes[column] = (bytes[column] ?? 0) + size;
    }
  }
  bytes.total = numeric('total-byte-weight');
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    seo: category('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    bytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

const closedChromes = new WeakSet<LaunchedChrome>();
/** Closes Chrome and waits for its process to end, so no run leaves a browser behind. */
async function closeChrome(chrome: LaunchedChrome) {
  if (closedChromes.has(chrome)) return;
  closedChromes.add(chrome);
  const child = chrome.process;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          setTimeout(resolve, 10_000).unref();
        });
  chrome.kill();
  await exited;
}

/** The Chrome of the current run, from the moment its launch starts (an interrupt may come then). */
let currentChrome: Promise<LaunchedChrome> | undefined;
/** Set by Ctrl-C: no new Chrome, run or load test starts after it. */
let interrupted = false;
class Interrupted extends Error {}

/** One cold Lighthouse run in a fresh Chrome (its own profile, so no cache carries over). */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  if (interrupted) throw new Interrupted('interrupted');
  // handleSIGINT off: this script's own handler closes Chrome and then the servers.
  currentChrome = launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const chrome = await currentChrome;
  try {
    if (interrupted) throw new Interrupted('interrupted');
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The default config: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown).
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return readRun(result.lhr);
  } finally {
    currentChrome = undefined;
    await closeChrome(chrome);
  }
}

async function measurePage(label: string, url: string): Promise<PageResult> {
  const page: PageResult = { label, url, runs: [], failures: [] };
  // A failed run (Lighthouse's NO_NAVSTART and the like happen now and then) is tried again, up to
  // as many failures as runs asked for.
  let tries = 0;
  while (page.runs.length < RUNS && page.failures.length < RUNS) {
    tries += 1;
    const retry = tries > 1 ? `, try ${tries}` : '';
    process.stdout.write(`  ${label} run ${page.runs.length + 1}/${RUNS}${retry} … `);
    const started = performance.now();
    try {
      const result = await lighthouseRun(url);
      page.runs.push(result);
      tries = 0;
      console.log(
        `performance ${score(result.performance)}, LCP ${seconds(result.lcpMs)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      if (interrupted) throw new Interrupted('interrupted');
      const message = error instanceof Error ? error.message : String(error);
      page.failures.push(message);
      console.log(`failed: ${message}`);
    }
  }
  return page;
}

interface PageSummary {
  label: string;
  measured: boolean;
  performance: number;
  performanceRange: string;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  bytes: Record<string, number>;
}

function summarise(page: PageResult): PageSummary {
  const of = (pick: (run: LighthouseRun) => number) =>
    page.runs.length > 0 ? median(page.runs.map(pick)) : Number.NaN;
  const scores = page.runs.map((r) => r.performance);
  return {
    label: page.label,
    measured: page.runs.length > 0,
    performance: of((r) => r.performance),
    performanceRange: scores.length > 0 ? `${score(Math.min(...scores))}–${score(Math.max(...scores))}` : '—',
    accessibility: of((r) => r.accessibility),
    seo: of((r) => r.seo),
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    fcpMs: of((r) => r.fcpMs),
    // The first load of the first run that succeeded: every run is a cold load, so they agree.
    bytes: page.runs[0]?.bytes ?? {},
  };
}

// ---------------------------------------------------------------- throughput
interface ThroughputTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

interface ThroughputResult extends ThroughputTarget {
  requestsPerSecond: number;
  /** CPU time over wall time of the measured run, 1 = one core busy; undefined when unknown. */
  serverCpu: number | undefined;
  clientCpu: number;
  cache: string;
  latencyMean: number;
  encoding: string;
  bytes: number;
  errors: number;
  non2xx: number;
}

async function measureThroughput(target: ThroughputTarget, serverPid: number | undefined) {
  if (interrupted) throw new Interrupted('interrupted');
  const first = await probe(target.url, target.headers);
  if (first.status !== 200) throw new Error(`${target.url} answered ${first.status}`);
  const options = { url: target.url, headers: target.headers, connections: CONNECTIONS };
  // Warm-up: fills the server's caches and lets V8 optimise the path before the measured run.
  await autocannon({ ...options, amount: 1000 });
  // Both sides' CPU: on two cores, a client (autocannon) at a full core sets the rate, not the server.
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ ...options, duration: DURATION_S });
  const wall = (performance.now() - started) / 1000;
  const serverAfter = cpuSeconds(serverPid);
  const client = process.cpuUsage(clientBefore);
  const after = await probe(target.url, target.headers);
  const measured: ThroughputResult = {
    ...target,
    requestsPerSecond: result.requests.average,
    serverCpu: Number.isNaN(serverAfter - serverBefore) ? undefined : (serverAfter - serverBefore) / wall,
    clientCpu: (client.user + client.system) / 1e6 / wall,
    cache: after.cache,
    latencyMean: result.latency.average,
    encoding: first.contentEncoding,
    bytes: first.bytes,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  return measured;
}

/** Which side ran out of CPU during the measured run, when one did. */
function boundBy(result: ThroughputResult) {
  const busy = 0.9;
  if (result.serverCpu !== undefined && result.serverCpu >= busy && result.serverCpu >= result.clientCpu)
    return 'server';
  if (result.clientCpu >= busy) return 'client';
  return '—';
}

/** The entry script: the `<script type="module" src>` of the HTML served at /, else of dist/web/index.html. */
function entryScript(html: string): string | undefined {
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (/\btype="module"/.test(tag) && src) return src;
  }
  return undefined;
}

// ---------------------------------------------------------------- main
let server: RunningServer | undefined;
/** Kept while the server starts, so an interrupt in that time still stops it. */
let serverStarting: Promise<RunningServer> | undefined;
let bare: { url: string; close(): Promise<void> } | undefined;

let cleaning: Promise<void> | undefined;
/** Closes Chrome, the bare page and the server, once, whoever asks first (the end, an error, Ctrl-C). */
const cleanUp = () => (cleaning ??= closeEverything());

async function closeEverything() {
  const chrome = await currentChrome?.catch(() => undefined);
  currentChrome = undefined;
  if (chrome) await closeChrome(chrome).catch(() => undefined);
  await bare?.close().catch(() => undefined);
  bare = undefined;
  if (!server && serverStarting) server = await serverStarting.catch(() => undefined);
  serverStarting = undefined;
  if (server) {
    const running = server;
    server = undefined;
    await running.stop().catch(() => undefined);
    fs.rmSync(running.dataDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: closing Chrome and the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/web is missing: run `npm run build` first, then `npm run bench:lighthouse`.');
    return 1;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing: apt-get install -y chromium (never npx playwright install).`);
    return 1;
  }
  let couldNotMeasure = false;

  console.log(`Load average ${loadAverage()} on ${os.availableParallelism()} cores at the start`);
  serverStarting = startServer();
  server = await serverStarting;
  bare = await startBarePage();
  const base = server.baseURL;
  const list = (await (await fetch(`${base}/api/news/list.php`)).json()) as { news?: { id: number }[] };
  const newsId = list.news?.[0]?.id;
  if (newsId === undefined)
    throw new Error('GET /api/news/list.php lists no news: the demo family is missing');
  const home = await probe(`${base}/`, { Accept: 'text/html' });
  const script =
    entryScript(home.body.toString('utf8')) ??
    entryScript(fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  if (!script) throw new Error('no <script type="module" src> in / nor in dist/web/index.html');

  const members = (await (await fetch(`${base}/api/family-members/`)).json()) as {
    id: number;
    parent: number | null;
  }[];
  // A member with a father: the page shows parents, siblings and the nasab, as most members' do.
  const memberId = members.find((member) => member.parent !== null)?.id;
  if (memberId === undefined) throw new Error('GET /api/family-members/ lists no member with a father');

  console.log(`\nServer ${base} (built site from dist/web, demo family); bare page ${bare.url}`);
  console.log(`First news id ${newsId}; member ${memberId}; entry script ${script}`);

  // -------- 1. Lighthouse
  const pages: [string, string][] = [
    ['/', `${base}/`],
    ['/history', `${base}/history`],
    ['/family-tree', `${base}/family-tree`],
    [`/news/${newsId}`, `${base}/news/${newsId}`],
    [`/family-tree/member/${memberId}`, `${base}/family-tree/member/${memberId}`],
    ['bare page', bare.url],
  ];
  console.log(
    `\nLighthouse 12 (mobile, simulated throttling), ${RUNS} run${RUNS === 1 ? '' : 's'} per page, a fresh Chromium each`,
  );
  const results: PageResult[] = [];
  for (const [label, url] of pages) results.push(await measurePage(label, url));
  const summaries = results.map(summarise);
  for (const page of results)
    if (page.runs.length === 0) {
      couldNotMeasure = true;
      console.log(`  ${page.label}: no run succeeded (${page.failures[0] ?? 'unknown error'})`);
    }

  const show = (value: number, format: (v: number) => string) => (Number.isNaN(value) ? '—' : format(value));
  console.log(`\nLighthouse medians of ${RUNS} (mobile)`);
  printTable(
    ['page', 'performance', 'range', 'LCP', 'CLS', 'TBT', 'FCP', 'accessibility', 'SEO'],
    summaries.map((s) => [
      s.label,
      show(s.performance, score),
      s.performanceRange,
      show(s.lcpMs, seconds),
      show(s.cls, (v) => v.toFixed(3)),
      show(s.tbtMs, ms),
      show(s.fcpMs, seconds),
      show(s.accessibility * 100, (v) => v.toFixed(0)),
      show(s.seo * 100, (v) => v.toFixed(0)),
    ]),
    [false, true, true, true, true, true, true, true, true],
  );

  console.log(
    '\nFirst load, bytes over the wire by type (Lighthouse total-byte-weight and resource-summary)',
  );
  printTable(
    ['page', ...BYTE_TYPES],
    summaries.map((s) => [s.label, ...BYTE_TYPES.map((type) => (s.measured ? kb(s.bytes[type] ?? 0) : '—'))]),
    [false, ...BYTE_TYPES.map(() => true)],
  );

  const allRuns = results.flatMap((r) => r.runs);
  if (allRuns.length > 0) {
    const indexes = allRuns.map((r) => r.benchmarkIndex);
    console.log(
      `\nChromium's CPU benchmark index (Lighthouse's calibration): median ${Math.round(median(indexes))}, ` +
        `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`,
    );
  }
  const warnings = [...new Set(allRuns.flatMap((r) => r.warnings))];
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);

  // -------- 2. Throughput
  const targets: ThroughputTarget[] = [
    {
      label: `${script} (static asset)`,
      url: `${base}${script}`,
      headers: { Accept: '*/*', 'Accept-Encoding': BROWSER_ENCODINGS },
    },
    {
      label: '/ (HTML)',
      url: `${base}/`,
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': BROWSER_ENCODINGS },
    },
    {
      label: `/news/${newsId} (HTML)`,
      url: `${base}/news/${newsId}`,
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': BROWSER_ENCODINGS },
    },
    {
      label: '/api/news/list.php (API)',
      url: `${base}/api/news/list.php`,
      headers: { Accept: 'application/json', 'Accept-Encoding': BROWSER_ENCODINGS },
    },
    {
      // Not a target: the entry script's rate is bounded by its size, so this shows a file's overhead.
      label: '/favicon.svg (small static file)',
      url: `${base}/favicon.svg`,
      headers: { Accept: '*/*', 'Accept-Encoding': BROWSER_ENCODINGS },
    },
  ];
  console.log(
    `\nautocannon: ${DURATION_S} s each, ${CONNECTIONS} connections, warmed with 1,000 requests, Accept-Encoding: ${BROWSER_ENCODINGS}`,
  );
  const serverPid = listeningPid(server.port);
  const throughput: (ThroughputResult | undefined)[] = [];
  for (const target of targets) {
    process.stdout.write(`  ${target.label} … `);
    try {
      const result = await measureThroughput(target, serverPid);
      throughput.push(result);
      console.log(`${Math.round(result.requestsPerSecond)} requests/s`);
    } catch (error) {
      if (interrupted) throw new Interrupted('interrupted');
      couldNotMeasure = true;
      throughput.push(undefined);
      console.log(`failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const staticRate = throughput[0]?.requestsPerSecond ?? Number.NaN;
  const smallFileRate = throughput[4]?.requestsPerSecond ?? Number.NaN;
  const ratio = (result: ThroughputResult | undefined) =>
    result ? result.requestsPerSecond / staticRate : Number.NaN;
  console.log('');
  const percent = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value * 100)}%`);
  printTable(
    [
      'URL',
      'requests/s',
      '× static',
      '× small file',
      'latency',
      'body',
      'encoding',
      'cache',
      'server CPU',
      'client CPU',
      'bound by',
      'failed',
    ],
    targets.map((target, i) => {
      const result = throughput[i];
      if (!result) return [target.label, ...Array<string>(11).fill('—')];
      return [
        target.label,
        Math.round(result.requestsPerSecond).toLocaleString('en'),
        show(ratio(result), (v) => v.toFixed(2)),
        show(result.requestsPerSecond / smallFileRate, (v) => v.toFixed(2)),
        `${result.latencyMean.toFixed(2)} ms`,
        kb(result.bytes),
        result.encoding,
        result.cache,
        percent(result.serverCpu),
        percent(result.clientCpu),
        boundBy(result),
        String(result.errors + result.non2xx),
      ];
    }),
    [false, true, true, true, true, true, false, false, true, true, false, true],
  );
  console.log(
    [
      '× static: the ratio the targets use (the entry script); × small file: against a file of a few hundred bytes.',
      'latency: mean; cache: the X-Cache the server answered after the run; CPU: busy time over the run, 100% = one',
      'core; bound by: the side that ran out of CPU (client: autocannon, in this process, set the rate, not the',
      'server); failed: connection errors and non-2xx answers.',
    ].join('\n'),
  );

  // -------- 3. Compression
  console.log("\nCompression: GET with 'Accept-Encoding: br' (as curl -H 'Accept-Encoding: br')");
  const compressionUrls = [script, '/', '/api/family-members/'];
  const compression: { path: string; encoding: string }[] = [];
  const compressionRows: string[][] = [];
  for (const urlPath of compressionUrls) {
    try {
      const answer = await probe(`${base}${urlPath}`, { 'Accept-Encoding': 'br' });
      compression.push({ path: urlPath, encoding: answer.contentEncoding });
      compressionRows.push([
        urlPath,
        String(answer.status),
        answer.contentType.split(';')[0]!,
        answer.contentEncoding,
        kb(answer.bytes),
      ]);
    } catch (error) {
      couldNotMeasure = true;
      compression.push({ path: urlPath, encoding: '—' });
      compressionRows.push([urlPath, '—', '—', `failed: ${String(error)}`, '—']);
    }
  }
  printTable(['URL', 'status', 'content-type', 'content-encoding', 'body'], compressionRows, [
    false,
    true,
    false,
    false,
    true,
  ]);

  // -------- 4. Targets
  const bareSummary = summaries.find((s) => s.label === 'bare page')!;
  const appPages = summaries.filter((s) => s !== bareSummary);
  const rows: { target: string; subject: string; measured: string; met: boolean }[] = [];
  const lighthouseTarget = (
    target: string,
    value: (s: PageSummary) => number,
    format: (v: number) => string,
    met: (v: number) => boolean,
  ) => {
    for (const page of appPages) {
      const v = value(page);
      rows.push({ target, subject: page.label, measured: show(v, format), met: !Number.isNaN(v) && met(v) });
    }
  };
  lighthouseTarget(
    `Lighthouse performance ≥ ${TARGET.performance}`,
    (s) => s.performance,
    score,
    (v) => v >= TARGET.performance,
  );
  lighthouseTarget(
    `performance ≥ ${TARGET.performanceOfBare} × the bare page (${show(bareSummary.performance, score)})`,
    (s) => s.performance / bareSummary.performance,
    (v) => `${v.toFixed(2)} ×`,
    (v) => v >= TARGET.performanceOfBare,
  );
  lighthouseTarget(
    `LCP ≤ ${(TARGET.lcpMs / 1000).toFixed(1)} s (lab)`,
    (s) => s.lcpMs,
    seconds,
    (v) => v <= TARGET.lcpMs,
  );
  lighthouseTarget(
    `CLS ≤ ${TARGET.cls}`,
    (s) => s.cls,
    (v) => v.toFixed(3),
    (v) => v <= TARGET.cls,
  );
  lighthouseTarget(
    `TBT ≤ ${TARGET.tbtMs} ms`,
    (s) => s.tbtMs,
    ms,
    (v) => v <= TARGET.tbtMs,
  );
  lighthouseTarget(
    'accessibility 100',
    (s) => s.accessibility * 100,
    (v) => v.toFixed(0),
    (v) => v >= 100,
  );
  lighthouseTarget(
    'SEO 100',
    (s) => s.seo * 100,
    (v) => v.toFixed(0),
    (v) => v >= 100,
  );
  const throughputTarget = (target: string, index: number, minimum: number) => {
    const result = throughput[index];
    const v = ratio(result);
    rows.push({
      target,
      subject: targets[index]!.label,
      measured: show(v, (x) => `${x.toFixed(2)} ×`),
      met: !Number.isNaN(v) && v >= minimum && result?.non2xx === 0 && result.errors === 0,
    });
  };
  throughputTarget(`public HTML ≥ ${TARGET.htmlRatio} × static asset requests/s`, 1, TARGET.htmlRatio);
  throughputTarget(`public HTML ≥ ${TARGET.htmlRatio} × static asset requests/s`, 2, TARGET.htmlRatio);
  throughputTarget(`public API GET ≥ ${TARGET.apiRatio} × static asset requests/s`, 3, TARGET.apiRatio);
  for (const { path: urlPath, encoding } of compression)
    rows.push({
      target: "content-encoding: br for 'Accept-Encoding: br'",
      subject: urlPath,
      measured: encoding,
      met: encoding === 'br',
    });

  console.log('\nTargets');
  printTable(
    ['target', 'page', 'measured', 'met'],
    rows.map((row, i) => [
      i > 0 && rows[i - 1]!.target === row.target ? '' : row.target,
      row.subject,
      row.measured,
      mark(row.met),
    ]),
    [false, false, true, false],
  );
  console.log(`\nLoad average ${loadAverage()} at the end`);
  const missed = rows.filter((r) => !r.met);
  const missedTargets = [...new Set(missed.map((r) => r.target.split(' (')[0]))];
  console.log(
    `\n${rows.length - missed.length} of ${rows.length} targets met` +
      (missed.length > 0 ? `; not met: ${missedTargets.join('; ')}.` : '.') +
      (couldNotMeasure ? ' Some measurements failed (see above).' : ''),
  );
  return couldNotMeasure ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    if (!(error instanceof Interrupted)) console.error(error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(interrupted ? 130 : code);
  });
