import type { FamilyMemberRow, MarriageRow } from '../db/schema';
import type { ImportedMarriage, ImportedPerson } from './family-data';

/**
 * The stored family in the readers' shape, for the writers: every member keyed by its id, so an
 * exported file names people the way the site does and imports back with the same links.
 */
export function familyDataFromRows(
  rows: readonly FamilyMemberRow[],
  marriages: readonly MarriageRow[],
): { people: ImportedPerson[]; marriages: ImportedMarriage[] } {
  const key = (id: number | null) => (id === null ? null : String(id));
  return {
    people: rows.map((row) => ({
      key: String(row.id),
      name: row.name,
      namePrefix: row.name_prefix,
      nameSuffix: row.name_suffix,
      surname: row.surname,
      gender: row.gender,
      birth: row.birth,
      death: row.death,
      role: row.role,
      bio: row.bio,
      visibility: row.visibility,
      fatherKey: key(row.parent_id),
      motherKey: key(row.mother_id),
      source: { line: 0 },
    })),
    marriages: marriages.map((marriage) => ({
      husbandKey: String(marriage.husband_id),
      wifeKey: String(marriage.wife_id),
      order: marriage.wife_order,
      ended: marriage.ended,
      married: marriage.married_on,
      endedOn: marriage.ended_on,
      source: { line: 0 },
    })),
  };
}
