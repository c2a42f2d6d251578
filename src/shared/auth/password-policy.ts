/**
 * The rules every new password obeys (issue #12, decision 023), on the server for every set or
 * change and in the admin as the keeper types. The common-password list is added by the
 * sign-in work; until then only length, username and current password are checked.
 */
export const MIN_PASSWORD_LENGTH = 12;

export type PasswordProblem = 'tooShort' | 'sameAsUsername' | 'sameAsCurrent' | 'common';

export interface PasswordContext {
  username?: string;
  currentPassword?: string;
}

export function passwordProblems(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push('tooShort');
  const lower = password.trim().toLowerCase();
  if (context.username && lower === context.username.trim().toLowerCase()) problems.push('sameAsUsername');
  if (context.currentPassword && password === context.currentPassword) problems.push('sameAsCurrent');
  return problems;
}
