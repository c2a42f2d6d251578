import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { partialFileOf, removeAbandonedWork, workName } from './backup-files';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('removeAbandonedWork', () => {
  it('removes the work of a previous run with this pid and of older versions, never the site or this run’s work', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-work-'));
    scratch.push(dataDir);
    const backups = path.join(dataDir, 'backups');
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.mkdirSync(backups);
    const archive = 'nasab-auto-2026-01-01T00-00-00-000Z.tar.gz';
    const kept = [
      'nasab.sqlite',
      'nasab.sqlite-wal',
      'uploads',
      workName('backup-staging'),
      workName('download', '.tar.gz'),
      '.hidden-by-the-operator',
    ];
    // A container's next start has the same pid as the run that was killed.
    const earlierRun = `.backup-staging-${process.pid}-000000-0123456789ab`;
    const removed = [
      earlierRun,
      '.backup-staging-0123456789ab',
      '.restore-0123456789ab',
      '.upload-0123456789ab.tar.gz',
      'nasab.sqlite.restoring',
      'nasab.sqlite.restoring-wal',
    ];
    for (const name of [...kept, ...removed]) {
      if (name.includes('staging') || name.startsWith('.restore') || name === 'uploads') {
        fs.mkdirSync(path.join(dataDir, name), { recursive: true });
      } else {
        fs.writeFileSync(path.join(dataDir, name), '');
      }
    }
    fs.writeFileSync(path.join(backups, archive), 'a whole archive');
    fs.writeFileSync(path.join(backups, `${archive}.partial`), 'an older version’s, cut short');
    fs.writeFileSync(partialFileOf(path.join(backups, `${archive}x`)), 'this run’s, being written');

    const gone = await removeAbandonedWork([dataDir, backups, path.join(dataDir, 'missing')]);
    expect(gone.sort()).toEqual(
      [...removed.map((name) => path.join(dataDir, name)), path.join(backups, `${archive}.partial`)].sort(),
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual([...kept, 'backups'].sort());
    expect(fs.readdirSync(backups)).toHaveLength(2);
  });
});
