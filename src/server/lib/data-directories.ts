import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../config';

/** Folders the server makes hold the family's data: readable by the server's own user only. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
/** The same for the files in them (the SQLite file, uploaded images). */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder when missing and proves it can be written by writing a file there, so a
 * wrong DATA_DIR stops the start with its path named instead of failing the first upload.
 */
function ensureWritableDirectory(dir: string, name: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    const probe = path.join(dir, `.write-test-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(probe, '', { flag: 'wx', mode: PRIVATE_FILE_MODE });
    fs.rmSync(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(
      `${name} ${dir} is not a folder the server can write to (${reason}); ` +
        'create it, or give the user running the server the right to write there',
    );
  }
}

/** DATA_DIR and its uploads/ are checked at start, before anything is opened there (decision 027). */
export function prepareDataDirectories(config: Pick<AppConfig, 'dataDir' | 'uploadsDir'>): void {
  ensureWritableDirectory(config.dataDir, 'DATA_DIR');
  ensureWritableDirectory(config.uploadsDir, 'DATA_DIR/uploads');
}
