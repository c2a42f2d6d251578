// Decision 010: an uploaded image's file name says its size, so any page that has the image
// reference can list its smaller copies and formats without asking the server or a table.
//
//   /uploads/<stem>_<W>x<H>.webp        the original (the reference stored in the database)
//   /uploads/<stem>_<W>x<H>.avif        the original in AVIF
//   /uploads/<stem>_<W>x<H>_<w>.webp    a copy <w> pixels wide, for each width below W
//   /uploads/<stem>_<W>x<H>_<w>.avif

/** Uploads are scaled to fit inside this square (pixels); it is also the widest copy. */
export const MAX_IMAGE_EDGE = 2000;

/** Widths of the smaller copies stored beside every upload wider than them. */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 1280] as const;

export type ResponsiveImageFormat = 'avif' | 'webp';

const UPLOADS_PREFIX = '/uploads/';
const STEM = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const REFERENCE = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9-]*)_([1-9]\d{0,3})x([1-9]\d{0,3})\.webp$/;

/** The copy widths an image `width` pixels wide gets: only those that are smaller. */
export function responsiveWidthsFor(width: number): number[] {
  return RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < width);
}

/** The file name of one stored copy; `copyWidth` undefined names the original. */
export function responsiveImageFileName(
  stem: string,
  size: { width: number; height: number },
  format: ResponsiveImageFormat,
  copyWidth?: number,
): string {
  if (!STEM.test(stem)) throw new Error(`Not an image file stem: ${stem}`);
  const suffix = copyWidth === undefined ? '' : `_${copyWidth}`;
  return `${stem}_${size.width}x${size.height}${suffix}.${format}`;
}

export interface ResponsiveImageFile {
  fileName: string;
  format: ResponsiveImageFormat;
  /** Pixels wide: the original's width, or the copy's. */
  width: number;
}

/** Every file stored for one image: the original and each copy, in WebP and AVIF; the WebP original first. */
export function responsiveImageFiles(
  stem: string,
  size: { width: number; height: number },
): ResponsiveImageFile[] {
  const files: ResponsiveImageFile[] = [];
  for (const format of ['webp', 'avif'] as const) {
    files.push({ fileName: responsiveImageFileName(stem, size, format), format, width: size.width });
  }
  for (const width of responsiveWidthsFor(size.width)) {
    for (const format of ['webp', 'avif'] as const) {
      files.push({ fileName: responsiveImageFileName(stem, size, format, width), format, width });
    }
  }
  return files;
}

export interface ResponsiveImageSource {
  type: 'image/avif' | 'image/webp';
  /** Candidates by width, smallest first, e.g. `/uploads/x_1600x1067_320.avif 320w, …`. */
  srcSet: string;
}

export interface ResponsiveImage {
  /** The WebP original: the plain `src` for the `<img>`. */
  src: string;
  width: number;
  height: number;
  /** AVIF first: a browser takes the first `<source>` whose type it supports. */
  sources: [ResponsiveImageSource, ResponsiveImageSource];
}

/** The stem and size an upload reference names, or `null` when it does not follow the pattern. */
export function parseUploadReference(
  reference: string,
): { stem: string; width: number; height: number } | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  const [, stem = '', width = '', height = ''] = match;
  const named = { stem, width: Number(width), height: Number(height) };
  return Math.max(named.width, named.height) > MAX_IMAGE_EDGE ? null : named;
}

/**
 * The copies of an image reference named by the upload pattern, or `null` for anything else
 * (external URLs, `/images/…`, uploads stored before the pattern), which is shown as it is.
 */
export function parseResponsiveImage(reference: string): ResponsiveImage | null {
  const named = parseUploadReference(reference);
  if (!named) return null;
  const { stem, ...size } = named;

  const srcSet = (format: ResponsiveImageFormat) =>
    [
      ...responsiveWidthsFor(size.width).map(
        (w) => `${UPLOADS_PREFIX}${responsiveImageFileName(stem, size, format, w)} ${w}w`,
      ),
      `${UPLOADS_PREFIX}${responsiveImageFileName(stem, size, format)} ${size.width}w`,
    ].join(', ');

  return {
    src: reference,
    width: size.width,
    height: size.height,
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}
