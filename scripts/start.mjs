// `npm start` (decision 028): the compiled server on plain Node. It builds first only when the build
// is missing or older than the sources it was made from, so a start after `npm run build` (or an
// unchanged checkout) costs no build at all. `npm run backup`, `npm run restore` and
// `npm run recover-account` come through here too (`start.mjs backup …`): the same compiled code,
// the tool's own arguments after it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/node/main.js', 'dist/web/index.html', 'dist/server/entry-server.js'];
const inputs = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/lib/service-worker-build.ts',
];

function newestChange(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

function buildIsCurrent() {
  let oldestOutput = Infinity;
  for (const output of outputs) {
    try {
      oldestOutput = Math.min(oldestOutput, fs.statSync(path.join(root, output)).mtimeMs);
    } catch {
      return false;
    }
  }
  return inputs.every((input) => newestChange(path.join(root, input)) <= oldestOutput);
}

const tools = ['backup', 'restore', 'recover-account'];
const entry = tools.includes(process.argv[2]) ? process.argv.splice(2, 1)[0] : 'main';

process.chdir(root);
if (!buildIsCurrent()) {
  console.error('The build is missing or older than the sources: building first (npm run build).');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, `dist/node/${entry}.js`)).href);
