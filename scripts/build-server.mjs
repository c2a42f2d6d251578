// Compiles the server to plain JavaScript (decision 028): production runs `node`, not `tsx`.
// Our own code is bundled; every npm package stays an import resolved from node_modules at run
// time, so native modules (better-sqlite3, sharp, argon2) load as they were installed.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// `--outdir <folder>`: CI compiles a copy for its API runs on other Node lines, beside the build
// `npm test` makes (and empties) later.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag === -1 ? path.join(root, 'dist/node') : path.resolve(process.argv[outdirFlag + 1]);

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    // The API suite can run against the compiled server (NASAB_TEST_COMPILED).
    app: 'src/server/app.ts',
    config: 'src/server/config.ts',
    // Imports are read in a worker thread, which loads this file beside the code (decision 036).
    'import-worker': 'src/server/import/import-worker.ts',
    // `npm run backup`, `npm run restore` and `npm run recover-account`.
    backup: 'src/server/cli/backup.ts',
    restore: 'src/server/cli/restore.ts',
    'recover-account': 'src/server/cli/recover-account.ts',
    // The page renderer's thread (decision 038), found beside the code that starts it.
    'render-worker': 'src/server/seo/render-worker.ts',
    // «الأفراد المكررون»'s search runs in a thread of its own, found beside the code (decision 057).
    'likely-duplicates-worker': 'src/server/lib/likely-duplicates-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Stack traces need the map's positions and file names, not a copy of every source: Node keeps
  // each loaded module's map in memory (`--enable-source-maps`), and the sources were 1.7 MB of
  // its 2.8 MB. The sources themselves are in the checkout the server runs from.
  sourcesContent: false,
  logLevel: 'warning',
});
// The demo photos are read beside the code that seeds them (`new URL('./images/', import.meta.url)`).
fs.cpSync(path.join(root, 'src/server/db/seed/images'), path.join(outdir, 'images'), { recursive: true });
