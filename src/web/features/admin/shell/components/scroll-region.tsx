import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways in its own box; a keyboard must reach that box to
 * scroll it (axe: scrollable-region-focusable), so it is a named, focusable region.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
