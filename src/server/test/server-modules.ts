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

if (compiledServerDir) {
  const main = path.join(compiledServerDir, 'main.js');
  const sources = ['../', '../../shared/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
  const builtAt = fs.existsSync(main) ? fs.statSync(main).mtimeMs : 0;
  if (sources.some((dir) => newestChange(dir) > builtAt)) {
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
 * An entry point a test runs in its own process: the compiled one, or the sources with tsx as
 * Node's loader. One process either way: tsx's own command runs the script in a second process and,
 * on a stop signal, kills it outright when it has not confirmed the signal within 30 ms, which a
 * busy machine misses (the graceful stop never ran).
 */
export function entryProcess(
  entry: 'main' | 'backup' | 'restore' | 'recover-account',
): [command: string, args: string[]] {
  const source = entry === 'main' ? 'src/server/main.ts' : `src/server/cli/${entry}.ts`;
  return compiledServerDir
    ? [process.execPath, ['--enable-source-maps', path.join(compiledServerDir, `${entry}.js`)]]
    : [process.execPath, ['--enable-source-maps', '--import', 'tsx', source]];
}

/**
 * The page renderer from source, in both modes: it is the front end's build, not the server's,
 * and the compiled server is tested before `npm run build` makes it (CI).
 */
export const testRenderer = fileURLToPath(new URL('../../web/entry-server.tsx', import.meta.url));
