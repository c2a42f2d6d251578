import { useState, type ImgHTMLAttributes } from 'react';

// The demo and uploaded news images are 3:2; the attributes let the browser reserve the space.
const WIDTH = 1200;
const HEIGHT = 800;

/** SPEC §8: a news image that fails to load is hidden, not shown broken. */
export function NewsImage({
  src,
  alt,
  className,
  loading = 'lazy',
  ...rest
}: { src: string; alt: string; className?: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
>) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
      {...rest}
    />
  );
}
