import { UserRound } from 'lucide-react';
import { useState } from 'react';

/** A person's photo, or a calm placeholder when there is none or it fails to load. */
export function PersonPhoto({
  src,
  alt,
  className,
  loading = 'lazy',
}: {
  src: string;
  alt: string;
  className: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`flex items-center justify-center bg-brand-50 text-brand-500 ${className}`}>
        <UserRound aria-hidden className="size-1/3 max-h-24 max-w-24" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
