import { z } from 'zod';
import { familyMailMessages } from '../messages/family-mail';
import { notificationKinds } from '../push/kinds';

/** Body of POST /api/family/mail-update.php: the kinds to receive by e-mail; none stops them. */
export const familyMailInputSchema = z.object({
  kinds: z
    .array(z.enum(notificationKinds, { error: familyMailMessages.unknownKind }), {
      error: familyMailMessages.unknownKind,
    })
    .max(notificationKinds.length, familyMailMessages.unknownKind)
    .transform((kinds) => notificationKinds.filter((kind) => kinds.includes(kind))),
});
export type FamilyMailInput = z.input<typeof familyMailInputSchema>;
