import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordProblems, type PasswordContext } from '../auth/password-policy';
import { commonMessages } from '../messages/common';
import { familyAccountMessages as m } from '../messages/family-account';
import { passwordRefusal, passwordRuleMessages } from '../messages/password-rules';
import { idSchema } from './input';

// Relatives' accounts (docs/product.md#relatives-accounts): the keepers' calls and the relatives' own.

/** POST /api/admin/relatives/invite.php. */
export const relativeInviteInputSchema = z.object({ member_id: idSchema() });

/** POST /api/admin/relatives/revoke.php: the account's id. */
export const relativeRevokeInputSchema = z.object({ id: idSchema() });

/** An invitation link's token: 256 random bits in base64url; anything else is no invitation. */
export const inviteToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, m.errors.inviteInvalid);

/** GET /api/family/invite.php?token= */
export const invitePreviewQuerySchema = z.object({ token: inviteToken });

/**
 * Latin letters, digits and `._-`, so it is typed alike on any phone's keyboard and never looks
 * like another name (no lookalike letters, no invisible marks); kept in lower case, so «Ali» and
 * «ali» are one name.
 */
export const relativeUsername = z
  .string({ error: m.errors.usernameInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,50}$/, m.errors.usernameInvalid);

const password = z
  .string({ error: passwordRuleMessages.refused.tooShort })
  .min(MIN_PASSWORD_LENGTH, passwordRuleMessages.refused.tooShort)
  .max(1000, commonMessages.validation.tooLong(1000));

/** POST /api/family/accept-invite.php: the password path (the keepers' password rules). */
export const acceptInviteInputSchema = z.object({ token: inviteToken, username: relativeUsername, password });
export type AcceptInviteInput = z.input<typeof acceptInviteInputSchema>;

/**
 * The invitation form in the browser: the body's checks and every password rule the server's
 * `assertPasswordAllowed` judges; `strength` is the estimate once loaded.
 */
export function acceptInviteFormSchema(context: Pick<PasswordContext, 'strength'>) {
  return acceptInviteInputSchema.superRefine((values, ctx) => {
    // The length has its own message, from the field's own check.
    const problems = passwordProblems(values.password, { ...context, username: values.username }).filter(
      (problem) => problem !== 'tooShort',
    );
    if (problems.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: passwordRefusal(problems) });
    }
  });
}

/** POST /api/family/login.php. */
export const familyLoginInputSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, m.errors.badCredentials).max(100),
  password: z.string().min(1, m.errors.badCredentials).max(1000),
});
export type FamilyLoginInput = z.input<typeof familyLoginInputSchema>;
