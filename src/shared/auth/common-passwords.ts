import { dictionary } from '@zxcvbn-ts/language-common';
import { keptWhileUsed } from './kept-while-used';

/**
 * The passwords guessed first (decision 023): the 49,000 most common passwords of
 * zxcvbn-ts's maintained list, plus what an Arabic speaker types most: common Arabic words and
 * names, written in Arabic or typed with the keyboard left on the English layout («محمد» → "lpl]"),
 * with the digits people add, and common Latin passwords typed with the Arabic layout on
 * ("qwerty" → «ضصثقفغ»). Heavy (about 60,000 entries): the server loads it at start, the admin
 * loads it lazily where the rules are shown, and the public pages never.
 */

// Arabic 101, the layout of Kuwaiti keyboards: the Latin key under each Arabic letter.
const arabicKeys: [string, string][] = [
  ['لا', 'b'],
  ['ض', 'q'],
  ['ص', 'w'],
  ['ث', 'e'],
  ['ق', 'r'],
  ['ف', 't'],
  ['غ', 'y'],
  ['ع', 'u'],
  ['ه', 'i'],
  ['خ', 'o'],
  ['ح', 'p'],
  ['ج', '['],
  ['د', ']'],
  ['ش', 'a'],
  ['س', 's'],
  ['ي', 'd'],
  ['ب', 'f'],
  ['ل', 'g'],
  ['ا', 'h'],
  ['ت', 'j'],
  ['ن', 'k'],
  ['م', 'l'],
  ['ك', ';'],
  ['ط', "'"],
  ['ئ', 'z'],
  ['ء', 'x'],
  ['ؤ', 'c'],
  ['ر', 'v'],
  ['ى', 'n'],
  ['ة', 'm'],
  ['و', ','],
  ['ز', '.'],
  ['ظ', '/'],
  ['ذ', '`'],
  ['أ', 'H'],
  ['إ', 'Y'],
  ['آ', 'N'],
];

/**
 * «محمد» as typed on the same keys with the English layout on: "lpl]". «لا» has a key of its own
 * (b), and is also typed as its two letters (gh): `ligature` false reads it the second way.
 */
export function arabicOnLatinKeys(word: string, ligature = true): string {
  const keys = ligature ? arabicKeys : arabicKeys.filter(([arabic]) => arabic !== 'لا');
  let out = '';
  for (let i = 0; i < word.length;) {
    const pair = keys.find(([arabic]) => word.startsWith(arabic, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else {
      out += word[i];
      i += 1;
    }
  }
  return out;
}

/** "qwerty" as typed on the same keys with the Arabic layout on: «ضصثقغع». */
export function latinOnArabicKeys(word: string): string {
  let out = '';
  for (const char of word) {
    const pair =
      arabicKeys.find(([, key]) => key === char) ?? arabicKeys.find(([, key]) => key === char.toLowerCase());
    out += pair ? pair[0] : char;
  }
  return out;
}

// Words and names Arabic speakers choose as passwords (religious words, names, places, endearments),
// and the words of greetings and sayings, which the strength estimate reads as words (decision 035).
export const arabicWords = `
الله محمد احمد أحمد علي عمر عبدالله عبدالرحمن عبدالعزيز خالد فهد سعد سعود سالم سلمان فيصل ناصر
جاسم يوسف يعقوب ابراهيم إبراهيم اسماعيل مبارك مشعل صباح جابر بدر حمد حمود عادل طلال نواف بندر
مريم فاطمة عائشة نورة نوره سارة ساره هند دانة شيخة لطيفة منيرة حصة موضي غالية شهد ريم لولوة
الكويت كويت الكويتية السعودية الرياض مكة المدينة دبي قطر البحرين عمان الفروانية الاحمدي حولي
حبيبي حبيبتي حبي احبك أحبك قلبي عمري روحي حياتي امي أمي ابوي ابي أبي اخوي عائلتي عائلة
بسم بسمالله الحمدلله سبحانالله لاالهالاالله استغفرالله ماشاءالله انشاءالله اللهاكبر يارب رب
اسلام الاسلام مسلم قران القران صلاة جنة الجنة نور امل أمل سلام السلام مرحبا اهلا هلا
كلمةالسر كلمةمرور كلمه باسورد رقمسري سري السر مفتاح دخول مدير الادمن ادمن مستخدم
ملك ملكة اسد صقر الصقر نمر ذيب قمر شمس نجمة وردة ورد زهرة بحر سماء دنيا الدنيا
برشلونة ريال الهلال النصر القادسية العربي الكويتي كرة
عليكم وعليكم ورحمة وبركاته الخير صباح مساء شكرا شكراً عفوا الحمد لله الله ان إن شاء ما سبحان
في من على الى إلى يا انا أنا انت أنت انتي هو هي نحن كل شي شيء حب الحب العمر وطن الوطن وطني بلادي
اهل أهل بيت البيت ديرة الديرة ديوان الديوان عيد العيد رمضان مبارك كريم جمعة الجمعة يوم اليوم
`
  .split(/\s+/)
  .filter(Boolean);

const suffixes = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '0',
  '00',
  '01',
  '11',
  '111',
  '007',
  '786',
  '99',
  '100',
  '2000',
  '2010',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '1990',
  '1995',
  '1999',
  '965',
  '@',
  '!',
  '@123',
  '123!',
  '_1',
  '.1',
];

/** Lowercased, trimmed: how passwords are compared with the list. */
export const normalisePassword = (password: string) => password.trim().toLowerCase();

/**
 * How long the password lists built from the word lists stay after their last use: the server
 * needs them at start and when a password is set, a form between keystrokes.
 */
export const PASSWORD_LISTS_KEPT_MS = 60_000;

/** Kept a minute after its last use, as zxcvbn's lists are (password-strength.ts). */
export const commonPasswords = keptWhileUsed((): Set<string> => {
  const set = new Set<string>();
  for (const password of dictionary['passwords-common'] as string[]) set.add(normalisePassword(password));
  for (const word of arabicWords) {
    for (const suffix of suffixes) {
      set.add(normalisePassword(word + suffix));
      set.add(normalisePassword(arabicOnLatinKeys(word) + suffix));
      set.add(normalisePassword(arabicOnLatinKeys(word, false) + suffix));
    }
  }
  for (const password of (dictionary['passwords-common'] as string[]).slice(0, 2000)) {
    set.add(normalisePassword(latinOnArabicKeys(password)));
  }
  return set;
}, PASSWORD_LISTS_KEPT_MS);

export const isCommonPassword = (password: string) => commonPasswords().has(normalisePassword(password));
