import { childParents } from '#shared/family-tree/household.ts';
import { buildNasab } from '#shared/family-tree/nasab.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { householdProposalSchema } from '#shared/schemas/household-proposal.ts';
import type {
  MemberSuggestion,
  QueuedProposal,
  SuggestionMember,
} from '#shared/schemas/member-suggestion.ts';
import type { MemberSuggestionRow } from '../db/schema';
import type { MemberWithSpouses } from '../repositories/family-member-rows';
import { presentFamilyMember } from './presenters';

const statusOf = (row: MemberSuggestionRow): MemberSuggestion['status'] =>
  row.applied_at !== null ? 'applied' : row.dismissed_at !== null ? 'dismissed' : 'open';

/**
 * The admin queue (decision 021): each suggestion beside the member's values as stored now, so the
 * administrator compares what is with what was suggested. The admin sees every field whatever the
 * member's visibility. A member deleted since is `null` («الفرد محذوف»); the name sent with the
 * suggestion still says who it was.
 */
export function presentSuggestions(
  rows: readonly MemberSuggestionRow[],
  family: readonly MemberWithSpouses[],
  usernames: ReadonlyMap<number, string> = new Map(),
): MemberSuggestion[] {
  const byId = new Map<number, FamilyMember>(
    family.map((entry) => {
      const member = presentFamilyMember(entry);
      return [member.id, member];
    }),
  );
  const nameOf = (id: number | null) => (id === null ? null : (byId.get(id)?.name ?? null));
  const fatherOf = (member: FamilyMember) =>
    member.parent === null ? null : (byId.get(member.parent) ?? null);

  const current = (id: number): SuggestionMember | null => {
    const member = byId.get(id);
    if (!member) return null;
    return {
      id: member.id,
      name: member.name,
      nasab: buildNasab(member, fatherOf),
      birth: member.birth,
      death: member.death,
      father: nameOf(member.parent),
      mother: nameOf(member.mother_id),
      spouses: member.spouses.flatMap((spouse) => nameOf(spouse.id) ?? []),
      bio: member.bio,
    };
  };

  const proposalOf = (row: MemberSuggestionRow): QueuedProposal | null => {
    const parsed = householdProposalSchema.safeParse(JSON.parse(row.proposal_json ?? 'null'));
    if (!parsed.success) return null;
    const proposer = row.proposer_member_id === null ? undefined : byId.get(row.proposer_member_id);
    const other = parsed.data.other_parent_id === null ? undefined : byId.get(parsed.data.other_parent_id);
    return {
      ...parsed.data,
      otherParentName: nameOf(parsed.data.other_parent_id),
      appliedMemberId: row.applied_member_id,
      childParents:
        parsed.data.kind === 'new_child' && proposer ? childParents(proposer, other ?? null) : null,
    };
  };
  const proposerOf = (row: MemberSuggestionRow) =>
    row.relative_account_id === null || row.proposer_member_id === null
      ? null
      : {
          accountId: row.relative_account_id,
          // The account's name now, else the one it had when it proposed.
          username: usernames.get(row.relative_account_id) ?? row.name,
          memberId: row.proposer_member_id,
          memberName: nameOf(row.proposer_member_id),
        };

  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    memberName: row.member_name,
    field: row.field,
    message: row.message,
    correctValue: row.correct_value,
    name: row.name,
    phone: row.phone,
    createdAt: row.created_at,
    read: row.read_at !== null,
    status: statusOf(row),
    member: current(row.member_id),
    proposer: proposerOf(row),
    proposal: proposalOf(row),
  }));
}
