/**
 * Admin performance numbers: an admin that stays fast at 5,000 members (run
 * `npm run build` first):
 *   npm run bench:admin
 * Starts the real built server on a throwaway data directory (the demo family), then:
 * 1. Imports generated GEDCOM files (scripts/make-sample-gedcom.ts) of 3,000 people, undoes that,
 *    and imports 5,000: the time of each import request.
 * 2. list.php with 5,000 members: page 1, a later page, and two searches, the median of 20 requests
 *    each (the first, which builds the directory, printed apart).
 * 3. The GEDCOM and CSV exports of the 5,000.
 * 4. The public reads at 5,000 members (privacy applied, decision 015): the first public list after a
 *    write (builds the public family), then search.php, profile.php and relationship.php, each over
 *    20 different requests (so none is answered from the response cache).
 * 5. In headless Chromium, signed in: /admin/family-members from navigation to the first table row,
 *    and, when the member form has comboboxes, the father combobox's answer after a name is typed.
 * Then each target of the issue, OK or OVER. A measurement, not a test: the exit code is 0 whatever
 * the numbers, 1 only when something could not be measured.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from '../e2e/server';
import { api, withId } from '../src/shared/api-paths';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = 20;
const BROWSER_RUNS = 5;

// The targets: an admin that stays fast at 5,000 members.
const TARGET = {
  import3000Ms: 10_000,
  listMs: 150,
  exportMs: 2_000,
  pageMs: 1_000,
};

const newMember = {
  generation: 1,
  parent: null,
  spouse_id: null,
  mother_id: null,
  gender: 'male',
  surname: '',
  birth: '',
  death: '',
  role: '',
  image: '',
  bio: '',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const results: { label: string; value: number; target: number }[] = [];
function report(label: string, value: number, target?: number) {
  const verdict =
    target === undefined ? '' : `  (target ≤ ${ms(target)}: ${value <= target ? 'OK' : 'OVER'})`;
  console.log(`  ${label.padEnd(44)} ${ms(value).padStart(9)}${verdict}`);
  if (target !== undefined) results.push({ label, value, target });
}

async function login(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}${api.admin.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A request as the admin's browser makes it (compressed answers included); its time and body. */
async function timed(baseURL: string, token: string, pathname: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${pathname}`, {
    ...init,
    // A public read ('' token) goes without credentials, as a visitor's does.
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-encoding': 'br, gzip',
      ...init.headers,
    },
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${text.slice(0, 300)}`);
  return { elapsed, text };
}

function sampleGedcom(people: number): string {
  const file = path.join(os.tmpdir(), `nasab-bench-${people}-${process.pid}.ged`);
  execFileSync(path.resolve('node_modules/.bin/tsx'), [
    'scripts/make-sample-gedcom.ts',
    file,
    '--people',
    String(people),
  ]);
  return file;
}

async function importGedcom(baseURL: string, token: string, file: string) {
  const form = new FormData();
  form.set('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const { elapsed, text } = await timed(baseURL, token, api.admin.import.gedcom, {
    method: 'POST',
    body: form,
  });
  const body = JSON.parse(text) as { batch_id: number | null };
  return { elapsed, batchId: body.batch_id };
}

async function listTimes(baseURL: string, token: string, query: string) {
  const pathname = `${api.admin.familyMembers.list}?${query}`;
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const { elapsed, text } = await timed(baseURL, token, pathname);
    times.push(elapsed);
    total = (JSON.parse(text) as { total: number }).total;
  }
  return { median: median(times), total };
}

/** Navigation to the first row of the members table, signed in through local storage. */
async function membersPageTime(page: Page, baseURL: string): Promise<number> {
  const started = performance.now();
  await page.goto(`${baseURL}/admin/family-members`, { waitUntil: 'commit' });
  await page.locator('tbody tr').first().waitFor({ state: 'visible', timeout: 30_000 });
  return performance.now() - started;
}

