import * as z from 'zod/mini';
import { genders } from './family-member';

/** A household proposal's kind (decision 050): a new spouse or child, or a change to one of them. */
export const proposalKinds = ['new_spouse', 'new_child', 'change_spouse', 'change_child'] as const;
export type ProposalKind = (typeof proposalKinds)[number];

/**
 * What a relative proposed, as stored with the suggestion and shown in the keepers' queue: the
 * proposed fields, and for a child the other parent (a spouse of the proposer's).
 */
export const householdProposalSchema = z.object({
  kind: z.enum(proposalKinds),
  /** The spouse or child a change is about; null for a new one. */
  target_id: z.nullable(z.int()),
  name: z.string(),
  gender: z.enum(genders),
  /** yyyy-mm-dd, or ''. */
  birth: z.string(),
  /** A child's mother (or father, when the proposer is the mother), one of the proposer's spouses. */
  other_parent_id: z.nullable(z.int()),
  note: z.string(),
});
export type HouseholdProposal = z.infer<typeof householdProposalSchema>;
