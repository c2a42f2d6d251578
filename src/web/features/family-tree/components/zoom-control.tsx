import { Minus, Plus } from 'lucide-react';
import { canZoomIn, canZoomOut, zoomIn, zoomOut } from '#shared/family-tree/zoom.ts';
import { publicMessages } from '#shared/messages/public.ts';

const t = publicMessages.familyTree;
const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-brand-100 bg-white text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * docs/product.md#family-tree: −/+ in steps of 10 between 60 % and 150 %; a button is disabled at its limit.
 */
export function ZoomControl({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div role="group" aria-label={t.zoomGroup} className="flex items-center gap-2">
      <button
        type="button"
        aria-label={t.zoomOut}
        className={buttonClass}
        disabled={!canZoomOut(value)}
        onClick={() => onChange(zoomOut(value))}
      >
        <Minus aria-hidden className="size-5" />
      </button>
      <output
        aria-live="polite"
        aria-label={t.zoomLevel}
        className="min-w-14 text-center font-semibold text-slate-800"
      >
        <bdi data-testid="zoom-value">{value}%</bdi>
      </output>
      <button
        type="button"
        aria-label={t.zoomIn}
        className={buttonClass}
        disabled={!canZoomIn(value)}
        onClick={() => onChange(zoomIn(value))}
      >
        <Plus aria-hidden className="size-5" />
      </button>
    </div>
  );
}
