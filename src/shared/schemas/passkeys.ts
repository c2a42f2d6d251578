import * as z from 'zod/mini';

// Relatives' passkeys (decision 048): what the server answers. zod/mini, like every answer the
// public pages check. The ceremonies' options are made by @simplewebauthn/server for the browser's
// @simplewebauthn/browser: every field the server's calls produce is named here (the serializer
// keeps only what a schema names).

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.optional(z.array(z.string())),
});

/** What `navigator.credentials.create()` is given: a new passkey for this site and this user. */
export const passkeyCreationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(credentialDescriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.string()),
      residentKey: z.optional(z.string()),
      requireResidentKey: z.optional(z.boolean()),
      userVerification: z.optional(z.string()),
    }),
  ),
  attestation: z.optional(z.string()),
  extensions: z.optional(z.object({ credProps: z.optional(z.boolean()) })),
  hints: z.optional(z.array(z.string())),
});

/** What `navigator.credentials.get()` is given: any passkey of this site (none named). */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.optional(z.string()),
  timeout: z.optional(z.number()),
  allowCredentials: z.optional(z.array(credentialDescriptor)),
  userVerification: z.optional(z.string()),
  hints: z.optional(z.array(z.string())),
});

export const passkeyCreationOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: passkeyCreationOptionsSchema,
});
export const passkeyRequestOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: passkeyRequestOptionsSchema,
});

/** One passkey of the signed-in relative, as «حسابي» lists it. */
export const passkeyEntrySchema = z.object({
  id: z.int(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  /** The authenticator says it may be synced to the person's other devices, and is backed up. */
  synced: z.boolean(),
});
export type PasskeyEntry = z.infer<typeof passkeyEntrySchema>;

/** GET list.php, and what add.php and remove.php answer: the passkeys, and whether a password is set. */
export const passkeyListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ has_password: z.boolean(), passkeys: z.array(passkeyEntrySchema) }),
});
export type PasskeyList = z.infer<typeof passkeyListResponseSchema>['data'];
