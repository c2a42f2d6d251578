/**
 * How long an upload's encoding takes (decision 010):
 *   npx tsx scripts/bench-image-encoding.ts [photo.jpg]
 * Times the upload route's own steps for a 2000 px wide image: one decode, then every file of
 * encodeResponsiveImage (the original and the 320/640/1280 copies, in WebP and AVIF, in parallel),
 * and the original AVIF alone. Prints the median of a few runs and each file's size. Without a
 * photo it uses the tests' synthetic one, whose grain makes AVIF faster than a real photo does:
 * give a real photo for numbers worth quoting.
 */
import os from 'node:os';
import sharp from 'sharp';
import { AVIF_OPTIONS, encodeResponsiveImage } from '../src/server/lib/responsive-images';
import { photoBytes } from '../src/server/test/images';

const RUNS = 5;
const BUDGET_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const photo = process.argv[2];
  // Scaled to 2000 px wide, as large as an upload gets.
  const jpeg = photo
    ? await sharp(photo).resize({ width: 2000 }).jpeg({ quality: 90 }).toBuffer()
    : await photoBytes(2000, 1333);
  const totals: number[] = [];
  const originals: number[] = [];
  let sizes = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const { data, info } = await sharp(jpeg).rotate().raw().toBuffer({ resolveWithObject: true });
    const pixels = { data, width: info.width, height: info.height, channels: info.channels };
    const files = await encodeResponsiveImage('bench', pixels);
    totals.push(performance.now() - started);

    const alone = performance.now();
    await sharp(data, { raw: pixels }).avif(AVIF_OPTIONS).toBuffer();
    originals.push(performance.now() - alone);
    sizes = files
      .map((file) => `${file.fileName.slice(15)} ${Math.round(file.data.length / 1024)} KB`)
      .join(', ');
  }
  console.log(
    `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}, AVIF ${JSON.stringify(AVIF_OPTIONS)}`,
  );
  const { width, height } = await sharp(jpeg).metadata();
  console.log(`${photo ?? 'synthetic photo'}, ${width} × ${height}`);
  console.log(`all 8 files of the upload: median ${Math.round(median(totals))} ms (budget ${BUDGET_MS} ms)`);
  console.log(`the original AVIF alone: median ${Math.round(median(originals))} ms`);
  console.log(sizes);
}

await main();
