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
