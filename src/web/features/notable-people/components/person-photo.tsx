import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

/** A person's photo, or a calm placeholder when there is none or it fails to load. */
export function PersonPhoto({
  src,
  alt,
  sizes,
  className,
  loading = 'lazy',
  priority,
}: {
  src: string;
  alt: string;
  /** How wide the photo is drawn (the `sizes` attribute). */
  sizes: string;
  className: string;
  loading?: 'lazy' | 'eager';
  /** The page's main image: fetched first, not lazily. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const placeholder = (
    <div className={`flex items-center justify-center bg-brand-50 text-brand-500 ${className}`}>
      <UserRound aria-hidden className="size-1/3 max-h-24 max-w-24" />
    </div>
  );
  if (!src) return placeholder;
  // The failed image stays, hidden, beside its placeholder (ResponsiveImage's `hidden`).
  return (
    <>
      <ResponsiveImage
        src={src}
        alt={alt}
        sizes={sizes}
        // Uploaded and demo portraits are square; an image whose name does not say its size reserves this.
        width={600}
        height={600}
        loading={loading}
        priority={priority}
        onError={() => setFailed(true)}
        hidden={failed}
        className={`object-cover ${className}`}
      />
      {failed && placeholder}
    </>
  );
}
