import { useCallback } from 'react';
import { parseResponsiveImage } from '#shared/format/responsive-image.ts';

/**
 * `sizes` for a card's image in the public grids (max-w-6xl with 1rem padding and 1.5rem gaps:
 * about 360 px a card at three columns).
 */
export const cardImageSizes = {
  /** One column, two from `sm`, three from `lg`: the news and notable people pages. */
  page: '(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** One column, three from `md`: the home page's sections. */
  home: '(min-width: 1152px) 360px, (min-width: 768px) 33vw, 100vw',
} as const;

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image is drawn (the `sizes` attribute): the browser picks the copy from it. */
  sizes: string;
  /** The size to reserve for an image whose name does not say its own (placeholders, links). */
  width: number;
  height: number;
  /** Goes on the `<img>`: the `<picture>` around it takes no box of its own. */
  className?: string;
  /** The page's main image (its largest paint): fetched first and never lazily. */
  priority?: boolean;
  /** Lazy unless said otherwise: most images are below the fold. */
  loading?: 'lazy' | 'eager';
  /**
   * The image could not be loaded (also when that happened before the page was hydrated). A
   * failed image is hidden with `hidden`, never taken out: the element the server sent is the one
   * the browser keeps, so hiding it agrees with hydration whenever the failure comes.
   */
  onError?: () => void;
  hidden?: boolean;
}

/**
 * An image offered in AVIF and WebP at every stored width (decision 010), or a plain `<img>` when
 * the reference is not an upload with copies. Markup depends on the props alone, so the server's
 * render and the browser's are the same.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  className,
  priority = false,
  loading = 'lazy',
  onError,
  hidden,
}: ResponsiveImageProps) {
  const eager = priority || loading === 'eager';
  const responsive = parseResponsiveImage(src);
  // A server-rendered image may fail before React listens: its error event is gone by then, so
  // the image is asked once it is in React's hands.
  const reportEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && image.currentSrc !== '') onError?.();
    },
    [onError],
  );
  const common = {
    className,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    onError,
    hidden,
    ref: reportEarlyFailure,
  };
  if (!responsive) return <img {...common} alt={alt} src={src} width={width} height={height} />;

  const [avif, webp] = responsive.sources;
  return (
    // display: contents keeps the layout of a bare <img>: it stays the flex or grid item.
    <picture className="contents">
      {/* Boxless: inside display: contents they would otherwise become empty grid or flex items. */}
      <source type={avif.type} srcSet={avif.srcSet} sizes={sizes} className="hidden" />
      <source type={webp.type} srcSet={webp.srcSet} sizes={sizes} className="hidden" />
      {/* srcSet here too: `sizes` without it is invalid HTML, and it is the WebP list anyway. */}
      <img
        {...common}
        alt={alt}
        src={responsive.src}
        srcSet={webp.srcSet}
        sizes={sizes}
        width={responsive.width}
        height={responsive.height}
      />
    </picture>
  );
}
