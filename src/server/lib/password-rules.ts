import { isCommonPassword } from '../../shared/auth/common-passwords';
import { passwordProblems, type PasswordContext } from '../../shared/auth/password-policy';
import { passwordRuleMessages } from '../../shared/messages/password-rules';
import { HttpError } from './http-error';

/** 400 with the first broken rule under `field` (decision 023); nothing when every rule holds. */
export function assertPasswordAllowed(
  password: string,
  context: Omit<PasswordContext, 'isCommon'>,
  field = 'newPassword',
): void {
  const [problem] = passwordProblems(password, { ...context, isCommon: isCommonPassword });
  if (problem === undefined) return;
  const message = passwordRuleMessages.refused[problem];
  throw new HttpError(400, message, { [field]: message });
}
