import fs from 'node:fs/promises';
import path from 'node:path';
import { parseUploadReference, responsiveImageFiles } from '#shared/format/responsive-image.ts';

const UPLOADS_PREFIX = '/uploads/';
// A plain file name: no folder, nothing hidden, no way up.
const SAFE_FILE_NAME = /^[\w-][\w.-]*$/;

/** The files of the uploads folder that these image references (`/uploads/…`) stand for. */
export function uploadFilesOf(references: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const reference of references) {
    if (!reference.startsWith(UPLOADS_PREFIX)) continue;
    const named = parseUploadReference(reference);
    const names = named
      ? responsiveImageFiles(named.stem, named).map((file) => file.fileName)
      : [reference.slice(UPLOADS_PREFIX.length)];
    for (const name of names) if (SAFE_FILE_NAME.test(name)) files.add(name);
  }
  return files;
}

/** The files of the removed references that no remaining reference still needs. */
export function orphanedUploadFiles(removed: Iterable<string>, remaining: Iterable<string>): string[] {
  const kept = uploadFilesOf(remaining);
  return [...uploadFilesOf(removed)].filter((file) => !kept.has(file)).sort();
}

/** Deletes these files from the uploads folder; returns how many were there. */
export async function deleteUploadFiles(uploadsDir: string, files: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const file of files) {
    try {
      await fs.unlink(path.join(uploadsDir, file));
      deleted += 1;
    } catch (error) {
      // Already gone (a copy never made, an admin who cleaned up by hand): nothing to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}
