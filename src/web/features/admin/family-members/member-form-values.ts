import { adminMessages } from '#shared/messages/admin.ts';
import {
  FORM_MAX_GENERATION,
  MAX_GENERATION,
  MIN_GENERATION,
  type FamilyMember,
  type ContactVisibility,
  type Gender,
  type MarriageEnd,
  type MemberCircle,
  type MemberVisibility,
} from '#shared/schemas/family-member.ts';
import type { FamilyMemberInput } from '#shared/schemas/family-member-input.ts';
import { parseId } from '#shared/schemas/ids.ts';
import type { MemberEventKind, MemberLife, PlaceLabel } from '#shared/schemas/member-life.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import type { NewMemberPrefill } from '#web/config/paths.ts';

/**
 * A linked member (father, mother, spouse) as the form shows it and reasons about it: kept whole
 * in the form's values, so the draft brings its label back without asking the server.
 */
export interface MemberChoice {
  id: number;
  name: string;
  /** «محمد بن عبدالله بن …»: tells ten men called محمد apart. */
  nasab: string;
  /** «1890–1952», «1890–», «–1952» or ''. */
  years: string;
  generation: number;
  gender: Gender | null;
  /** Its spouses in order: a chosen father's wives are offered first as the mother. */
  spouseIds: number[];
}

/** One marriage in the form: the spouse (null while the row is still empty), how it ended, when and where it was made. */
export interface SpouseEntry {
  spouse: MemberChoice | null;
  ended: '' | MarriageEnd;
  /** Absent in a draft kept before the marriage's date and place were asked (decision 056). */
  married_on?: string;
  place?: PlaceLabel | null;
}

/**
 * One event of the member's life (decision 056), its place kept whole like a linked member, so a
 * draft brings its label back. `id` for an event already stored: saved with it, the event keeps it.
 */
export interface EventEntry {
  id?: number;
  kind: MemberEventKind;
  date: string;
  end_date: string;
  place: PlaceLabel | null;
  value: string;
}

/** What the form holds: text for the inputs, whole members for the links. */
export interface MemberFormValues {
  name: string;
  generation: string;
  parent: MemberChoice | null;
  mother_id: MemberChoice | null;
  /** A man's wives in order (the first wife first); a woman's husbands in the order she married. */
  spouses: SpouseEntry[];
  gender: '' | Gender;
  /** Not shown, carried through so a save never erases an imported family name. */
  surname: string;
  /** Not shown either: an imported title and suffix (NPFX, NSFX) kept through a save. */
  name_prefix: string;
  name_suffix: string;
  birth: string;
  death: string;
  role: string;
  image: string;
  bio: string;
  /** Bullet points, one a line (decision 020). */
  highlights: string;
  visibility: MemberVisibility;
  /** The family's circle (the keepers' copy only): contact details and who reads them. */
  contact_phone: string;
  contact_email: string;
  contact_area: string;
  contact_visibility: ContactVisibility;
  /** Checked: signed-in relatives see the member in full; unchecked: «الأمناء فقط». */
  relatives_see_full: boolean;
  /**
   * The member's life (decision 056). Absent from a draft kept before it was asked, and from a
   * member read without it: then none of it is sent, and what is stored stays.
   */
  birth_place_id?: PlaceLabel | null;
  death_place_id?: PlaceLabel | null;
  events?: EventEntry[];
}

/** The circle's fields as a new member starts: nothing recorded, shared with nobody, seen in full by kin. */
const emptyCircle: MemberCircle = {
  contact_phone: '',
  contact_email: '',
  contact_area: '',
  contact_visibility: 'nobody',
  relatives_see_full: true,
};

export const emptyMemberForm: MemberFormValues = {
  name: '',
  generation: '',
  parent: null,
  mother_id: null,
  spouses: [],
  gender: '',
  surname: '',
  name_prefix: '',
  name_suffix: '',
  birth: '',
  death: '',
  role: '',
  image: '',
  bio: '',
  highlights: '',
  visibility: 'auto',
  ...emptyCircle,
  birth_place_id: null,
  death_place_id: null,
  events: [],
};

