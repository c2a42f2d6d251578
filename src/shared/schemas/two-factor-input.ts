import { z } from 'zod';
import { twoFactorMessages as m } from '../messages/two-factor';

const code = z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(20, m.codeWrong);

export const twoFactorCodeInputSchema = z.object({ code });
/** Turning it off, or new recovery codes: the password and a current code. */
export const twoFactorConfirmInputSchema = z.object({
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1000),
  code,
});
export const loginTwoFactorInputSchema = z.object({
  challenge: z.string().min(1, m.challengeExpired).max(100),
  code,
});
