import { z } from 'zod';
import { twoFactorMessages as m } from '../messages/two-factor';

const code = z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(20, m.codeWrong);
const password = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1000);

/**
 * Turning it on, or replacing it (decision 035): a code of the new secret, the password, and,
 * when two-factor is already on, a current code (of the app, or a recovery code).
 */
export const twoFactorEnableInputSchema = z.object({
  code,
  password,
  currentCode: z.string().trim().max(20, m.codeWrong).optional(),
});
/** Turning it off, or new recovery codes: the password and a current code. */
export const twoFactorConfirmInputSchema = z.object({ password, code });
export const loginTwoFactorInputSchema = z.object({
  challenge: z.string().min(1, m.challengeExpired).max(100),
  code,
});
