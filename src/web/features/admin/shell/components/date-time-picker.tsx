import { pickerMessages } from '#shared/messages/pickers.ts';
import { DatePicker, type DatePickerProps } from '#web/components/ui/date-picker.tsx';

const m = pickerMessages.date;

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, '0'));
const HOURS = twoDigits(24);
const MINUTES = twoDigits(60);
// A day chosen before its time starts at its first minute; the lists beside it say so.
const START_OF_DAY = '00:00';

const selectClassName =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-2 tabular-nums text-slate-900 shadow-sm ' +
  'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100';

/**
 * A day and a time (`yyyy-mm-ddTHH:mm`, what a `datetime-local` input held): the day on the
 * calendar, the time as a 24-hour clock in two lists. The browser's own input read
 * «mm/dd/yyyy, --:-- --» and «AM/PM» in an English browser; lists say only the digits.
 */
export function DateTimePicker(props: DatePickerProps) {
  const { value, onChange, labelId, disabled } = props;
  const [day = '', time = ''] = value.split('T');
  const [hour = '00', minute = '00'] = (time || START_OF_DAY).split(':');
  const at = (nextDay: string, nextHour: string, nextMinute: string) =>
    onChange(nextDay ? `${nextDay}T${nextHour}:${nextMinute}` : '');

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-0 flex-1 basis-60">
        <DatePicker {...props} value={day} onChange={(chosen) => at(chosen, hour, minute)} />
      </div>
      <div role="group" aria-labelledby={labelId} dir="ltr" className="flex items-center gap-1">
        <select
          aria-label={m.hour}
          value={hour}
          disabled={disabled || !day}
          onChange={(event) => at(day, event.target.value, minute)}
          className={selectClassName}
        >
          {HOURS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="font-bold text-slate-600">
          :
        </span>
        <select
          aria-label={m.minute}
          value={minute}
          disabled={disabled || !day}
          onChange={(event) => at(day, hour, event.target.value)}
          className={selectClassName}
        >
          {MINUTES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
