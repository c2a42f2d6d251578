import * as z from 'zod/mini';

/** GET two-factor/status.php (decision 024): the keeper's own second factor. */
export const twoFactorStatusResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  recovery_codes_left: z.int(),
  /** The site asks owners to use it (site settings). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponseSchema>;

/** POST two-factor/setup.php: a new secret, as a QR code (SVG) and as text to type. */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});

/** enable.php and recovery-codes.php: ten one-time codes, shown once. */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
