import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// CI runs the files named `*.api.test.ts` a second time on PostgreSQL (.ci/run) and the rest only
// on SQLite: a test of the database under another name would never meet PostgreSQL.

const root = path.resolve(import.meta.dirname, '..');
/** What a test on a throwaway database uses: a test server, a server in its own process, or the variable itself. */
const USES_A_DATABASE = /from '[^']*test\/(test-server|spawn-server)'|process\.env\.TEST_DATABASE_URL/;

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

it('names every test on a throwaway database *.api.test.ts, so that CI runs it on PostgreSQL too', () => {
  const misnamed = ['src', 'scripts', 'tools']
    .flatMap(testFiles)
    .filter(
      (file) =>
        !file.endsWith('.api.test.ts') && USES_A_DATABASE.test(readFileSync(path.join(root, file), 'utf8')),
    );
  expect(misnamed).toEqual([]);
});
