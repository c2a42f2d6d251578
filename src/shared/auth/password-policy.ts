/**
 * The rules every new password obeys (decisions 023 and 035): on the server for every set or
 * change (the change-password call, ADMIN_PASSWORD at start), and in the admin as the keeper types
 * (the form's zod schema and its checklist). The cheap rules are here; the strength estimate
 * (zxcvbn-ts with its dictionaries and the common list, about a megabyte) is passed in as
 * `strength`, so this module stays light for the admin's main chunk;
 * `src/shared/auth/password-strength.ts` is that estimate.
 */
export const MIN_PASSWORD_LENGTH = 12;
/**
 * zxcvbn's score, from 0 to 4: 4 is at least 10^10 guesses. Not 3: zxcvbn counts any password of
 * three parts as 10^8 guesses at least, so «السلام عليكم» (two common words and a space) scores 3.
 */
export const MIN_PASSWORD_SCORE = 4;

export const passwordRules = [
  'tooShort',
  'sameAsUsername',
  'sameAsCurrent',
  'common',
  'commonWords',
  'repetition',
  'keyboardWalk',
  'guessable',
] as const;
export type PasswordProblem = (typeof passwordRules)[number];

/** The rules only the strength estimate judges; until it has loaded they are not judged. */
export const strengthRules = [
  'common',
  'commonWords',
  'repetition',
  'keyboardWalk',
  'guessable',
] as const satisfies readonly PasswordProblem[];

/** The estimate: what it finds wrong with `password`, given the words it must not be made of. */
export type PasswordStrengthCheck = (password: string, userInputs: readonly string[]) => PasswordProblem[];

export interface PasswordContext {
  username?: string;
  currentPassword?: string;
  /** Left out, the strength rules are not judged (the browser is still loading the estimate). */
  strength?: PasswordStrengthCheck;
}

/** Characters, not UTF-16 units: «كلمة» is four. */
export const passwordLength = (password: string) => [...password].length;

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * The username in any form: as is, repeated, reversed, in any case, with digits or symbols
 * around it ("admin2026!", "AdminAdmin", "nimda-admin"): nothing but the username's letters.
 */
export function isOnlyTheUsername(password: string, username: string): boolean {
  const name = lettersOf(username);
  if (name === '') return false;
  let rest = lettersOf(password);
  for (const form of [name, [...name].reverse().join('')]) rest = rest.split(form).join('');
  return rest === '';
}

export function passwordProblems(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const problems = new Set<PasswordProblem>();
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) problems.add('tooShort');
  const username = context.username?.trim();
  if (username && isOnlyTheUsername(password, username)) problems.add('sameAsUsername');
  if (context.currentPassword && password === context.currentPassword) problems.add('sameAsCurrent');
  const userInputs = username ? [username] : [];
  for (const problem of context.strength?.(password, userInputs) ?? []) problems.add(problem);
  // Rules in their fixed order, so the refusal reads the same way every time.
  return passwordRules.filter((rule) => problems.has(rule));
}
