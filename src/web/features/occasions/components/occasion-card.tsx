import { CalendarDays, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading, occasionSummary } from '#shared/occasions/heading.ts';
import type { Occasion } from '#shared/schemas/occasion.ts';
import { paths } from '#web/config/paths.ts';

const m = occasionMessages;

/** One occasion in a list: its kind, its day in both calendars, its heading and a line of it. */
export function OccasionCard({ occasion }: { occasion: Occasion }) {
  const death = occasion.kind === 'death';
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl border bg-white p-5 shadow-sm ${
        death ? 'border-slate-400 border-s-4 border-s-slate-700' : 'border-sand-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full px-3 py-1 font-semibold ${
            death ? 'bg-slate-800 text-white' : 'bg-brand-50 text-brand-800'
          }`}
        >
          {death ? m.noticeHeading : m.kinds[occasion.kind]}
        </span>
        {occasion.family_only && (
          <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-3 py-1 text-slate-700">
            <Lock aria-hidden className="size-4" />
            {m.page.familyOnly}
          </span>
        )}
      </div>
      <h3 className="text-xl font-bold text-brand-900">
        <Link to={paths.occasionDetail(occasion.id)} className="hover:underline">
          {occasionHeading(occasion)}
        </Link>
      </h3>
      <p className="flex items-center gap-2 text-slate-700">
        <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-600" />
        <time dateTime={occasion.date}>{formatGenealogyDate(occasion.date)}</time>
      </p>
      <p className="line-clamp-2 text-slate-600">{occasionSummary(occasion)}</p>
    </li>
  );
}
