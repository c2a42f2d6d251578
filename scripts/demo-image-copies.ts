/**
 * Writes the smaller copies and the AVIF files of the committed demo pictures (decision 010):
 *   npx tsx scripts/demo-image-copies.ts
 * Run it once after adding or replacing a picture in src/server/db/seed/images/, then commit
 * what it wrote. A picture named without its size (demo-news-7.webp) is renamed first
 * (demo-news-7_1200x800.webp). The seed only copies files, so every test's fresh app stays fast;
 * the copies come from encodeResponsiveImage, the upload route's own function.
 *
 * The WebP originals are kept byte for byte: encoding them again would only lose quality.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseUploadReference, responsiveImageFileName } from '../src/shared/format/responsive-image';
import { encodeResponsiveImage } from '../src/server/lib/responsive-images';

const IMAGES_DIR = path.resolve('src/server/db/seed/images');
const ORIGINAL = /^(demo-[a-z]+-\d+)(?:_\d+x\d+)?\.webp$/;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const originals = (await fs.readdir(IMAGES_DIR)).filter((file) => ORIGINAL.test(file)).sort();
  for (const file of originals) {
    const stem = ORIGINAL.exec(file)![1]!;
    const { data, info } = await sharp(path.join(IMAGES_DIR, file))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const size = { width: info.width, height: info.height };
    const named = responsiveImageFileName(stem, size, 'webp');
    if (named !== file) {
      await fs.rename(path.join(IMAGES_DIR, file), path.join(IMAGES_DIR, named));
      console.log(`${file} → ${named}`);
    }
    const original = parseUploadReference(`/uploads/${named}`);
    if (!original) throw new Error(`${named} does not follow the upload pattern`);

    const started = performance.now();
    const copies = await encodeResponsiveImage(stem, { data, ...size, channels: info.channels }, (copy) => {
      return copy.fileName !== named;
    });
    for (const copy of copies) await fs.writeFile(path.join(IMAGES_DIR, copy.fileName), copy.data);
    console.log(
      `${named}: ${copies.length} files in ${Math.round(performance.now() - started)} ms, ` +
        copies
          .map((copy) => `${copy.fileName.slice(named.length - 5)} ${kilobytes(copy.data.length)}`)
          .join(', '),
    );
  }

  const all = await fs.readdir(IMAGES_DIR);
  const sum = async (ext: string) => {
    let total = 0;
    for (const file of all.filter((name) => name.endsWith(ext))) {
      total += (await fs.stat(path.join(IMAGES_DIR, file))).size;
    }
    return total;
  };
  const [webp, avif] = await Promise.all([sum('.webp'), sum('.avif')]);
  console.log(
    `${all.length} files committed: WebP ${kilobytes(webp)}, AVIF ${kilobytes(avif)}, total ${kilobytes(webp + avif)}`,
  );
}

await main();
