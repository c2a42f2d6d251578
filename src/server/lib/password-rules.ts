import { isCommonPassword } from '../../shared/auth/common-passwords';
import { passwordProblems, type PasswordContext } from '../../shared/auth/password-policy';
import { passwordRuleMessages } from '../../shared/messages/password-rules';
import { HttpError } from './http-error';

/**
 * 400 naming every broken rule under `field` (decision 023), so the keeper fixes them all at once;
 * nothing when every rule holds.
 */
export function assertPasswordAllowed(
  password: string,
  context: Omit<PasswordContext, 'isCommon'>,
  field = 'newPassword',
): void {
  const problems = passwordProblems(password, { ...context, isCommon: isCommonPassword });
  if (problems.length === 0) return;
  const message = problems.map((problem) => passwordRuleMessages.refused[problem]).join('. ');
  throw new HttpError(400, message, { [field]: message });
}
