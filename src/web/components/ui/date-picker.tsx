import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { DayPicker, type ChevronProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { kuwaitDay } from '#shared/format/date.ts';
import { pickerMessages } from '#shared/messages/pickers.ts';

const m = pickerMessages.date;

// The years the year list offers: a news item may tell of an event in the family's past, and one
// may be written ahead of time; a date outside stays as it is, shown, until another is chosen.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
const SATURDAY = 6;

/** A `yyyy-mm-dd` day as the local midnight the calendar works in; undefined if it is no real day. */
export function dateOfIso(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The calendar's day back as `yyyy-mm-dd`, what the forms and the API have always held. */
export function isoOfDate(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * «27 نوفمبر 2026م (17 جمادى الآخرة 1448هـ)» as its two calendars, so that a narrow field breaks
 * the line between them rather than inside a month's name.
 */
function calendarsOf(both: string): [string, string | undefined] {
  const bracket = both.indexOf(' (');
  return bracket < 0 ? [both, undefined] : [both.slice(0, bracket), both.slice(bracket + 1)];
}

/** The month arrows point the way the months go in a right-to-left calendar. */
function Chevron({ orientation, className }: ChevronProps) {
  if (orientation === 'down' || orientation === 'up') return <></>;
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={`size-5 ${className ?? ''}`} aria-hidden="true" />;
}

const navButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-brand-800 hover:bg-slate-100 ' +
  'aria-disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-700';

// Tailwind classes in place of the library's style sheet (which the admin would load for nothing):
// logical properties only, like every screen of the site.
const calendarClassNames = {
  root: 'text-slate-900',
  months: 'relative',
  // The arrows either side of the month and year lists, the days below: as wide as a week.
  month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-3',
  month_caption: 'flex justify-center',
  dropdowns: 'flex items-center gap-2',
  dropdown_root: 'relative',
  dropdown:
    'rounded-lg border border-slate-300 bg-white px-2 py-1.5 font-semibold text-slate-900 ' +
    'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
  // The library draws the chosen option again over an invisible list; here the list shows itself.
  caption_label: 'hidden',
  button_previous: navButton,
  button_next: navButton,
  month_grid: 'col-span-3 border-collapse',
  weekdays: '',
  weekday: 'pb-1 text-center text-xs font-semibold text-slate-500',
  week: '',
  day: 'p-0.5 text-center',
  day_button:
    'inline-flex size-10 items-center justify-center rounded-full tabular-nums hover:bg-brand-50 ' +
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
  today: 'font-bold text-brand-700 [&>button]:ring-1 [&>button]:ring-brand-600',
  selected: '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  outside: 'text-slate-400',
  disabled: 'opacity-40',
  hidden: 'invisible',
  footer: 'mt-3 border-t border-slate-200 pt-2 text-sm text-slate-700',
};

export interface DatePickerProps {
  /** The id of the button that opens the calendar: the field's label points to it. */
  id: string;
  /** The id of the field's visible label, which names the button and the calendar. */
  labelId: string;
  /** The label's words, for the clear button's name. */
  label: string;
  /** `yyyy-mm-dd`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** An optional field can be emptied again, with a button beside it. */
  optional?: boolean;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** The button, for a form that moves the focus to its first invalid field. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}

/**
 * A day, chosen on a calendar in Arabic whatever the browser's language: the browser's own date
 * input reads «mm/dd/yyyy» in an English browser, and starts its weeks on Sunday. Here the week
 * starts on Saturday, as in Kuwait; the chosen day reads in both calendars («27 نوفمبر 2026م
 * (17 جمادى الآخرة 1448هـ)»); the keyboard moves by day, week (arrows), month (Page Up/Down) and
 * year (with Shift). The value stays `yyyy-mm-dd`.
 */
export function DatePicker(props: DatePickerProps) {
  const { id, labelId, label, value, onChange, optional, invalid, describedBy, disabled, ref, onBlur } =
    props;
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const selected = dateOfIso(value);
  const shown = value ? formatGenealogyDate(value) : '';
  const [gregorian, hijri] = calendarsOf(shown);

  function choose(day: Date | undefined) {
    // A click on the chosen day again keeps it: emptying a field is the clear button's job.
    if (day) onChange(isoOfDate(day));
    setOpen(false);
  }

  return (
    <div className="flex items-stretch gap-2">
      <Popover.Root open={open} onOpenChange={setOpen} modal>
        <Popover.Trigger asChild>
          <button
            ref={ref}
            id={id}
            type="button"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            // A button has no invalid state to announce: its error message describes it instead.
            aria-describedby={describedBy}
            data-invalid={invalid ? '' : undefined}
            onBlur={onBlur}
            className={
              'flex min-h-11 w-full min-w-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 ' +
              'py-2 text-start text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 ' +
              'focus:ring-brand-500/30 focus:outline-none data-invalid:border-red-600 ' +
              'disabled:bg-slate-100'
            }
          >
            <CalendarDays className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span id={valueId} className="flex min-w-0 flex-wrap gap-x-1">
              {shown ? (
                <>
                  <span className="whitespace-nowrap">{gregorian}</span>{' '}
                  {hijri && <span className="whitespace-nowrap text-slate-600">{hijri}</span>}
                </>
              ) : (
                <span className="text-slate-500">{m.choose}</span>
              )}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby={labelId}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            // The calendar puts the focus on the chosen day (else today), not on its first list.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <DayPicker
              mode="single"
              selected={selected}
              onSelect={choose}
              defaultMonth={selected}
              today={dateOfIso(kuwaitDay())}
              locale={ar}
              dir="rtl"
              weekStartsOn={SATURDAY}
              numerals="latn"
              captionLayout="dropdown"
              navLayout="around"
              startMonth={new Date(FIRST_YEAR, 0)}
              endMonth={new Date(LAST_YEAR, 11)}
              // The calendar opens as a dialog at the user's asking, and its day takes the focus
              // as a dialog's first control would (Radix's own first-control focus is prevented).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              classNames={calendarClassNames}
              components={{ Chevron }}
              footer={
                shown ? (
                  <p>
                    {m.chosen} {shown}
                  </p>
                ) : undefined
              }
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {optional && value && !disabled && (
        <button
          type="button"
          aria-label={m.clear(label)}
          onClick={() => onChange('')}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
