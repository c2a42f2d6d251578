import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as AppModule from '../app';
import type * as ConfigModule from '../config';

/**
 * NASAB_TEST_COMPILED drives the compiled server instead of the sources, so the API suite shows
 * that what `npm start` runs behaves as what the tests read (decision 028): `1` for `dist/node`
 * (`npm run build`), or the folder `node scripts/build-server.mjs --outdir <folder>` wrote.
 */
const compiledSetting = process.env.NASAB_TEST_COMPILED;
export const compiledServerDir =
  compiledSetting === undefined || compiledSetting === '' || compiledSetting === '0'
    ? null
    : path.resolve(compiledSetting === '1' ? 'dist/node' : compiledSetting);

/** The newest change under a folder, to refuse testing a compiled server older than its sources. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // Tests are not compiled: changing one needs no new build.
    if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('/test'))
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** What the compiled server is built from. */
const sourceDirs = ['../', '../../shared/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

if (compiledServerDir) {
  const main = path.join(compiledServerDir, 'main.js');
  const builtAt = fs.existsSync(main) ? fs.statSync(main).mtimeMs : 0;
  if (sourceDirs.some((dir) => newestChange(dir) > builtAt)) {
    throw new Error(`NASAB_TEST_COMPILED: ${main} is missing or older than the sources; build it again`);
  }
}

const compiled = (file: string) => pathToFileURL(path.join(compiledServerDir!, file)).href;

export const { buildApp, defaultRateLimits }: typeof AppModule = compiledServerDir
  ? ((await import(compiled('app.js'))) as typeof AppModule)
  : await import('../app');

export const { loadConfig }: typeof ConfigModule = compiledServerDir
  ? ((await import(compiled('config.js'))) as typeof ConfigModule)
  : await import('../config');

/**
 * An entry point a test runs in its own process, compiled as production runs it: the build
 * NASAB_TEST_COMPILED names, or else a compiled copy of the sources as they are (ownBuild). From
 * the sources through tsx, each process spent a second more of CPU compiling them, and the four
 * files that start processes took 60 s instead of 18.
 */
export function entryProcess(
  entry: 'main' | 'backup' | 'restore' | 'recover-account',
): [command: string, args: string[]] {
  const dir = compiledServerDir ?? ownBuild();
  return [process.execPath, ['--enable-source-maps', path.join(dir, `${entry}.js`)]];
}

/**
 * The compiled copy of the sources as they are now, shared by the test processes: in
 * node_modules/.cache (where its imports find node_modules), one folder per state of the sources,
 * built aside and renamed into place, so two processes building at once both end with a whole one.
 */
function ownBuild(): string {
  const cache = fileURLToPath(new URL('../../../node_modules/.cache/nasab-test-server/', import.meta.url));
  const dir = path.join(cache, String(Math.floor(Math.max(...sourceDirs.map(newestChange)))));
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(cache, { recursive: true });
  const building = fs.mkdtempSync(`${dir}-building-`);
  const script = fileURLToPath(new URL('../../../scripts/build-server.mjs', import.meta.url));
  execFileSync(process.execPath, [script, '--outdir', building]);
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Builds of older sources, once nothing can still be starting from them.
  for (const entry of fs.readdirSync(cache)) {
    const old = path.join(cache, entry);
    if (old !== dir && Date.now() - fs.statSync(old).mtimeMs > 3_600_000)
      fs.rmSync(old, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The page renderer from source, in both modes: it is the front end's build, not the server's,
 * and the compiled server is tested before `npm run build` makes it (CI).
 */
export const testRenderer = fileURLToPath(new URL('../../web/entry-server.tsx', import.meta.url));
