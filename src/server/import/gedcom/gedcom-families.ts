import type { ImportedMarriage, ImportedPerson } from '../family-data';

/** A FAM record to write: a marriage, or parents with no marriage on record. */
export interface GedcomFamily {
  id: string;
  husband: string | null;
  wife: string | null;
  marriage: ImportedMarriage | null;
  children: string[];
}

export interface GedcomFamilies {
  /** Marriages first, each husband's in his order, then couples of parents without a marriage. */
  families: GedcomFamily[];
  /** The family each person is a child of (FAMC). */
  parentsOf: Map<string, GedcomFamily>;
  /** The families each person is a spouse in (FAMS), in the order above. */
  spouseIn: Map<string, GedcomFamily[]>;
}

/**
 * The FAM records for these people: one per marriage between two of them, and one for parents who
 * have no marriage on record, so that every father and mother link survives. `familyId` gives the
 * next free xref.
 */
export function gedcomFamilies(
  people: ReadonlyMap<string, ImportedPerson>,
  marriages: readonly ImportedMarriage[],
  familyId: () => string,
): GedcomFamilies {
  const families: GedcomFamily[] = [];
  const byCouple = new Map<string, GedcomFamily>();
  const couple = (husband: string | null, wife: string | null) => `${husband ?? ''}\u0000${wife ?? ''}`;
  for (const entries of marriagesByHusband(people, marriages).values()) {
    for (const { marriage } of entries) {
      const family: GedcomFamily = {
        id: familyId(),
        husband: marriage.husbandKey,
        wife: marriage.wifeKey,
        marriage,
        children: [],
      };
      families.push(family);
      const key = couple(marriage.husbandKey, marriage.wifeKey);
      if (!byCouple.has(key)) byCouple.set(key, family);
    }
  }
  const parentsOf = new Map<string, GedcomFamily>();
  for (const person of people.values()) {
    const father = person.fatherKey !== null && people.has(person.fatherKey) ? person.fatherKey : null;
    const mother = person.motherKey !== null && people.has(person.motherKey) ? person.motherKey : null;
    if (father === null && mother === null) continue;
    let family = byCouple.get(couple(father, mother));
    if (!family) {
      family = { id: familyId(), husband: father, wife: mother, marriage: null, children: [] };
      families.push(family);
      byCouple.set(couple(father, mother), family);
    }
    family.children.push(person.key);
    parentsOf.set(person.key, family);
  }
  const spouseIn = new Map<string, GedcomFamily[]>();
  for (const family of families)
    for (const spouse of [family.husband, family.wife])
      if (spouse !== null) spouseIn.set(spouse, [...(spouseIn.get(spouse) ?? []), family]);
  return { families, parentsOf, spouseIn };
}

/**
 * Each husband's marriages in his order, so that his FAMS list gives them back. Grouped by
 * husband first: one sort comparing only a husband's own marriages (0 for any two others) is
 * no ordering at all, and gave wives back swapped whenever another man's marriage lay between.
 */
function marriagesByHusband(
  people: ReadonlyMap<string, ImportedPerson>,
  marriages: readonly ImportedMarriage[],
) {
  const byHusband = new Map<string, { marriage: ImportedMarriage; index: number }[]>();
  marriages.forEach((marriage, index) => {
    if (!people.has(marriage.husbandKey) || !people.has(marriage.wifeKey)) return;
    const his = byHusband.get(marriage.husbandKey);
    if (his) his.push({ marriage, index });
    else byHusband.set(marriage.husbandKey, [{ marriage, index }]);
  });
  for (const his of byHusband.values())
    his.sort((a, b) => a.marriage.order - b.marriage.order || a.index - b.index);
  return byHusband;
}
