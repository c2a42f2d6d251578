import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Where a worker thread's code is, found beside the module that starts it (`from`, that module's
 * `import.meta.url`) under the name it has as an entry point of scripts/build-server.mjs:
 * compiled (`npm start`, `dist/node/<name>.js`), or as TypeScript from the sources (vitest,
 * `npm run dev`), which the worker reads through tsx as the server's sources are read: their
 * imports name no extension, which Node's own type stripping cannot follow (decision 036).
 */
export function workerEntry(from: string, name: string): { url: URL; execArgv?: string[] } {
  if (!from.endsWith('.ts')) return { url: new URL(`./${name}.js`, from) };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { url: new URL(`./${name}.ts`, from), execArgv: ['--import', tsx] };
}
