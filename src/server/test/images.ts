import sharp from 'sharp';

/** A small real PNG of one colour. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

/** A small real JPEG of one colour. */
export function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/**
 * A JPEG with a photo's texture (gradients and grain), so every encoder does real work on it:
 * a one-colour image compresses to almost nothing and hides slow or broken encoding.
 */
export function photoBytes(width: number, height: number): Promise<Buffer> {
  const pixels = new Uint8ClampedArray(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 27) - 16;
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width + grain;
      pixels[i + 1] = (y * 255) / height + grain;
      pixels[i + 2] = 128 + 100 * Math.sin((x + y) / 40) + grain;
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