export function toMemberChoice(row: MemberListRow): MemberChoice {
  return {
    id: row.id,
    name: row.name,
    nasab: row.nasab,
    years: row.years,
    generation: row.generation,
    gender: row.gender,
    spouseIds: row.spouses.map((spouse) => spouse.id),
  };
}

/** A link to a member the server no longer has: shown, so the administrator can remove it. */
function missingChoice(id: number): MemberChoice {
  const name = adminMessages.members.fields.missingMember(id);
  return { id, name, nasab: '', years: '', generation: 0, gender: null, spouseIds: [] };
}

/**
 * A value that really is a chosen member. Drafts kept by an older version of the form held ids
 * as text; those are dropped rather than shown as a member they cannot label.
 */
export function asMemberChoice(value: unknown): MemberChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const choice = value as Partial<MemberChoice>;
  return typeof choice.id === 'number' && typeof choice.name === 'string' ? (value as MemberChoice) : null;
}

type Linked = ReadonlyMap<number, MemberChoice>;
const linkedChoice = (linked: Linked, id: number | null | undefined) =>
  id === null || id === undefined ? null : (linked.get(id) ?? missingChoice(id));

/** The members a stored member links to, for one `list.php?ids=` request: father, mother, spouses. */
export function linkedIds(member: FamilyMember): number[] {
  const ids = [member.parent, member.mother_id, ...member.spouses.map((spouse) => spouse.id)];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** The life's part of the form: each place by its label, the events in the keeper's order. */
function lifeToFormValues(life: MemberLife | undefined) {
  if (!life) return {};
  const labels = new Map(life.places.map((place) => [place.id, place]));
  const label = (id: number | null): PlaceLabel | null =>
    id === null ? null : (labels.get(id) ?? { id, name: String(id), full_name: String(id) });
  return {
    birth_place_id: label(life.birth_place_id),
    death_place_id: label(life.death_place_id),
    events: life.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      date: event.date,
      end_date: event.end_date,
      place: label(event.place_id),
      value: event.value,
    })),
  };
}

/** The stored member; the circle's fields are in every keeper's answer, and absent from an older tab's. */
export function memberToFormValues(
  member: FamilyMember & Partial<MemberCircle> & { life?: MemberLife },
  linked: Linked,
): MemberFormValues {
  const life = member.life;
  const facts = (spouseId: number) => life?.marriages.find((marriage) => marriage.spouse_id === spouseId);
  const placeOf = (id: number | null | undefined) => {
    const found = life?.places.find((place) => place.id === id);
    return found ?? null;
  };
  return {
    name: member.name,
    generation: String(member.generation),
    parent: linkedChoice(linked, member.parent),
    mother_id: linkedChoice(linked, member.mother_id),
    spouses: member.spouses.map((spouse) => ({
      spouse: linkedChoice(linked, spouse.id),
      ended: spouse.ended ?? '',
      ...(life
        ? { married_on: facts(spouse.id)?.married_on ?? '', place: placeOf(facts(spouse.id)?.place_id) }
        : {}),
    })),
    gender: member.gender ?? '',
    surname: member.surname,
    name_prefix: member.name_prefix,
    name_suffix: member.name_suffix,
    birth: member.birth,
    death: member.death,
    role: member.role,
    image: member.image,
    bio: member.bio,
    highlights: member.highlights,
    visibility: member.visibility,
    contact_phone: member.contact_phone ?? emptyCircle.contact_phone,
    contact_email: member.contact_email ?? emptyCircle.contact_email,
    contact_area: member.contact_area ?? emptyCircle.contact_area,
    contact_visibility: member.contact_visibility ?? emptyCircle.contact_visibility,
    relatives_see_full: member.relatives_see_full ?? emptyCircle.relatives_see_full,
    ...lifeToFormValues(life),
  };
}

