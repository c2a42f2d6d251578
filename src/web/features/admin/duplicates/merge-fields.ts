import { mergeFields, type MemberMergeInput, type MergeField } from '#shared/schemas/member-merge-input.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';

// The merge screen's choice, field by field (decision 057): which fields two members differ in,
// whose value each keeps by default, and the body the keeper's choice makes.

/** The stored values a field is made of, as the admin's list presents the member. */
export function fieldValues(row: MemberListRow, field: MergeField): unknown[] {
  switch (field) {
    case 'father':
      return [row.parent];
    case 'mother':
      return [row.mother_id];
    case 'contact':
      return [row.contact_phone, row.contact_email, row.contact_area, row.contact_visibility];
    default:
      return [row[field]];
  }
}

const same = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** Nothing recorded: no text, no link, no gender, no contact details (their consent alone says nothing). */
export function isBlank(row: MemberListRow, field: MergeField): boolean {
  const values = field === 'contact' ? fieldValues(row, field).slice(0, 3) : fieldValues(row, field);
  return values.every((value) => value === null || (typeof value === 'string' && value.trim() === ''));
}

/** The fields the two members differ in, in the form's order. */
export const differingFields = (a: MemberListRow, b: MemberListRow): MergeField[] =>
  mergeFields.filter((field) => !same(fieldValues(a, field), fieldValues(b, field)));

/** Who each field's value comes from: a member's id, so choosing the other survivor keeps the choices. */
export type MergeChoices = Partial<Record<MergeField, number>>;

/** The survivor's value, unless it has none and the other member has one. */
export function defaultChoices(survivor: MemberListRow, absorbed: MemberListRow): MergeChoices {
  const choices: MergeChoices = {};
  for (const field of differingFields(survivor, absorbed)) {
    choices[field] = isBlank(survivor, field) && !isBlank(absorbed, field) ? absorbed.id : survivor.id;
  }
  return choices;
}

/** The request: the versions the screen was read at, and each field the other member's value wins. */
export function mergeBody(
  survivor: MemberListRow,
  absorbed: MemberListRow,
  choices: MergeChoices,
): MemberMergeInput {
  const fields: MemberMergeInput['fields'] = {};
  for (const field of differingFields(survivor, absorbed)) {
    if (choices[field] === absorbed.id) fields[field] = 'absorbed';
  }
  return {
    survivor_id: survivor.id,
    absorbed_id: absorbed.id,
    fields,
    survivor_version: survivor.version,
    absorbed_version: absorbed.version,
  };
}
