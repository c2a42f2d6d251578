import type { ReactNode } from 'react';

// Text and background pairs that keep at least 4.5:1 contrast.
const tones = {
  brand: 'bg-brand-100 text-brand-700',
  gold: 'bg-sand-200 text-amber-900',
  blue: 'bg-sky-100 text-sky-900',
  green: 'bg-emerald-100 text-emerald-900',
  rose: 'bg-rose-100 text-rose-900',
  violet: 'bg-violet-100 text-violet-900',
  slate: 'bg-slate-100 text-slate-800',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label, e.g. a news or person category. */
export function Badge({ tone = 'brand', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
