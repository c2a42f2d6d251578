import { toLatinDigits } from '../format/phone';

/** A time of day on a 24-hour clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

// The words that say which half of the day a time is in, as Kuwaiti notices write them. A word is
// read up to its first mark, so «عصراً» arrives here as «عصرا».
const MORNING = /^(ص|صباحا?|فجرا?|am)$/iu;
const AFTERNOON = /^(م|مساءا?|ظهرا?|عصرا?|مغربا?|ليلا?|pm)$/iu;

/** `h:mm` or `h.mm`, or an hour alone after «الساعة», then an optional word for the half of the day. */
const CLOCK = /(?:الساعة\s*(\d{1,2})(?![\d:.])|(\d{1,2})[:.](\d{2}))(?:\s*([\p{L}]+))?/u;

/**
 * The clock time a free-text time names («الساعة 4:30 عصراً», «16:30», «٤:٣٠ م»), or null when
 * it names none a calendar can place («بعد صلاة العصر») or leaves the half of the day open
 * («4:30» alone could be morning or afternoon: a wrong hour in a funeral's invitation is worse
 * than none).
 */
export function clockTimeIn(text: string): ClockTime | null {
  const match = CLOCK.exec(toLatinDigits(text));
  if (!match) return null;
  const hour = Number(match[1] ?? match[2]);
  const minute = Number(match[3] ?? 0);
  const word = match[4] ?? '';
  if (minute > 59 || hour > 23) return null;
  if (MORNING.test(word)) return hour >= 1 && hour <= 12 ? { hour: hour % 12, minute } : null;
  if (AFTERNOON.test(word)) return hour >= 1 && hour <= 12 ? { hour: (hour % 12) + 12, minute } : null;
  // Without a word, only a 24-hour reading is unambiguous.
  return hour >= 13 || hour === 0 ? { hour, minute } : null;
}
