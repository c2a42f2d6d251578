import * as z from 'zod/mini';
import { contactVisibilities, genders } from './family-member';
import { proposalKinds } from './household-proposal';
import { suggestionStatuses } from './member-suggestion';

/** One member of the family directory: who, their nasab and branch, and what they agreed to share. */
export const directoryEntrySchema = z.object({
  id: z.int(),
  name: z.string(),
  nasab: z.string(),
  /** The branch's head (a son or daughter of the founder), or null outside every branch. */
  branch: z.nullable(z.string()),
  /** Stored as `+` and the digits, or ''. */
  phone: z.string(),
  email: z.string(),
  area: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryBranchSchema = z.object({ id: z.int(), name: z.string() });
export type DirectoryBranch = z.infer<typeof directoryBranchSchema>;

/** GET /api/family/directory.php: one page of the matching entries, and the branches to filter by. */
export const directoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    entries: z.array(directoryEntrySchema),
    total: z.int(),
    page: z.int(),
    per_page: z.int(),
    branches: z.array(directoryBranchSchema),
  }),
});
export type DirectoryAnswer = z.infer<typeof directoryResponseSchema>['data'];

/** A spouse or child as «بياناتي» lists them. */
export const householdPersonSchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: z.nullable(z.enum(genders)),
  birth: z.string(),
  /** A child's other parent (the proposer's spouse), when recorded. */
  other_parent_id: z.nullable(z.int()),
});
export type HouseholdPerson = z.infer<typeof householdPersonSchema>;

/** A proposal the relative sent, with where it stands. */
export const ownProposalSchema = z.object({
  id: z.int(),
  kind: z.enum(proposalKinds),
  name: z.string(),
  status: z.enum(suggestionStatuses),
  created_at: z.string(),
});
export type OwnProposal = z.infer<typeof ownProposalSchema>;

/** The relative's own member, as «بياناتي» edits it. */
export const ownMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  nasab: z.string(),
  gender: z.nullable(z.enum(genders)),
  image: z.string(),
  bio: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  contact_area: z.string(),
  contact_visibility: z.enum(contactVisibilities),
  version: z.int(),
});
export type OwnMember = z.infer<typeof ownMemberSchema>;

/** GET /api/family/household.php. */
export const householdSchema = z.object({
  member: ownMemberSchema,
  spouses: z.array(householdPersonSchema),
  children: z.array(householdPersonSchema),
  proposals: z.array(ownProposalSchema),
  /** The owner lets household proposals apply at once. */
  direct: z.boolean(),
});
export type Household = z.infer<typeof householdSchema>;
export const householdResponseSchema = z.object({ success: z.literal(true), data: householdSchema });

/** POST update-me.php and photo.php: the saved member. */
export const ownMemberSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ownMemberSchema,
});

/** POST propose.php: the stored proposal, and the member when it applied at once. */
export const proposalSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    proposal_id: z.int(),
    status: z.enum(suggestionStatuses),
    member_id: z.nullable(z.int()),
  }),
});
export type ProposalSent = z.infer<typeof proposalSentResponseSchema>['data'];
