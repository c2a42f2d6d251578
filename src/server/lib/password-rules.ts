import { passwordProblems, type PasswordContext } from '#shared/auth/password-policy.ts';
import { passwordStrengthProblems } from '#shared/auth/password-strength.ts';
import { passwordRefusal } from '#shared/messages/password-rules.ts';
import { HttpError } from './http-error';

/**
 * 400 naming every broken rule under `field` (decisions 023 and 035), so the keeper fixes them all
 * at once; nothing when every rule holds.
 */
export function assertPasswordAllowed(
  password: string,
  context: Omit<PasswordContext, 'strength'>,
  field = 'newPassword',
): void {
  const problems = passwordProblems(password, { ...context, strength: passwordStrengthProblems });
  if (problems.length === 0) return;
  const message = passwordRefusal(problems);
  throw new HttpError(400, message, { [field]: message });
}
