import { useState } from 'react';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

// Uploaded and demo news images are 3:2; an image whose name does not say its size reserves this.
const WIDTH = 1200;
const HEIGHT = 800;

/** A news image that fails to load is hidden, not shown broken. */
export function NewsImage({
  src,
  alt,
  sizes,
  className,
  priority,
}: {
  src: string;
  alt: string;
  /** How wide the card draws it (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The page's main image: fetched first, not lazily. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src) return null;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={sizes}
      width={WIDTH}
      height={HEIGHT}
      priority={priority}
      onError={() => setFailed(true)}
      hidden={failed}
      className={className}
    />
  );
}
