import { gregorianYearOf, parseGenealogyDate } from '../format/genealogy-date';
import { normaliseArabic } from '../search/arabic-names';
import { rememberByText } from '../format/remember-by-text';

// The living rule (decision 015, docs/genealogy.md#who-counts-as-living): death fields hold words as often as
// dates, and a member is taken for dead only when the field says so, by a date or by a word that
// means death. Anything else («حي», «-», «؟», a word the rule does not know) is no death: a wrong
// reading must show too little, never publish the living. Privacy and the import's warnings both
// read death and birth fields through here, so they cannot disagree.

/** What a death field says, as the living rule reads it. */
export type DeathReading =
  /** Empty. */
  | 'none'
  /** A mark that stands for nothing: «-», «?», «؟», «—», «...», «0», «غير معروف». */
  | 'placeholder'
  /** A word that says alive: «حي», «حية», «على قيد الحياة», «alive», «living». */
  | 'alive'
  /** A date: the member died then («1990», «1415هـ», «ABT 1850», «توفي 12/3/1990»). */
  | 'date'
  /** A word that says died, without a date: «متوفى», «رحمه الله», «المرحوم», GEDCOM's `Y`. */
  | 'word'
  /** Text that is neither a date nor a word the rule knows: no death is known. */
  | 'unclear';

// Compared after normaliseArabic (أ إ → ا, ة → ه, ى → ي, no tashkeel, Latin lower-cased).
const fold = (words: readonly string[]) => words.map(normaliseArabic);

const DEATH_WORDS = new Set(
  fold([
    'متوفى',
    'متوفي',
    'متوفاة',
    'متوفية',
    'المتوفى',
    'المتوفاة',
    'توفي',
    'توفى',
    'توفيت',
    'توفاه',
    'مرحوم',
    'المرحوم',
    'مرحومة',
    'المرحومة',
    'فقيد',
    'الفقيد',
    'الفقيدة',
    'المغفور',
    'ميت',
    'ميتة',
    'deceased',
    'dead',
    'died',
  ]),
);
const DEATH_PHRASES = fold([
  'رحمه الله',
  'رحمها الله',
  'الله يرحمه',
  'الله يرحمها',
  'يرحمه الله',
  'يرحمها الله',
  'انتقل إلى رحمة الله',
  'انتقلت إلى رحمة الله',
]);
/** GEDCOM's `1 DEAT Y`: died, date unknown; as a whole field only. */
const DEATH_FLAGS = new Set(['y', 'yes']);

const ALIVE_WORDS = new Set(fold(['حي', 'حية', 'حيا', 'حياً', 'alive', 'living']));
const ALIVE_PHRASES = fold(['على قيد الحياة', 'علي قيد الحياة', 'قيد الحياة', 'not dead', 'still alive']);
/** A death word after one of these says the opposite: «غير متوفى», «not deceased». */
const NEGATIONS = new Set(fold(['غير', 'ليس', 'ليست', 'لم', 'not', 'non', 'no']));

const UNKNOWN_PHRASES = new Set(
  fold([
    'غير معروف',
    'غير معروفة',
    'غير محدد',
    'مجهول',
    'مجهولة',
    'لا يوجد',
    'لا يعرف',
    'لا أعرف',
    'unknown',
    'n/a',
    'na',
    'none',
    'nil',
    'null',
  ]),
);

/** Words of a normalised text: runs of letters and digits. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
/** Whether `phrase` stands in `text` as whole words. */
const holdsPhrase = (words: readonly string[], phrase: string) =>
  ` ${words.join(' ')} `.includes(` ${phrase} `);

/** Reads a death field: a date, a word of death, a word of life, a placeholder or nothing known. */
export const readDeath = rememberByText(readDeathOnce);

function readDeathOnce(text: string): DeathReading {
  if (text.trim() === '') return 'none';
  const normalised = normaliseArabic(text);
  const words = wordsOf(normalised);
  // Only marks, or only zeros («0», «00/00/0000»): a cell filled to be filled.
  if (words.every((word) => /^0+$/.test(word))) return 'placeholder';
  if (UNKNOWN_PHRASES.has(words.join(' ')) || UNKNOWN_PHRASES.has(normalised)) return 'placeholder';
  if (words.length === 1 && DEATH_FLAGS.has(words[0]!)) return 'word';

  let died = DEATH_PHRASES.some((phrase) => holdsPhrase(words, phrase));
  let deniesDeath = false;
  words.forEach((word, index) => {
    if (!DEATH_WORDS.has(word)) return;
    if (index > 0 && NEGATIONS.has(words[index - 1]!)) deniesDeath = true;
    else died = true;
  });
  // A word of death decides: «حي» is also a quarter of a town («توفي في حي الشرق 1990»).
  if (died) return parseGenealogyDate(text).year === null ? 'word' : 'date';
  if (deniesDeath) return 'alive';
  if (words.some((word) => ALIVE_WORDS.has(word)) || ALIVE_PHRASES.some((p) => holdsPhrase(words, p)))
    return 'alive';
  return parseGenealogyDate(text).year === null ? 'unclear' : 'date';
}

/** Whether a death field records a death (a date or a word of death); anything else is no death. */
export function recordsDeath(text: string): boolean {
  const reading = readDeath(text);
  return reading === 'date' || reading === 'word';
}

/** What a birth (or any) date gives the living rule's age test. */
export type YearReading =
  /** No year in the text. */
  | { kind: 'none' }
  /** A year, in the calendar the text names (Gregorian when it names none and is not below). */
  | { kind: 'year'; year: number }
  /** A year between 1300 and 1500 that names no calendar, read as Hijri; `year` is Gregorian. */
  | { kind: 'unmarked-hijri'; year: number }
  /** One or two digits («95»): 1995? 1895? No known year. */
  | { kind: 'two-digits' };

/**
 * Reads a date for the age test, by the year sorting uses (gregorianYearOf: a dual year's later
 * year, a range's first), except that a year between 1300 and 1500 that names no calendar is Hijri
 * («1415» is 1994), and a year of one or two digits is no known year, so the member's age is left
 * to the relatives' years, or to the careful default.
 */
export function readYear(text: string): YearReading {
  if (text.trim() === '') return { kind: 'none' };
  const date = parseGenealogyDate(text, { unmarkedYearsAsHijri: true });
  const year = gregorianYearOf(date);
  if (date.year === null || year === null) return { kind: 'none' };
  // The French republic counted its years from 1792: year 12 is a year, not a lost century.
  if (date.year >= 0 && date.year < 100 && date.calendar !== 'french') return { kind: 'two-digits' };
  if (date.calendar !== 'hijri') return { kind: 'year', year };
  return parseGenealogyDate(text).calendar === 'hijri'
    ? { kind: 'year', year }
    : { kind: 'unmarked-hijri', year };
}

/** The Gregorian year `readYear` finds, or null when it finds no year the rule can trust. */
export const livingRuleYear = rememberByText((text: string): number | null => {
  const reading = readYear(text);
  return reading.kind === 'year' || reading.kind === 'unmarked-hijri' ? reading.year : null;
});