/** `?parent=12&mother=7&spouse=3&gender=female` (paths.admin.familyMembersNewWith) read back. */
export function parsePrefill(search: URLSearchParams): NewMemberPrefill {
  const prefill: NewMemberPrefill = {};
  for (const key of ['parent', 'mother', 'spouse'] as const) {
    const id = parseId(search.get(key));
    if (id !== null) prefill[key] = id;
  }
  const gender = search.get('gender');
  if (gender === 'male' || gender === 'female') prefill.gender = gender;
  return prefill;
}

export function prefillIds(prefill: NewMemberPrefill): number[] {
  const ids = [prefill.parent, prefill.mother, prefill.spouse];
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

/** A child is one generation below its father (or its mother); '' when that would pass the limit. */
export function generationBelow(parent: Pick<MemberChoice, 'generation'>): string {
  const generation = parent.generation + 1;
  return parent.generation >= MIN_GENERATION && generation <= MAX_GENERATION ? String(generation) : '';
}

/**
 * A new member's form as «إضافة ابن/ابنة/زوجة» hands it over: the links, the gender, and a
 * generation guessed from them (a child below its father or mother, a spouse beside its spouse).
 */
export function prefillFormValues(prefill: NewMemberPrefill, linked: Linked): MemberFormValues {
  const parent = linkedChoice(linked, prefill.parent);
  const mother = linkedChoice(linked, prefill.mother);
  const spouse = linkedChoice(linked, prefill.spouse);
  const known = (choice: MemberChoice | null) => (choice && choice.generation > 0 ? choice : null);
  const elder = known(parent) ?? known(mother);
  const generation = elder ? generationBelow(elder) : known(spouse) ? String(spouse!.generation) : '';
  return {
    ...emptyMemberForm,
    parent,
    mother_id: mother,
    spouses: spouse ? [{ spouse, ended: '', married_on: '', place: null }] : [],
    gender: prefill.gender ?? '',
    generation,
  };
}

/** The request body; the shared schema then trims and checks it on both sides. */
export function formValuesToInput(values: MemberFormValues): FamilyMemberInput {
  return {
    name: values.name,
    generation: values.generation === '' ? undefined : Number(values.generation),
    parent: asMemberChoice(values.parent)?.id ?? null,
    mother_id: asMemberChoice(values.mother_id)?.id ?? null,
    // The whole list, in order (decision 013): rows left empty are not marriages.
    spouses: (Array.isArray(values.spouses) ? values.spouses : []).flatMap((entry) => {
      const spouse = asMemberChoice(entry.spouse);
      if (!spouse) return [];
      // A row of a draft kept before the marriage's facts were asked sends none: the stored stay.
      const facts =
        entry.married_on === undefined
          ? {}
          : { married_on: entry.married_on, place_id: asPlace(entry.place)?.id ?? null };
      return [{ id: spouse.id, ended: entry.ended === '' ? null : entry.ended, ...facts }];
    }),
    gender: values.gender,
    surname: values.surname,
    name_prefix: values.name_prefix,
    name_suffix: values.name_suffix,
    birth: values.birth,
    death: values.death,
    role: values.role,
    image: values.image,
    bio: values.bio,
    // A draft kept by the form before the field existed has none: '' rather than undefined.
    highlights: values.highlights ?? '',
    visibility: values.visibility,
    // A draft kept before these fields existed has none: sent as absent, the stored ones stay.
    contact_phone: values.contact_phone,
    contact_email: values.contact_email,
    contact_area: values.contact_area,
    contact_visibility: values.contact_visibility,
    relatives_see_full: values.relatives_see_full,
    ...lifeToInput(values),
  };
}

/** A value that really is a chosen place (a draft may hold anything). */
export function asPlace(value: unknown): PlaceLabel | null {
  if (typeof value !== 'object' || value === null) return null;
  const place = value as Partial<PlaceLabel>;
  return typeof place.id === 'number' && typeof place.name === 'string' ? (value as PlaceLabel) : null;
}

/** The life's part of the body; none of it when the form holds none (see MemberFormValues). */
function lifeToInput(values: MemberFormValues): Partial<FamilyMemberInput> {
  if (!Array.isArray(values.events)) return {};
  return {
    birth_place_id: asPlace(values.birth_place_id)?.id ?? null,
    death_place_id: asPlace(values.death_place_id)?.id ?? null,
    events: values.events.map((event) => ({
      ...(event.id === undefined ? {} : { id: event.id }),
      kind: event.kind,
      date: event.date,
      end_date: event.kind === 'residence' ? event.end_date : '',
      place_id: asPlace(event.place)?.id ?? null,
      value: event.value,
    })),
  };
}

/**
 * Mothers found by a search, the chosen father's wives first (a child sits under its mother when
 * the father has several wives); otherwise in the server's order. Men never; the member itself never.
 */
export function orderMothers(
  found: readonly MemberChoice[],
  father: MemberChoice | null,
  selfId: number | null,
): MemberChoice[] {
  const wives = father?.spouseIds ?? [];
  const rank = (choice: MemberChoice) => {
    const index = wives.indexOf(choice.id);
    return index === -1 ? wives.length : index;
  };
  return found
    .filter((choice) => choice.gender !== 'male' && choice.id !== selfId)
    .map((choice, index) => ({ choice, index }))
    .sort((a, b) => rank(a.choice) - rank(b.choice) || a.index - b.index)
    .map(({ choice }) => choice);
}

/**
 * Spouses found by a search, without the member itself, those already in another row, and the
 * father and mother chosen in the form (the server refuses an ancestor; the nearest are known here).
 */
export function availableSpouses(
  found: readonly MemberChoice[],
  values: Pick<MemberFormValues, 'spouses' | 'parent' | 'mother_id'>,
  rowIndex: number,
  selfId: number | null,
): MemberChoice[] {
  const taken = new Set(
    values.spouses.flatMap((entry, index) => (index !== rowIndex && entry.spouse ? [entry.spouse.id] : [])),
  );
  for (const parent of [values.parent, values.mother_id]) {
    const chosen = asMemberChoice(parent);
    if (chosen) taken.add(chosen.id);
  }
  return found.filter((choice) => choice.id !== selfId && !taken.has(choice.id));
}

/** The gender a spouse search keeps: the other one, when the member's own is known. */
export function spouseGender(gender: MemberFormValues['gender']): Gender | undefined {
  if (gender === 'male') return 'female';
  if (gender === 'female') return 'male';
  return undefined;
}

/**
 * docs/product.md#constants: generations 1 to 6; a family deeper than that (an imported one) gets as many as
 * it has (`deepest`, from any list.php answer) and one more for a new child of its youngest line, and
 * the generations already in play (the value, a father's child) are always offered.
 */
export function generationChoices(deepest: number, ...inPlay: (string | number)[]): string[] {
  const wanted = inPlay.map(Number).filter((value) => Number.isInteger(value) && value > 0);
  const last = Math.min(MAX_GENERATION, Math.max(FORM_MAX_GENERATION, deepest + 1, ...wanted));
  return Array.from({ length: last - MIN_GENERATION + 1 }, (_, index) => String(MIN_GENERATION + index));
}

export type RelativeKind = 'son' | 'daughter' | 'spouse';

/**
 * «إضافة ابن/ابنة/زوجة» from a saved member: a man is the new child's father, a woman its mother;
 * the other parent is filled in too when the member has exactly one spouse. A spouse gets the
 * other gender. None for a member whose gender is not recorded: which parent would it be?
 */
export function relativePrefills(member: FamilyMember): { kind: RelativeKind; prefill: NewMemberPrefill }[] {
  if (member.gender === null) return [];
  const onlySpouse = member.spouses.length === 1 ? member.spouses[0]!.id : undefined;
  const parents: NewMemberPrefill =
    member.gender === 'male'
      ? { parent: member.id, mother: onlySpouse }
      : { parent: onlySpouse, mother: member.id };
  return [
    { kind: 'son', prefill: { ...parents, gender: 'male' } },
    { kind: 'daughter', prefill: { ...parents, gender: 'female' } },
    {
      kind: 'spouse',
      prefill: { spouse: member.id, gender: member.gender === 'male' ? 'female' : 'male' },
    },
  ];
}
