import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as AppModule from '../app';
import type * as ConfigModule from '../config';

/**
 * NASAB_TEST_COMPILED=1 drives the compiled server (`npm run build` → dist/node) instead of the
 * sources, so the API suite shows that what `npm start` runs behaves as what the tests read
 * (issue #13).
 */
export const testingCompiledServer = process.env.NASAB_TEST_COMPILED === '1';

const dist = new URL('../../../dist/', import.meta.url);

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

if (testingCompiledServer) {
  const compiled = fileURLToPath(new URL('node/main.js', dist));
  const sources = ['../', '../../shared/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
  const builtAt = fs.existsSync(compiled) ? fs.statSync(compiled).mtimeMs : 0;
  if (sources.some((dir) => newestChange(dir) > builtAt)) {
    throw new Error(
      'NASAB_TEST_COMPILED=1: dist/node is missing or older than the sources; run `npm run build`',
    );
  }
}

export const { buildApp, defaultRateLimits }: typeof AppModule = testingCompiledServer
  ? ((await import(new URL('node/app.js', dist).href)) as typeof AppModule)
  : await import('../app');

export const { loadConfig }: typeof ConfigModule = testingCompiledServer
  ? ((await import(new URL('node/config.js', dist).href)) as typeof ConfigModule)
  : await import('../config');

/** The server renderer the pages are rendered with: the built one for the compiled server. */
export const testRenderer = testingCompiledServer
  ? fileURLToPath(new URL('server/entry-server.js', dist))
  : fileURLToPath(new URL('../../web/entry-server.tsx', import.meta.url));
