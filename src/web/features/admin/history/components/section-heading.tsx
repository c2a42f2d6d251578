import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button.tsx';

/** A part of the history screen: its heading, what it is for, and its «إضافة» link when it has one. */
export function SectionHeading({
  id,
  title,
  hint,
  addTo,
  addLabel,
}: {
  id: string;
  title: string;
  hint?: string;
  addTo?: string;
  addLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <h2 id={id} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        {hint && <p className="text-slate-600">{hint}</p>}
      </div>
      {addTo && (
        <Link to={addTo} className={buttonClassName({ size: 'compact' })}>
          <Plus className="size-5" aria-hidden="true" />
          {addLabel}
        </Link>
      )}
    </div>
  );
}
