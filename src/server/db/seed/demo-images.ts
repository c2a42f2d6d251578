// The demo content's pictures: committed files (drawn once as shapes, no text), copied into the
// uploads directory when the seed needs them and they are missing. Each picture is several files,
// its WebP original and the copies scripts/demo-image-copies.ts made of it (decision 010); they
// are committed rather than made here because every test boots a freshly seeded app.
import fs from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/lib/data-directories.ts';

const imagesDir = fileURLToPath(new URL('./images/', import.meta.url));

/** File names of every demo image file (demo-news-N, demo-person-N, demo-member-N, demo-map-N; WebP and AVIF). */
export const demoImageFiles: readonly string[] = readdirSync(imagesDir)
  .filter((file) => file.endsWith('.webp') || file.endsWith('.avif'))
  .sort();

/**
 * Copies the demo images missing from `uploadsDir` (those whose names pass `include`) and returns
 * the names it wrote. Existing files are never overwritten, so an admin's replacement survives.
 */
export async function copyDemoImages(
  uploadsDir: string,
  include: (file: string) => boolean = () => true,
): Promise<string[]> {
  await fs.mkdir(uploadsDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const written: string[] = [];
  for (const file of demoImageFiles) {
    if (!include(file)) continue;
    try {
      // COPYFILE_EXCL: never replace what is there.
      await fs.copyFile(path.join(imagesDir, file), path.join(uploadsDir, file), fs.constants.COPYFILE_EXCL);
      // A copy keeps the repository's mode; uploads are the server's alone like every upload.
      await fs.chmod(path.join(uploadsDir, file), PRIVATE_FILE_MODE);
      written.push(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return written;
}
