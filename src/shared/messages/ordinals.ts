// Arabic ordinal adjectives, written out as the family reads them: «الجيل الرابع», «الزوجة الثانية».

const MASCULINE = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
  'الحادي عشر',
  'الثاني عشر',
  'الثالث عشر',
  'الرابع عشر',
  'الخامس عشر',
  'السادس عشر',
  'السابع عشر',
  'الثامن عشر',
  'التاسع عشر',
  'العشرون',
];

const FEMININE = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
];

/** 1 → «الأول» … 20 → «العشرون»; null beyond, where a number reads better. */
export const masculineOrdinal = (n: number): string | null => MASCULINE[n - 1] ?? null;

/** 1 → «الأولى» … 10 → «العاشرة»; null beyond. */
export const feminineOrdinal = (n: number): string | null => FEMININE[n - 1] ?? null;
