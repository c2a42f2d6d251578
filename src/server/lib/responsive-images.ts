// Decision 010: the files of one image (the original and its smaller copies, in WebP and AVIF).
// The upload route and the demo-image script both call encodeResponsiveImage, so an uploaded
// picture and a committed demo picture can never be cut or named differently.
import sharp from 'sharp';
import { responsiveImageFiles, type ResponsiveImageFile } from '#shared/format/responsive-image.ts';

/** Decoded 8-bit pixels, already upright and within MAX_IMAGE_EDGE: what every file is encoded from. */
export interface ImagePixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const WEBP_OPTIONS = { quality: 82 } as const;
/**
 * Decision 010. Measured with scripts/bench-image-encoding.ts on the 2-core server, a 2000 × 1325
 * photo, all eight files in parallel: effort 1 takes about 1.1 s (sharp's default effort 4 takes
 * over 8 s for the original alone). Effort 0 halves that, but its files are 8 % larger for photos
 * and up to a third larger for flat illustrations, where they outweigh the WebP.
 */
export const AVIF_OPTIONS = { quality: 50, effort: 1 } as const;

export interface EncodedImageFile extends ResponsiveImageFile {
  data: Buffer;
}

/**
 * Encodes the files of `responsiveImageFiles(stem, size)` from the pixels (those `include`
 * accepts), all at once: libvips works one thread per image here, so parallel encodes use both
 * cores. The largest start first, since the original AVIF decides how long the whole takes.
 */
export async function encodeResponsiveImage(
  stem: string,
  pixels: ImagePixels,
  include: (file: ResponsiveImageFile) => boolean = () => true,
): Promise<EncodedImageFile[]> {
  const { width, height, channels } = pixels;
  const files = responsiveImageFiles(stem, { width, height }).filter(include);
  const byCost = [...files].sort((a, b) => b.width - a.width || (a.format === 'avif' ? -1 : 1));
  const encoded = new Map<string, Buffer>();
  await Promise.all(
    byCost.map(async (file) => {
      let image = sharp(pixels.data, { raw: { width, height, channels } });
      if (file.width < width) image = image.resize({ width: file.width });
      image = file.format === 'avif' ? image.avif(AVIF_OPTIONS) : image.webp(WEBP_OPTIONS);
      encoded.set(file.fileName, await image.toBuffer());
    }),
  );
  return files.map((file) => ({ ...file, data: encoded.get(file.fileName)! }));
}
