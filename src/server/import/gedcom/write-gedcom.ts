import type { MemberVisibility } from '../../../shared/schemas/family-member';
import { importMessages } from '../../../shared/messages/import';
import { isDeathEvent, type ImportedMarriage, type ImportedPerson } from '../family-data';
import { gedcomDateValue } from './gedcom-date';

export interface WriteGedcomOptions {
  /** The program that wrote the file (HEAD SOUR). */
  sourceName: string;
  /** When it was written (HEAD DATE), passed in so that a test gets the same file twice. */
  now: Date;
}

/**
 * The family's privacy choices as RESN (decision 015): a hidden member is `confidential`, a limited
 * one `privacy`. GEDCOM has no word for «public whatever the rules», so such a member is written
 * without a notice and comes back following the site's rules (`auto`): the safer way to lose it.
 */
const RESTRICTIONS: Record<MemberVisibility, string | null> = {
  auto: null,
  public: null,
  limited: 'privacy',
  hidden: 'confidential',
};

// GEDCOM 5.5.1 caps a line at 255 characters, level and tag included.
const MAX_LINE = 255;
const NEWLINE = '\r\n';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

interface Family {
  id: string;
  husband: string | null;
  wife: string | null;
  marriage: ImportedMarriage | null;
  children: string[];
}

/** May a line be cut before index `at` without breaking a character or a letter from its mark? */
function cuttable(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code >= 0xdc00 && code <= 0xdfff) return false;
  // A mark (Arabic tashkeel, an accent) or a joiner belongs to the letter before it.
  return !/^[\p{M}\u200c\u200d]/u.test(text.slice(at, at + 2));
}

/**
 * Cuts one line of text into pieces that fit after their prefixes, counting each `@` twice
 * (it is written `@@`). Cuts fall between two letters rather than beside a space, because some
 * programs trim the spaces at the ends of a CONC line.
 */
function pieces(text: string, firstRoom: number, room: number): string[] {
  const result: string[] = [];
  let rest = text;
  let limit = firstRoom;
  while (rest.length > 0) {
    let width = 0;
    let end = 0;
    while (end < rest.length && width + (rest[end] === '@' ? 2 : 1) <= limit) {
      width += rest[end] === '@' ? 2 : 1;
      end += 1;
    }
    if (end >= rest.length) {
      result.push(rest);
      break;
    }
    let cut = -1;
    for (let at = end; at > Math.max(0, end - 40) && cut === -1; at -= 1)
      if (cuttable(rest, at) && rest[at] !== ' ' && rest[at - 1] !== ' ') cut = at;
    for (let at = end; at > 0 && cut === -1; at -= 1) if (cuttable(rest, at)) cut = at;
    if (cut <= 0) cut = end;
    result.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = room;
  }
  return result;
}

function escapeText(value: string): string {
  return value.replace(/@/g, '@@');
}

/**
 * A date as stored, as GEDCOM 5.5.1 can take it (gedcomDateValue: a date phrase for «1300هـ»),
 * with the calendar escapes (`@#DJULIAN@`) left as they are.
 */
