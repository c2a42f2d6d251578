import { z } from 'zod';
import { adminMessages } from '../messages/admin';
import { commonMessages } from '../messages/common';
import { passwordRuleMessages } from '../messages/password-rules';
import { MIN_PASSWORD_LENGTH } from '../auth/password-policy';

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
});
