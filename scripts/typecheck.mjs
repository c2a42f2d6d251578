// `npm run typecheck`: the three TypeScript projects (the app, src/shared without the DOM or Node,
// the service worker's own global scope) checked by TypeScript 7's native `tsc` (decision 064).
// typescript-eslint still needs TypeScript 5's JavaScript API, which keeps the `typescript`
// package; this compiler is the `typescript-7` alias, named by its path so that whichever `tsc`
// npm linked into node_modules/.bin does not matter.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url));
const projects = ['tsconfig.json', 'src/shared/tsconfig.json', 'src/web/sw/tsconfig.json'];

let failed = false;
for (const project of projects) {
  // One thread: in `npm test` the checks share two cores with the tests and the build, where
  // tsc's own threads cost more CPU in all (10–14 s against 7 s) for no earlier end.
  const { status } = spawnSync(process.execPath, [tsc, '--noEmit', '--singleThreaded', '-p', project], {
    stdio: 'inherit',
  });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
