import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup';
import { configOrExit, describeFailure, megabytes, siteOf } from './cli';

/**
 * `npm run backup [-- --out FILE]` (decision 029): one archive of the whole site, consistent while the
 * server runs and writes. Reads the same environment as the server; the archive goes into
 * BACKUP_DIR (default DATA_DIR/backups) unless --out names the file. The last line printed is the
 * archive's path, for scripts.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  const config = configOrExit();
  const { site, close } = siteOf(config);
  try {
    const created = await createBackup(site, { folder: config.backup.dir, outFile: values.out });
    const { counts, migration } = created.manifest;
    console.log(
      `Backed up ${counts.rows} rows (migration ${migration}) and ${counts.uploads} uploaded files: ${megabytes(created.bytes)}.`,
    );
    console.log(created.file);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error('Backup failed:', describeFailure(error));
  process.exit(1);
});
