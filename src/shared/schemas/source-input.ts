import { z } from 'zod';
import { sourcesAdminMessages } from '../messages/sources-admin';
import {
  idSchema,
  imageReference,
  optionalIdSchema,
  optionalText,
  recordVersion,
  requiredText,
} from './input';
import { citedFacts, memberFacts, sourceKinds } from './source';

const m = sourcesAdminMessages.validation;

/** Body of create.php and update.php under /api/admin/sources/ (docs/product.md#admin-endpoints). */
export const sourceInputSchema = z.object({
  kind: z.enum(sourceKinds, { error: m.invalidKind }),
  title: requiredText(300, m.titleRequired),
  author: optionalText(200),
  author_member_id: optionalIdSchema(m.memberNotFound),
  details: optionalText(20_000),
  image: imageReference,
  is_public: z.boolean().optional().default(false),
  version: recordVersion,
});
export type SourceInput = z.input<typeof sourceInputSchema>;
export type SourceValues = z.output<typeof sourceInputSchema>;

/**
 * Body of create.php and update.php under /api/admin/citations/: a source, the fact it supports
 * and where in it. `member_id` is the member whose form cites it; a marriage is named by its id
 * (`marriage_id`), an event by its (`event_id`), each alone with its fact.
 */
export const citationInputSchema = z
  .object({
    source_id: idSchema(m.sourceNotFound),
    fact: z.enum(citedFacts, { error: m.factMismatch }),
    member_id: optionalIdSchema(m.memberNotFound),
    marriage_id: optionalIdSchema(m.factNotFound),
    event_id: optionalIdSchema(m.factNotFound),
    page: optionalText(200),
    note: optionalText(2_000),
    version: recordVersion,
  })
  .refine(
    (citation) => {
      const { fact, member_id, marriage_id, event_id } = citation;
      if (memberFacts.includes(fact)) return member_id !== null && marriage_id === null && event_id === null;
      if (fact === 'marriage') return marriage_id !== null && event_id === null;
      return event_id !== null && marriage_id === null;
    },
    { message: m.factMismatch, path: ['fact'] },
  );
export type CitationInput = z.input<typeof citationInputSchema>;
export type CitationValues = z.output<typeof citationInputSchema>;

/** `?member=` of the member's citations list. */
export const memberCitationsQuerySchema = z.object({ member: idSchema(m.memberNotFound) });
