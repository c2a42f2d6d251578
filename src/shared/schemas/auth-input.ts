import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { commonMessages } from '../messages/common';
import { passwordRefusal, passwordRuleMessages } from '../messages/password-rules';
import { MIN_PASSWORD_LENGTH, passwordProblems, type PasswordContext } from '../auth/password-policy';

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, adminMessages.auth.badCredentials).max(100),
  password: z.string().min(1, adminMessages.auth.badCredentials).max(1000),
});

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, commonMessages.validation.required).max(1000),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, passwordRuleMessages.refused.tooShort)
    .max(1000, commonMessages.validation.tooLong(1000)),
  /** A current code, when two-factor is on (decision 035's step-up). */
  code: z.string().trim().max(20).optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * The change-password form in the browser: the body's checks and every password rule of
 * decisions 023 and 035 (the server's `assertPasswordAllowed` judges the same rules). `strength`
 * is the estimate once loaded; without it, only the cheap rules are judged here.
 */
export function changePasswordFormSchema(context: Pick<PasswordContext, 'username' | 'strength'>) {
  return changePasswordInputSchema.superRefine((values, ctx) => {
    // The length has its own message, from the field's own check.
    const problems = passwordProblems(values.newPassword, {
      ...context,
      currentPassword: values.currentPassword,
    }).filter((problem) => problem !== 'tooShort');
    if (problems.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: passwordRefusal(problems) });
    }
  });
}
