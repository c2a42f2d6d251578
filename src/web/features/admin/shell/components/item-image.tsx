import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

interface ItemImageProps {
  src: string;
  /** Shown when there is no image or it fails to load. */
  FallbackIcon: LucideIcon;
  /** The frame's size and shape. */
  className: string;
}

/** An admin list item's picture; decorative, since the item's name is beside it. */
export function ItemImage({ src, FallbackIcon, className }: ItemImageProps) {
  // Remembers which address failed, so a new one gets a fresh chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className={`flex shrink-0 items-center justify-center overflow-hidden bg-slate-100 ${className}`}>
      {src && failedSrc !== src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <FallbackIcon className="size-8 text-slate-400" aria-hidden="true" />
      )}
    </div>
  );
}
