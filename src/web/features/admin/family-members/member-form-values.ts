import { allowedParentIds } from '../../../../shared/family-tree/lineage-guard';
import {
  FORM_MAX_GENERATION,
  MIN_GENERATION,
  type FamilyMember,
} from '../../../../shared/schemas/family-member';
import type { FamilyMemberInput } from '../../../../shared/schemas/family-member-input';

/** What the form holds: every field as the text an input or select gives back. */
export interface MemberFormValues {
  name: string;
  generation: string;
  parent: string;
  mother_id: string;
  spouse_id: string;
  gender: '' | 'male' | 'female';
  birth: string;
  death: string;
  role: string;
  image: string;
  bio: string;
}

export const emptyMemberForm: MemberFormValues = {
  name: '',
  generation: '',
  parent: '',
  mother_id: '',
  spouse_id: '',
  gender: '',
  birth: '',
  death: '',
  role: '',
  image: '',
  bio: '',
};

const idText = (id: number | null) => (id === null ? '' : String(id));

export function memberToFormValues(member: FamilyMember): MemberFormValues {
  return {
    name: member.name,
    generation: String(member.generation),
    parent: idText(member.parent),
    mother_id: idText(member.mother_id),
    spouse_id: idText(member.spouse_id),
    gender: member.gender ?? '',
    birth: member.birth,
    death: member.death,
    role: member.role,
    image: member.image,
    bio: member.bio,
  };
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));

/** The request body; the shared schema then trims and checks it on both sides. */
export function formValuesToInput(values: MemberFormValues): FamilyMemberInput {
  return {
    name: values.name,
    generation: values.generation === '' ? undefined : Number(values.generation),
    parent: idOrNull(values.parent),
    mother_id: idOrNull(values.mother_id),
    spouse_id: idOrNull(values.spouse_id),
    gender: values.gender,
    birth: values.birth,
    death: values.death,
    role: values.role,
    image: values.image,
    bio: values.bio,
  };
}

const byName = (a: FamilyMember, b: FamilyMember) => a.name.localeCompare(b.name, 'ar');

/** SPEC §2: the parent select lists other members, never the member itself nor its descendants. */
export function parentChoices(members: readonly FamilyMember[], selfId: number | null): FamilyMember[] {
  const allowed = allowedParentIds(members, selfId);
  return members.filter((member) => allowed.has(member.id)).sort(byName);
}

/**
 * Mothers: the same lineage rule; women first, and the chosen father's wives before anyone,
 * since a child sits under its mother when the father has several wives.
 */
export function motherChoices(
  members: readonly FamilyMember[],
  selfId: number | null,
  fatherId: number | null,
): FamilyMember[] {
  const allowed = allowedParentIds(members, selfId);
  const father = fatherId === null ? undefined : members.find((m) => m.id === fatherId);
  const wivesOfFather = new Set((father?.spouses ?? []).map((spouse) => spouse.id));
  const rank = (m: FamilyMember) => (wivesOfFather.has(m.id) ? 0 : m.gender === 'female' ? 1 : 2);
  return members
    .filter((m) => allowed.has(m.id) && m.id !== fatherId && m.gender !== 'male')
    .sort((a, b) => rank(a) - rank(b) || byName(a, b));
}

/** Spouses: anyone but the member itself. */
export function spouseChoices(members: readonly FamilyMember[], selfId: number | null): FamilyMember[] {
  return members.filter((member) => member.id !== selfId).sort(byName);
}

/**
 * SPEC §9: generations 1 to 6; a family deeper than that (an imported one) gets as many as it has,
 * and one more for a new child of its youngest line.
 */
export function generationChoices(members: readonly Pick<FamilyMember, 'generation'>[]): string[] {
  const deepest = members.reduce((max, member) => Math.max(max, member.generation + 1), FORM_MAX_GENERATION);
  return Array.from({ length: deepest - MIN_GENERATION + 1 }, (_, index) => String(MIN_GENERATION + index));
}
