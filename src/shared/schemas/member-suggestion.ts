import * as z from 'zod/mini';
import { householdProposalSchema } from './household-proposal';

/** What a visitor can say is wrong about a member (decision 021); `other` when they do not say. */
export const suggestionFields = [
  'name',
  'birth',
  'death',
  'parents',
  'spouse',
  'photo',
  'bio',
  'other',
] as const;
export type SuggestionField = (typeof suggestionFields)[number];

/** Open until the administrator applies it (the member form saved) or dismisses it. */
export const suggestionStatuses = ['open', 'applied', 'dismissed'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** The member as stored now, shown beside the suggestion (the admin sees every field). */
export const suggestionMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  nasab: z.string(),
  birth: z.string(),
  death: z.string(),
  father: z.nullable(z.string()),
  mother: z.nullable(z.string()),
  spouses: z.array(z.string()),
  bio: z.string(),
});
export type SuggestionMember = z.infer<typeof suggestionMemberSchema>;

/** Who sent a household proposal (decision 050): the relative's account and their own member. */
export const proposerSchema = z.object({
  accountId: z.int(),
  username: z.string(),
  memberId: z.int(),
  /** null: the proposer's member has been deleted since. */
  memberName: z.nullable(z.string()),
});
export type Proposer = z.infer<typeof proposerSchema>;

/** A household proposal as the queue shows it: the other parent named, the member it made. */
export const queuedProposalSchema = z.extend(householdProposalSchema, {
  otherParentName: z.nullable(z.string()),
  /** The member the proposal created or changed, once applied. */
  appliedMemberId: z.nullable(z.int()),
  /** A new child's father and mother, as the member form is to be filled in. */
  childParents: z.nullable(z.object({ parent: z.nullable(z.int()), mother_id: z.nullable(z.int()) })),
});
export type QueuedProposal = z.infer<typeof queuedProposalSchema>;

/** One suggestion in the admin queue. */
export const memberSuggestionSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  /** The member's name when it was sent: all that is left once the member is deleted. */
  memberName: z.string(),
  field: z.enum(suggestionFields),
  message: z.string(),
  correctValue: z.string(),
  name: z.string(),
  /** Normalised to 965…, or ''. */
  phone: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  status: z.enum(suggestionStatuses),
  /** null: the member has been deleted since («الفرد محذوف»). */
  member: z.nullable(suggestionMemberSchema),
  /** A relative's household proposal: who sent it and what; null for a visitor's correction. */
  proposer: z.nullable(proposerSchema),
  proposal: z.nullable(queuedProposalSchema),
});
export type MemberSuggestion = z.infer<typeof memberSuggestionSchema>;

/** GET /api/admin/suggestions/list.php: newest first, with the unread count of the sidebar. */
export const suggestionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(memberSuggestionSchema),
  unreadCount: z.number(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
