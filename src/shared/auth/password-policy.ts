/**
 * The rules every new password obeys (issue #12, decision 023): on the server for every set or
 * change (the change-password call, ADMIN_PASSWORD at start), and in the admin as the keeper types.
 * The common list is passed in rather than imported, so this module stays light for the admin's
 * main chunk; `src/shared/auth/common-passwords.ts` is the list.
 */
export const MIN_PASSWORD_LENGTH = 12;

export const passwordRules = ['tooShort', 'sameAsUsername', 'sameAsCurrent', 'common'] as const;
export type PasswordProblem = (typeof passwordRules)[number];

export interface PasswordContext {
  username?: string;
  currentPassword?: string;
  /** The common-password check; left out, the rule is not judged (the list is still loading). */
  isCommon?: (password: string) => boolean;
}

/** Characters, not UTF-16 units: «كلمة» is four. */
export const passwordLength = (password: string) => [...password].length;

export function passwordProblems(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) problems.push('tooShort');
  const lower = password.trim().toLowerCase();
  const username = context.username?.trim().toLowerCase();
  // The username with digits or symbols around it is the username still ("admin2026!").
  const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');
  if (username && letters(username) !== '' && letters(lower) === letters(username)) {
    problems.push('sameAsUsername');
  }
  if (context.currentPassword && password === context.currentPassword) problems.push('sameAsCurrent');
  if (context.isCommon?.(password)) problems.push('common');
  return problems;
}