function escapeDate(value: string): string {
  return gedcomDateValue(value)
    .split(/(@#D[^@]*@)/)
    .map((part, index) => (index % 2 === 1 ? part : escapeText(part)))
    .join('');
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** The xref a person is written under: their key when GEDCOM allows it, so a re-import keeps it. */
function personIds(people: ImportedPerson[]): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const keys = new Set(people.map((person) => person.key));
  let next = 1;
  for (const person of people) {
    if (ids.has(person.key)) continue;
    let id = /^\d+$/.test(person.key) ? `I${person.key}` : person.key;
    if (!/^[A-Za-z0-9][A-Za-z0-9_]{0,19}$/.test(id) || used.has(id)) {
      while (used.has(`I${next}`) || keys.has(`I${next}`)) next += 1;
      id = `I${next}`;
    }
    used.add(id);
    ids.set(person.key, id);
  }
  return ids;
}

/**
 * Writes the family as GEDCOM 5.5.1 in UTF-8: an INDI per person, a FAM per marriage (its
 * children under it, in the husband's order), and a FAM for parents who have no marriage on
 * record, so that every father and mother link survives (marked `_STAT NOT MARRIED`, GEDCOM-L's
 * convention, which GEDCOM 7 spells `NO MARR`). readGedcom reads it back to the same people,
 * links and marriages.
 */
export function writeGedcom(
  data: { people: ImportedPerson[]; marriages: ImportedMarriage[] },
  options: WriteGedcomOptions,
): string {
  const people = new Map<string, ImportedPerson>();
  for (const person of data.people) if (!people.has(person.key)) people.set(person.key, person);
  const ids = personIds([...people.values()]);
  const used = new Set(ids.values());
  let nextFamily = 1;
  const familyId = () => {
    while (used.has(`F${nextFamily}`)) nextFamily += 1;
    used.add(`F${nextFamily}`);
    return `F${nextFamily}`;
  };
  let submitter = 'SUBM';
  for (let n = 1; used.has(submitter); n += 1) submitter = `SUBM${n}`;
  used.add(submitter);

  // Each husband's marriages in his order, so that his FAMS list gives them back. Grouped by
  // husband first: one sort comparing only a husband's own marriages (0 for any two others) is
  // no ordering at all, and gave wives back swapped whenever another man's marriage lay between.
  const byHusband = new Map<string, { marriage: ImportedMarriage; index: number }[]>();
  data.marriages.forEach((marriage, index) => {
    if (!people.has(marriage.husbandKey) || !people.has(marriage.wifeKey)) return;
    const his = byHusband.get(marriage.husbandKey);
    if (his) his.push({ marriage, index });
    else byHusband.set(marriage.husbandKey, [{ marriage, index }]);
  });
  for (const his of byHusband.values())
    his.sort((a, b) => a.marriage.order - b.marriage.order || a.index - b.index);
  const families: Family[] = [];
  const byCouple = new Map<string, Family>();
  const couple = (husband: string | null, wife: string | null) => `${husband ?? ''}\u0000${wife ?? ''}`;
  for (const entries of byHusband.values()) {
    for (const { marriage } of entries) {
      const family: Family = {
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
  const parentsOf = new Map<string, Family>();
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
  const spouseIn = new Map<string, Family[]>();
  for (const family of families)
    for (const spouse of [family.husband, family.wife])
      if (spouse !== null) spouseIn.set(spouse, [...(spouseIn.get(spouse) ?? []), family]);

  const lines: string[] = [];
  /** A value on its line, its line breaks as CONT and its overflow as CONC, escaped as GEDCOM wants. */
  const put = (level: number, tag: string, value = '', escape: (text: string) => string = escapeText) => {
    const [first = '', ...more] = value.split(/\r\n|\r|\n/);
    const conc = `${level + 1} CONC`;
    const write = (prefix: string, text: string) => {
      const parts = pieces(text, MAX_LINE - prefix.length - 1, MAX_LINE - conc.length - 1);
      if (parts.length === 0) lines.push(prefix);
      parts.forEach((part, index) => lines.push(`${index === 0 ? prefix : conc} ${escape(part)}`));
    };
    write(`${level} ${tag}`, first);
    for (const text of more) write(`${level + 1} CONT`, text);
  };
  const pointer = (id: string) => `@${id}@`;
  const link = (level: number, tag: string, id: string) => lines.push(`${level} ${tag} ${pointer(id)}`);

  const now = options.now;
  const two = (n: number) => String(n).padStart(2, '0');
  put(0, 'HEAD');
  put(1, 'GEDC');
  put(2, 'VERS', '5.5.1');
  put(2, 'FORM', 'LINEAGE-LINKED');
  put(1, 'CHAR', 'UTF-8');
  put(1, 'SOUR', options.sourceName.replace(/[^A-Za-z0-9_]+/g, '_').slice(0, 20) || 'NASAB');
  put(2, 'NAME', oneLine(options.sourceName));
  put(1, 'DATE', `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`);
  put(2, 'TIME', `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`);
  link(1, 'SUBM', submitter);
  put(0, `${pointer(submitter)} SUBM`);
  put(1, 'NAME', oneLine(options.sourceName));

  for (const person of people.values()) {
    put(0, `${pointer(ids.get(person.key)!)} INDI`);
    const slashless = (text: string) => oneLine(text).replace(/\//g, '\u2044');
    const name = slashless(person.name);
    const surname = slashless(person.surname);
    const prefix = slashless(person.namePrefix);
    const suffix = slashless(person.nameSuffix);
    const full = [prefix, name, surname === '' ? '' : `/${surname}/`, suffix].filter((part) => part !== '');
    put(1, 'NAME', full.join(' '));
    // The pieces in GEDCOM 5.5.1's order: NPFX, GIVN, SURN, NSFX.
    if (prefix !== '') put(2, 'NPFX', prefix);
    if (name !== '') put(2, 'GIVN', name);
    if (surname !== '') put(2, 'SURN', surname);
    if (suffix !== '') put(2, 'NSFX', suffix);
    put(1, 'SEX', person.gender === 'male' ? 'M' : person.gender === 'female' ? 'F' : 'U');
    if (oneLine(person.birth) !== '') {
      put(1, 'BIRT');
      put(2, 'DATE', oneLine(person.birth), escapeDate);
    }
    // Another program reads any DEAT as a death: «حي» or «-» is written as no death at all.
    const death = oneLine(person.death);
    if (death === importMessages.diedWithoutDate) put(1, 'DEAT', 'Y');
    else if (isDeathEvent(death)) {
      put(1, 'DEAT');
      put(2, 'DATE', death, escapeDate);
    }
    if (person.role.trim() !== '') put(1, 'OCCU', person.role.trim());
    if (person.bio.trim() !== '') put(1, 'NOTE', person.bio.trim());
    const restriction = RESTRICTIONS[person.visibility];
    if (restriction) put(1, 'RESN', restriction);
    const parents = parentsOf.get(person.key);
    if (parents) link(1, 'FAMC', parents.id);
    for (const family of spouseIn.get(person.key) ?? []) link(1, 'FAMS', family.id);
  }

  for (const family of families) {
    put(0, `${pointer(family.id)} FAM`);
    if (family.husband !== null) link(1, 'HUSB', ids.get(family.husband)!);
    if (family.wife !== null) link(1, 'WIFE', ids.get(family.wife)!);
    for (const child of family.children) link(1, 'CHIL', ids.get(child)!);
    const marriage = family.marriage;
    if (marriage) {
      const married = oneLine(marriage.married);
      put(1, 'MARR', married === '' ? 'Y' : '');
      if (married !== '') put(2, 'DATE', married, escapeDate);
      const endedOn = oneLine(marriage.endedOn);
      if (marriage.ended === 'divorced') {
        put(1, 'DIV', endedOn === '' ? 'Y' : '');
        if (endedOn !== '') put(2, 'DATE', endedOn, escapeDate);
      } else {
        // GEDCOM has no word for a marriage ended by a death; readers (ours too) infer it from a
        // spouse's DEAT. Where that guess would be wrong, or a date would be lost, `_ENDED` says it.
        const died = (key: string) => isDeathEvent(oneLine(people.get(key)?.death ?? ''));
        const guessed = died(marriage.husbandKey) || died(marriage.wifeKey) ? 'widowed' : null;
        if (marriage.ended !== guessed || (marriage.ended === 'widowed' && endedOn !== '')) {
          put(1, '_ENDED', marriage.ended === 'widowed' ? 'WIDOWED' : 'NO');
          if (marriage.ended === 'widowed' && endedOn !== '') put(2, 'DATE', endedOn, escapeDate);
        }
      }
    } else if (family.husband !== null && family.wife !== null) {
      put(1, '_STAT', 'NOT MARRIED');
    }
  }
  put(0, 'TRLR');
  return lines.join(NEWLINE) + NEWLINE;
}
