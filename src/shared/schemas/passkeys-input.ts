import { z } from 'zod';
import { familyAccountMessages as m } from '../messages/family-account';
import { idSchema } from './input';
import { inviteToken, relativeUsername } from './relatives-input';

// Relatives' passkeys (decision 048): what the browser sends. The authenticator's answers are
// checked by @simplewebauthn/server; these only bound their shape and size before it reads them.

const base64url = (max: number) =>
  z
    .string({ error: m.errors.passkeyFailed })
    .regex(/^[A-Za-z0-9_-]*$/, m.errors.passkeyFailed)
    .max(max);

const clientExtensionResults = z.record(z.string(), z.unknown()).default({});
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** What `startRegistration()` of @simplewebauthn/browser gives back. */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: m.errors.passkeyFailed }),
  response: z.object({
    clientDataJSON: base64url(10_000),
    attestationObject: base64url(100_000),
    authenticatorData: base64url(100_000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(10_000).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

/** What `startAuthentication()` of @simplewebauthn/browser gives back. */
export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: m.errors.passkeyFailed }),
  response: z.object({
    clientDataJSON: base64url(10_000),
    authenticatorData: base64url(100_000),
    signature: base64url(10_000),
    userHandle: base64url(1000).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

/** POST passkeys/invite-options.php: the invitation, and the username the authenticator will show. */
export const passkeyInviteOptionsInputSchema = z.object({ token: inviteToken, username: relativeUsername });
export type PasskeyInviteOptionsInput = z.input<typeof passkeyInviteOptionsInputSchema>;

/** POST passkeys/invite.php: the same invitation, and the new passkey. */
export const passkeyInviteInputSchema = z.object({
  token: inviteToken,
  response: registrationResponseSchema,
});

/** POST passkeys/login.php. */
export const passkeyLoginInputSchema = z.object({ response: authenticationResponseSchema });

/** A passkey's name on «حسابي» («هاتفي»): optional, short. */
export const passkeyLabel = z.string().trim().max(60, m.errors.labelTooLong).default('');

/** POST passkeys/add.php: another passkey for the signed-in relative. */
export const passkeyAddInputSchema = z.object({ response: registrationResponseSchema, label: passkeyLabel });

/** POST passkeys/remove.php. */
export const passkeyRemoveInputSchema = z.object({ id: idSchema() });

/** The «حسابي» form's one field before a passkey is added. */
export const passkeyLabelFormSchema = z.object({ label: passkeyLabel });
