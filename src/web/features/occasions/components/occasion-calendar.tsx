import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DayPicker, type ChevronProps, type DayButtonProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { Link } from 'react-router';
import { formatGenealogyDate, hijriOfDay } from '#shared/format/both-calendars.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading } from '#shared/occasions/heading.ts';
import type { Occasion } from '#shared/schemas/occasion.ts';
import { paths } from '#web/config/paths.ts';

const m = occasionMessages.calendar;
const SATURDAY = 6;

/** `yyyy-mm-dd` as the local midnight the calendar works in. */
function dateOfIso(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function isoOfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** «رجب – شعبان 1447هـ»: the Hijri months a Gregorian month spans. */
function hijriMonthsOf(month: Date): string {
  const first = hijriOfDay(isoOfDate(new Date(month.getFullYear(), month.getMonth(), 1)));
  const last = hijriOfDay(isoOfDate(new Date(month.getFullYear(), month.getMonth() + 1, 0)));
  if (!first || !last) return '';
  if (first.year === last.year) {
    return first.month === last.month
      ? `${first.monthName} ${first.year}هـ`
      : `${first.monthName} – ${last.monthName} ${first.year}هـ`;
  }
  return `${first.monthName} ${first.year} – ${last.monthName} ${last.year}هـ`;
}

/** The month arrows point the way the months go in a right-to-left calendar. */
function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={`size-5 ${className ?? ''}`} aria-hidden="true" />;
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-sand-100 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-700';

// Tailwind in place of the library's style sheet, logical properties only.
const classNames = {
  root: 'text-slate-900',
  months: 'relative',
  month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-3',
  month_caption: 'flex justify-center text-lg font-bold text-brand-800',
  button_previous: navButton,
  button_next: navButton,
  month_grid: 'col-span-3 w-full border-collapse',
  weekday: 'pb-1 text-center text-xs font-semibold text-slate-600',
  day: 'p-0.5 text-center align-top',
  day_button:
    'relative flex h-14 w-full min-w-10 flex-col items-center justify-center rounded-lg tabular-nums ' +
    'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
  today: '[&>button]:ring-1 [&>button]:ring-brand-600',
  selected: '[&>button]:bg-brand-700 [&>button]:text-white',
  outside: 'text-slate-400',
};

/**
 * A day: its Gregorian number, its Hijri one under it, and a mark when an occasion falls on it
 * (named for screen readers).
 */
function OccasionDayButton({
  day,
  modifiers,
  count,
  children: _children,
  ...rest
}: DayButtonProps & { count: number }) {
  const hijri = hijriOfDay(isoOfDate(day.date));
  return (
    <button {...rest}>
      <span className="font-semibold">{day.date.getDate()}</span>
      <span className={`text-xs ${modifiers.selected ? 'text-brand-50' : 'text-slate-500'}`}>
        {hijri?.day}
      </span>
      {count > 0 && (
        <>
          <span aria-hidden className="absolute top-1 end-1 size-2 rounded-full bg-gold-500" />
          <span className="sr-only">{m.dayOccasions(count)}</span>
        </>
      )}
    </button>
  );
}

/**
 * docs/product.md#occasions: the month calendar, in Arabic, right to left, from Saturday, each day in
 * both calendars; a day with occasions is marked, and choosing it lists them below.
 */
export function OccasionCalendar({ occasions, today }: { occasions: readonly Occasion[]; today: string }) {
  const byDay = useMemo(() => {
    const days = new Map<string, Occasion[]>();
    for (const occasion of occasions) days.set(occasion.date, [...(days.get(occasion.date) ?? []), occasion]);
    return days;
  }, [occasions]);
  const [month, setMonth] = useState(() => dateOfIso(today));
  const [chosen, setChosen] = useState<string>(today);
  const chosenOccasions = byDay.get(chosen) ?? [];
  const withOccasions = [...byDay.keys()].map(dateOfIso);

  return (
    <section
      aria-labelledby="occasion-calendar-heading"
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="occasion-calendar-heading" className="sr-only">
        {m.label}
      </h2>
      <DayPicker
        mode="single"
        required
        selected={dateOfIso(chosen)}
        onSelect={(day) => setChosen(isoOfDate(day))}
        month={month}
        onMonthChange={setMonth}
        today={dateOfIso(today)}
        locale={ar}
        dir="rtl"
        weekStartsOn={SATURDAY}
        numerals="latn"
        navLayout="around"
        labels={{ labelPrevious: () => m.previous, labelNext: () => m.next }}
        modifiers={{ hasOccasion: withOccasions }}
        modifiersClassNames={{ hasOccasion: 'font-bold text-brand-800' }}
        classNames={classNames}
        components={{
          Chevron,
          DayButton: (props) => (
            <OccasionDayButton {...props} count={byDay.get(isoOfDate(props.day.date))?.length ?? 0} />
          ),
        }}
        footer={<p className="mt-1 text-center text-sm text-slate-600">{hijriMonthsOf(month)}</p>}
      />
      <div className="mt-4 border-t border-sand-200 pt-4" aria-live="polite">
        <h3 className="font-bold text-brand-900">
          {m.chosenDay}: <bdi>{formatGenealogyDate(chosen)}</bdi>
        </h3>
        {chosenOccasions.length === 0 ? (
          <p className="mt-2 text-slate-600">{m.noneThatDay}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {chosenOccasions.map((occasion) => (
              <li key={occasion.id}>
                <Link
                  to={paths.occasionDetail(occasion.id)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
                >
                  <span className="rounded-full bg-sand-100 px-2 py-0.5 text-sm text-slate-700">
                    {occasionMessages.kinds[occasion.kind]}
                  </span>
                  {occasionHeading(occasion)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
