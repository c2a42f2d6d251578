import { childParents } from '#shared/family-tree/household.ts';
import { familyHouseholdMessages as m } from '#shared/messages/family-household.ts';
import type { HouseholdProposal } from '#shared/schemas/household-proposal.ts';
import type { ProposalValues } from '#shared/schemas/family-household-input.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import type { FamilyMemberRow } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { MemberWithSpouses } from '#server/repositories/family-member-rows.ts';

/** What a proposal is checked against: the relative's own member, spouses and children. */
export interface HouseholdFound {
  own: MemberWithSpouses;
  spouses: readonly FamilyMemberRow[];
  children: readonly FamilyMemberRow[];
}

/** A proposal checked and made into the member save it would be (decision 050). */
export interface ProposalPlan {
  proposal: HouseholdProposal;
  /** The spouse or child changed; null for a new member. */
  targetId: number | null;
  targetName: string | null;
  values: FamilyMemberValues;
}

/** A new member's body: every field the form would send, empty where the proposal says nothing. */
function newMember(fields: Partial<FamilyMemberValues> & Pick<FamilyMemberValues, 'name' | 'generation'>) {
  return {
    parent: null,
    mother_id: null,
    spouse_id: undefined,
    spouses: [],
    gender: null,
    surname: '',
    name_prefix: '',
    name_suffix: '',
    birth: '',
    death: '',
    role: '',
    image: '',
    bio: '',
    highlights: undefined,
    visibility: undefined,
    contact_phone: undefined,
    contact_email: undefined,
    contact_area: undefined,
    contact_visibility: undefined,
    relatives_see_full: undefined,
    version: undefined,
    ...fields,
  } satisfies FamilyMemberValues;
}

/** A child's father and mother (`childParents`), and the generation below the father's. */
function parentsOf(own: FamilyMemberRow, other: FamilyMemberRow | null) {
  const parents = childParents(own, other);
  const father = parents.parent === own.id ? own : other;
  return { ...parents, generation: (father ?? own).generation + 1 };
}

/**
 * Checks a proposal against the relative's household and makes the save it stands for: a changed
 * member must be one of the relative's own spouses or children, and a child's other parent one of
 * the relative's spouses. A change leaves every field it does not name as stored (an empty birth
 * date included: the stored one may be written in a way the date picker cannot hold).
 */
export async function planProposal(
  house: { valuesOf(id: number): Promise<FamilyMemberValues> },
  found: HouseholdFound,
  body: ProposalValues,
): Promise<ProposalPlan> {
  const { own, spouses, children } = found;
  const kin = body.kind === 'spouse' ? spouses : children;
  const target = body.member_id === null ? null : kin.find((row) => row.id === body.member_id);
  if (target === undefined) throw new HttpError(403, m.errors.notYours);

  let other: FamilyMemberRow | null = null;
  if (body.kind === 'child' && body.other_parent_id !== null) {
    other = spouses.find((row) => row.id === body.other_parent_id) ?? null;
    if (!other) {
      throw new HttpError(400, m.errors.otherParentNotSpouse, {
        other_parent_id: m.errors.otherParentNotSpouse,
      });
    }
  }
  const kind = `${target ? 'change' : 'new'}_${body.kind}` as HouseholdProposal['kind'];
  const proposal: HouseholdProposal = {
    kind,
    target_id: target?.id ?? null,
    name: body.name,
    gender: body.gender,
    birth: body.birth,
    other_parent_id: body.kind === 'child' ? body.other_parent_id : null,
    note: body.note,
  };
  const named = { name: body.name, gender: body.gender, ...(body.birth ? { birth: body.birth } : {}) };

  let values: FamilyMemberValues;
  if (target) {
    const stored = await house.valuesOf(target.id);
    // A child's other parent changes only when one is named; the relative stays the parent.
    const parents = other ? parentsOf(own.row, other) : {};
    values = { ...stored, ...named, ...parents, version: target.version };
  } else if (body.kind === 'spouse') {
    values = newMember({
      ...named,
      generation: own.row.generation,
      spouses: [{ id: own.row.id, ended: null }],
    });
  } else {
    values = newMember({ ...named, ...parentsOf(own.row, other) });
  }
  return { proposal, targetId: target?.id ?? null, targetName: target?.name ?? null, values };
}