/** Typing a name into the father combobox, to its first option; null when the form has none. */
async function fatherComboboxTime(page: Page, baseURL: string, name: string): Promise<number | null> {
  await page.goto(`${baseURL}/admin/family-members/new`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const boxes = page.getByRole('combobox');
  await page.waitForTimeout(300);
  if ((await boxes.count()) === 0) return null;
  const father = page.getByRole('combobox', { name: /الأب/ });
  const box = (await father.count()) > 0 ? father.first() : boxes.first();
  await box.click();
  await box.fill('');
  // The listbox's options: the form's native selects have options of their own.
  const options = page.getByRole('listbox').getByRole('option');
  const started = performance.now();
  await box.pressSequentially(name);
  await options.first().waitFor({ state: 'visible', timeout: 10_000 });
  const elapsed = performance.now() - started;
  await page.keyboard.press('Escape');
  return elapsed;
}

async function main() {
  if (!fs.existsSync(path.resolve('dist/web/index.html'))) {
    console.error('dist/web is missing: run `npm run build` first.');
    process.exit(1);
  }
  console.log(`Nasab admin benchmark on ${os.cpus().length} cores, Node ${process.version}\n`);
  const files = { 3000: sampleGedcom(3000), 5000: sampleGedcom(5000) };
  let server: RunningServer | undefined;
  try {
    server = await startServer();
    const { baseURL } = server;
    const token = await login(baseURL);

    console.log('Import (POST gedcom.php)');
    const first = await importGedcom(baseURL, token, files[3000]);
    report('3,000 people', first.elapsed, TARGET.import3000Ms);
    if (first.batchId !== null)
      await timed(baseURL, token, withId(api.admin.import.undo, first.batchId), { method: 'POST' });
    const second = await importGedcom(baseURL, token, files[5000]);
    report('5,000 people', second.elapsed);

    console.log(`\nMember list (list.php, median of ${RUNS})`);
    const cold = await timed(baseURL, token, api.admin.familyMembers.list);
    report('first request after the import (builds)', cold.elapsed);
    const page1 = await listTimes(baseURL, token, 'page=1&per_page=25');
    report(`page 1 of ${page1.total} members`, page1.median, TARGET.listMs);
    report('page 100', (await listTimes(baseURL, token, 'page=100&per_page=25')).median, TARGET.listMs);
    const byName = await listTimes(baseURL, token, `q=${encodeURIComponent('محمد')}`);
    report(`search «محمد» (${byName.total} found)`, byName.median, TARGET.listMs);
    const byLineage = await listTimes(baseURL, token, `q=${encodeURIComponent('عبد الله بن احمد')}`);
    report(`search «عبد الله بن احمد» (${byLineage.total} found)`, byLineage.median, TARGET.listMs);
    const combobox = await listTimes(baseURL, token, `q=${encodeURIComponent('سا')}&gender=male&per_page=10`);
    report('combobox search «سا», men, 10 rows', combobox.median, TARGET.listMs);

    // A write empties the directory; the server rebuilds it at once, so the admin coming back to
    // the list after a save waits for what is left of that rebuild.
    const writeThenList = async (pauseMs: number) => {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        await timed(baseURL, token, api.familyMembers.create, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...newMember, name: `فرد للقياس ${run}` }),
        });
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        times.push((await timed(baseURL, token, api.admin.familyMembers.list)).elapsed);
      }
      return median(times);
    };
    report('page 1 at once after a member is saved', await writeThenList(0));
    report('page 1 300 ms after a member is saved', await writeThenList(300), TARGET.listMs);

    console.log('\nExport of the whole family');
    report(
      'GEDCOM (gedcom.php)',
      (await timed(baseURL, token, api.admin.export.gedcom)).elapsed,
      TARGET.exportMs,
    );
    report('CSV (csv.php)', (await timed(baseURL, token, api.admin.export.csv)).elapsed, TARGET.exportMs);

    console.log(`\nPublic reads at ${page1.total} members (median of ${RUNS} different requests)`);
    // Each query differs, so each is computed, never a cached answer.
    const publicTimes = async (paths: string[]) => {
      const times: number[] = [];
      for (const pathname of paths) times.push((await timed(baseURL, '', pathname)).elapsed);
      return median(times);
    };
    const publicList = await timed(baseURL, '', api.familyMembers.list);
    report(`public list after a write (${(publicList.text.length / 1e6).toFixed(1)} MB)`, publicList.elapsed);
    const ids = (JSON.parse(publicList.text) as { id: number; visibility: string }[])
      .filter((member) => member.visibility !== 'hidden')
      .map((member) => member.id);
    const pick = (run: number) => ids[(run * 977) % ids.length]!;
    const names = ['محمد', 'سالم بن', 'عبدالله', 'خالد بن محمد', 'فهد', 'ناصر', 'حمد', 'عبد الله بن احمد'];
    report(
      'search.php',
      await publicTimes(
        Array.from(
          { length: RUNS },
          (_, run) =>
            `${api.familyMembers.search}?q=${encodeURIComponent(`${names[run % names.length]!}${'ا'.repeat(Math.floor(run / names.length))}`)}`,
        ),
      ),
      TARGET.listMs,
    );
    report(
      'profile.php',
      await publicTimes(
        Array.from({ length: RUNS }, (_, run) => withId(api.familyMembers.profile, pick(run))),
      ),
      TARGET.listMs,
    );
    report(
      'relationship.php',
      await publicTimes(
        Array.from(
          { length: RUNS },
          (_, run) => `${api.familyMembers.relationship}?from=${pick(run)}&to=${pick(run + 7)}`,
        ),
      ),
      TARGET.listMs,
    );

    console.log(`\nIn Chromium (median of ${BROWSER_RUNS}, after one warm-up)`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript((value) => localStorage.setItem('adminToken', value), token);
      const page = await context.newPage();
      await membersPageTime(page, baseURL);
      const pageTimes: number[] = [];
      for (let run = 0; run < BROWSER_RUNS; run++) pageTimes.push(await membersPageTime(page, baseURL));
      report('/admin/family-members to its first row', median(pageTimes), TARGET.pageMs);

      const comboTimes: number[] = [];
      try {
        for (const name of ['محمد', 'سالم', 'خالد', 'ناصر', 'فهد']) {
          const elapsed = await fatherComboboxTime(page, baseURL, name);
          if (elapsed === null) break;
          comboTimes.push(elapsed);
        }
      } catch (error) {
        // The form is another piece of work in progress: its number is a bonus, not the run's end.
        console.log(`  father combobox: could not be measured (${(error as Error).message.split('\n')[0]})`);
      }
      // From the first key: the form's debounce is part of what the admin waits for.
      if (comboTimes.length === 0)
        console.log('  father combobox: no measurement (the member form has no combobox yet?)');
      else report('father combobox: a name typed to its first option', median(comboTimes));
    } finally {
      await browser.close();
    }
  } finally {
    await server?.stop();
    for (const file of Object.values(files)) fs.rmSync(file, { force: true });
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  console.log('\nTargets');
  for (const { label, value, target } of results) {
    console.log(`  ${value <= target ? 'OK  ' : 'OVER'} ${label}: ${ms(value)} (≤ ${ms(target)})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
