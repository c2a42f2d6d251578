import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_LISTS_KEPT_MS,
  arabicOnLatinKeys,
  arabicWords,
  isCommonPassword,
  latinOnArabicKeys,
} from './common-passwords';
import { keptWhileUsed } from './kept-while-used';
import { MIN_PASSWORD_SCORE, type PasswordProblem, type PasswordStrengthCheck } from './password-policy';

/**
 * How guessable a password is (decision 035): zxcvbn-ts's estimate (maintained, MIT) with its
 * common-password and word lists, plus the Arabic words of `common-passwords.ts` as written and as
 * typed with the English layout on. An Arabic speaker's password is judged as typed and as the
 * same keys read on the other layout: «السلام عليكم» typed on English keys is "hgsghl ugd;l", and
 * «ضصثقفغ» is "qwerty" — the weakest reading counts. Heavy: the server loads it at start, the admin
 * only on the screens that set a password.
 */

/** A part of the password taking at least this share of it decides the refusal. */
const MOSTLY = 0.5;
/** Keys in a row that make a walk: "qaz", "wsx", "741". */
const WALK_KEYS = 3;

/** Kept a minute after its last check: the server checks a password at start and when one is set. */
const zxcvbn = keptWhileUsed(
  () =>
    new ZxcvbnFactory({
      dictionary: {
        ...dictionary,
        arabic: [
          ...new Set(
            arabicWords.flatMap((word) => [word, arabicOnLatinKeys(word), arabicOnLatinKeys(word, false)]),
          ),
        ],
      },
      graphs: adjacencyGraphs,
      // Off: comparing with every word by edit distance costs ~75 ms a check, too slow to judge as one types.
      useLevenshteinDistance: false,
    }),
  PASSWORD_LISTS_KEPT_MS,
);

/** Arabic-Indic and Persian digits as the digits they are. */
const westernDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0));

/** The password as typed, and the same keys read on the other layout (Arabic 101 ↔ English). */
export function keyboardReadings(password: string): string[] {
  const typed = westernDigits(password);
  const readings = new Set([typed]);
  if (/\p{Script=Arabic}/u.test(typed)) readings.add(arabicOnLatinKeys(typed));
  if (/[a-z[\];',./`]/i.test(typed)) readings.add(latinOnArabicKeys(typed));
  return [...readings];
}

const keyboards = [adjacencyGraphs.qwerty, adjacencyGraphs.keypad] as Record<string, (string | null)[]>[];
const neighbours = (a: string, b: string) =>
  keyboards.some((graph) => (graph[a] ?? []).some((keys) => keys !== null && keys.includes(b)));

/** The share of `text` that is runs of neighbouring keys on an English or number keyboard. */
export function walkedShare(text: string): number {
  const keys = [...text];
  let walked = 0;
  let run = 1;
  for (let i = 1; i <= keys.length; i++) {
    if (i < keys.length && neighbours(keys[i - 1]!, keys[i]!)) {
      run += 1;
      continue;
    }
    if (run >= WALK_KEYS) walked += run;
    run = 1;
  }
  return keys.length === 0 ? 0 : walked / keys.length;
}

/** How many characters of the reading each kind of pattern covers in zxcvbn's best guess. */
function coverage(result: ZxcvbnResult): Map<string, number> {
  const covered = new Map<string, number>();
  for (const match of result.sequence) {
    const kind =
      match.pattern === 'dictionary' && 'dictionaryName' in match && match.dictionaryName === 'userInputs'
        ? 'userInputs'
        : match.pattern;
    covered.set(kind, (covered.get(kind) ?? 0) + match.j - match.i + 1);
  }
  return covered;
}

const reasonOf: Record<string, PasswordProblem> = {
  userInputs: 'sameAsUsername',
  dictionary: 'commonWords',
  repeat: 'repetition',
  spatial: 'keyboardWalk',
};

export const passwordStrengthProblems: PasswordStrengthCheck = (password, userInputs) => {
  const problems = new Set<PasswordProblem>();
  if (isCommonPassword(password)) problems.add('common');
  const inputs = userInputs.flatMap((input) => keyboardReadings(input));
  const results = keyboardReadings(password).map((reading) => ({
    reading,
    result: zxcvbn().check(reading, inputs),
  }));
  for (const { reading, result } of results) {
    const length = [...reading].length || 1;
    if ((coverage(result).get('repeat') ?? 0) / length >= MOSTLY) problems.add('repetition');
    if (walkedShare(reading) >= MOSTLY) problems.add('keyboardWalk');
  }
  const weakest = results.reduce((a, b) => (b.result.score < a.result.score ? b : a));
  if (weakest.result.score < MIN_PASSWORD_SCORE && problems.size === 0) {
    // Named after what most of the weakest reading is made of.
    const [main] = [...coverage(weakest.result)].sort((a, b) => b[1] - a[1]);
    problems.add(reasonOf[main?.[0] ?? ''] ?? 'guessable');
  }
  return [...problems];
};
