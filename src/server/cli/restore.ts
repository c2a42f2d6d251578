import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreInPlace, restoreSqliteFile } from '../backup/restore-backup';
import { configOrExit, describeFailure, siteOf } from './cli';

const usage = 'Usage: npm run restore -- FILE [--skip-safety-backup]';

/**
 * `npm run restore -- FILE` (decision 029), with the server stopped: verifies the archive whole, backs
 * up the site as it is (unless --skip-safety-backup: a database too damaged to read), then puts
 * the backup in place of the configured DATA_DIR / DATABASE_URL, all or nothing.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { 'skip-safety-backup': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const archive = path.resolve(positionals[0]!);
  const config = configOrExit();
  const { site, close } = siteOf(config);
  const options = { backupsFolder: config.backup.dir, safetyBackup: !values['skip-safety-backup'] };
  try {
    const result =
      'db' in site.database
        ? await restoreInPlace({ ...site, database: site.database }, archive, options)
        : await restoreSqliteFile(site, archive, options);
    const { counts, migration, createdAt, sourceDialect } = result.manifest;
    if (result.safetyBackup) console.log(`The site as it was is kept in ${result.safetyBackup}`);
    console.log(
      `Restored the backup of ${createdAt} (${sourceDialect}, migration ${migration}): ${counts.rows} rows and ${counts.uploads} uploaded files.`,
    );
    console.log('Everyone signs in again: sessions are not part of a backup.');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error('Restore failed, nothing was changed:', describeFailure(error));
  process.exit(1);
});
