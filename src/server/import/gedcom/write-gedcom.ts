import type { MemberVisibility } from '#shared/schemas/family-member.ts';
import { importMessages } from '#shared/messages/import.ts';
import {
  isDeathEvent,
  type ImportedCitation,
  type ImportedMarriage,
  type ImportedPerson,
  type ImportedPlaceDetail,
  type ImportedSource,
} from '../family-data';
import {
  coordinatesOf,
  type PlaceCoordinates,
  writeEventDetail,
  writeEvents,
  writeRole,
} from './gedcom-event-writer';
import { PARENTS_SOURCE_TAG, SOURCE_KIND_TAG, SOURCE_PUBLIC_TAG } from './gedcom-sources';
import { type GedcomFamily, gedcomFamilies } from './gedcom-families';
import { GedcomLineWriter, type GedcomVersion, oneLine, pointer } from './gedcom-line-writer';

export interface WriteGedcomOptions {
  /** The program that wrote the file (HEAD SOUR). */
  sourceName: string;
  /** When it was written (HEAD DATE), passed in so that a test gets the same file twice. */
  now: Date;
  /** GEDCOM 5.5.1 (the default, which every program reads) or 7.0. */
  version?: GedcomVersion;
}

/**
 * The site's own tags, which 7.0 asks a file to declare in `HEAD.SCHMA` with a URI saying what each
 * means (docs/import-formats.md#what-is-written). `_SOUR` is 7.0's citation (a relocated standard
 * structure) where 7.0 has none: under a parents' link (FAMC), whose source the site keeps.
 */
const EXTENSION_TAGS: [tag: string, uri: string][] = [
  ['_ENDED', 'urn:x-nasab:gedcom:ENDED'],
  [SOURCE_KIND_TAG, 'urn:x-nasab:gedcom:KIND'],
  [SOURCE_PUBLIC_TAG, 'urn:x-nasab:gedcom:PUBLIC'],
  [PARENTS_SOURCE_TAG, 'https://gedcom.io/terms/v7/SOUR'],
];

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

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The xref a person is written under: their key when GEDCOM allows it, so a re-import keeps it. */
function personIds(people: ImportedPerson[], version: GedcomVersion): Map<string, string> {
  // 7.0 takes capitals, digits and `_` only, and keeps VOID for "nobody".
  const allowed = version === '7.0' ? /^(?!VOID$)[A-Z0-9_]{1,20}$/ : /^[A-Za-z0-9][A-Za-z0-9_]{0,19}$/;
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const keys = new Set(people.map((person) => person.key));
  let next = 1;
  for (const person of people) {
    if (ids.has(person.key)) continue;
    let id = /^\d+$/.test(person.key) ? `I${person.key}` : person.key;
    if (!allowed.test(id) || used.has(id)) {
      while (used.has(`I${next}`) || keys.has(`I${next}`)) next += 1;
      id = `I${next}`;
    }
    used.add(id);
    ids.set(person.key, id);
  }
  return ids;
}

/**
 * Writes the family as GEDCOM 5.5.1 or 7.0 in UTF-8: an INDI per person, a FAM per marriage (its
 * children under it, in the husband's order), and a FAM for parents who have no marriage on
 * record, so that every father and mother link survives (marked `_STAT NOT MARRIED`, GEDCOM-L's
 * convention for 5.5.1, `NO MARR` in 7.0). readGedcom reads it back to the same people, links and
 * marriages.
 */
export function writeGedcom(
  data: {
    people: ImportedPerson[];
    marriages: ImportedMarriage[];
    placeDetails?: ImportedPlaceDetail[];
    sources?: ImportedSource[];
  },
  options: WriteGedcomOptions,
): string {
  const coordinates = coordinatesOf(data.placeDetails);
  const people = new Map<string, ImportedPerson>();
  for (const person of data.people) if (!people.has(person.key)) people.set(person.key, person);
  const version = options.version ?? '5.5.1';
  const ids = personIds([...people.values()], version);
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
  const { families, parentsOf, spouseIn } = gedcomFamilies(people, data.marriages, familyId);
  const sources = data.sources ?? [];
  const sourceIds = new Map<string, string>();
  let nextSource = 1;
  for (const source of sources) {
    while (used.has(`S${nextSource}`)) nextSource += 1;
    used.add(`S${nextSource}`);
    sourceIds.set(source.key, `S${nextSource}`);
  }
  const cite = citationWriter(sourceIds);

  const out = new GedcomLineWriter(version);
  writeHeader(out, options, submitter);
  for (const person of people.values()) {
    writePerson(out, person, ids.get(person.key)!, { coordinates, cite });
    const parents = parentsOf.get(person.key);
    if (parents) {
      out.link(1, 'FAMC', parents.id);
      cite(out, 2, person.citations, 'parents', version === '7.0' ? PARENTS_SOURCE_TAG : 'SOUR');
    }
    for (const family of spouseIn.get(person.key) ?? []) out.link(1, 'FAMS', family.id);
  }
  const died = (key: string) => isDeathEvent(oneLine(people.get(key)?.death ?? ''));
  for (const family of families) {
    writeFamily(out, family, (key) => ids.get(key)!, died, { coordinates, cite });
  }
  for (const source of sources) writeSource(out, source, sourceIds.get(source.key)!);
  out.put(0, 'TRLR');
  return out.text();
}

/** HEAD and the submitter record it points to. */
function writeHeader(out: GedcomLineWriter, { sourceName, now }: WriteGedcomOptions, submitter: string) {
  const two = (n: number) => String(n).padStart(2, '0');
  out.put(0, 'HEAD');
  out.put(1, 'GEDC');
  out.put(2, 'VERS', out.version);
  if (out.version === '5.5.1') {
    out.put(2, 'FORM', 'LINEAGE-LINKED');
    out.put(1, 'CHAR', 'UTF-8');
  } else {
    // 7.0 is UTF-8 only (no CHAR) and declares the extension tags before any is used.
    out.put(1, 'SCHMA');
    for (const [tag, uri] of EXTENSION_TAGS) out.put(2, 'TAG', `${tag} ${uri}`);
  }
  out.put(1, 'SOUR', sourceName.replace(/[^A-Za-z0-9_]+/g, '_').slice(0, 20) || 'NASAB');
  out.put(2, 'NAME', oneLine(sourceName));
  out.put(1, 'DATE', `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`);
  out.put(2, 'TIME', `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`);
  out.link(1, 'SUBM', submitter);
  out.put(0, `${pointer(submitter)} SUBM`);
  out.put(1, 'NAME', oneLine(sourceName));
}

/** Writes the citations of one fact at `level`, each pointing at its source's record. */
type CitationWriter = (
  out: GedcomLineWriter,
  level: number,
  citations: readonly ImportedCitation[] | undefined,
  fact: ImportedCitation['fact'],
  tag?: string,
) => void;

/** `n SOUR @S1@` with its `PAGE` and `NOTE` (decision 060), the same in 5.5.1 and 7.0. */
function citationWriter(sourceIds: ReadonlyMap<string, string>): CitationWriter {
  return (out, level, citations, fact, tag = 'SOUR') => {
    for (const citation of citations ?? []) {
      const id = sourceIds.get(citation.sourceKey);
      if (citation.fact !== fact || id === undefined) continue;
      out.link(level, tag, id);
      if (oneLine(citation.page) !== '') out.put(level + 1, 'PAGE', oneLine(citation.page));
      if (citation.note.trim() !== '') out.put(level + 1, 'NOTE', citation.note.trim());
    }
  };
}

/** What writing a fact needs besides the fact: the places' coordinates and the citations' writer. */
interface FactWriters {
  coordinates: PlaceCoordinates;
  cite: CitationWriter;
}

const hasCitation = (citations: readonly ImportedCitation[] | undefined, fact: ImportedCitation['fact']) =>
  (citations ?? []).some((citation) => citation.fact === fact);

/** A source record: its title, author, details, and the site's marks of its kind and publicity. */
function writeSource(out: GedcomLineWriter, source: ImportedSource, id: string) {
  out.put(0, `${pointer(id)} SOUR`);
  out.put(1, 'TITL', oneLine(source.title));
  if (oneLine(source.author) !== '') out.put(1, 'AUTH', oneLine(source.author));
  if (source.details.trim() !== '') out.put(1, 'NOTE', source.details.trim());
  out.put(1, SOURCE_KIND_TAG, source.kind);
  if (source.isPublic) out.put(1, SOURCE_PUBLIC_TAG, 'Y');
}

/** A person's INDI record up to their family links (FAMC, FAMS), which the caller adds. */
function writePerson(
  out: GedcomLineWriter,
  person: ImportedPerson,
  id: string,
  { coordinates, cite }: FactWriters,
) {
  out.put(0, `${pointer(id)} INDI`);
  const slashless = (text: string) => oneLine(text).replace(/\//g, '\u2044');
  const name = slashless(person.name);
  const surname = slashless(person.surname);
  const prefix = slashless(person.namePrefix);
  const suffix = slashless(person.nameSuffix);
  const full = [prefix, name, surname === '' ? '' : `/${surname}/`, suffix].filter((part) => part !== '');
  out.put(1, 'NAME', full.join(' '));
  // The pieces in GEDCOM 5.5.1's order: NPFX, GIVN, SURN, NSFX.
  if (prefix !== '') out.put(2, 'NPFX', prefix);
  if (name !== '') out.put(2, 'GIVN', name);
  if (surname !== '') out.put(2, 'SURN', surname);
  if (suffix !== '') out.put(2, 'NSFX', suffix);
  cite(out, 2, person.citations, 'name');
  out.put(1, 'SEX', person.gender === 'male' ? 'M' : person.gender === 'female' ? 'F' : 'U');
  // A cited birth without a date or a place is still written, so its source comes back with it.
  if (
    oneLine(person.birth) !== '' ||
    oneLine(person.birthPlace) !== '' ||
    hasCitation(person.citations, 'birth')
  ) {
    out.put(1, 'BIRT');
    writeEventDetail(out, 2, { date: person.birth, place: person.birthPlace }, coordinates);
    cite(out, 2, person.citations, 'birth');
  }
  // Another program reads any DEAT as a death: «حي» or «-» is written as no death at all, and a
  // source of it has no death to stand under.
  const death = oneLine(person.death);
  const deathPlace = oneLine(person.deathPlace);
  if (death === importMessages.diedWithoutDate && deathPlace === '') {
    out.put(1, 'DEAT', 'Y');
    cite(out, 2, person.citations, 'death');
  } else if (isDeathEvent(death) || deathPlace !== '') {
    out.put(1, 'DEAT');
    const date = death === importMessages.diedWithoutDate || !isDeathEvent(death) ? '' : death;
    writeEventDetail(out, 2, { date, place: deathPlace }, coordinates);
    cite(out, 2, person.citations, 'death');
  }
  writeRole(out, person.role);
  writeEvents(out, person.events, coordinates, (event) => cite(out, 2, event.citations, 'event'));
  if (person.bio.trim() !== '') out.put(1, 'NOTE', person.bio.trim());
  const restriction = RESTRICTIONS[person.visibility];
  // 7.0's enumerations are in capitals.
  if (restriction) out.put(1, 'RESN', out.version === '7.0' ? restriction.toUpperCase() : restriction);
}

/** A FAM record: the couple, the children, and how the marriage began and ended. */
function writeFamily(
  out: GedcomLineWriter,
  family: GedcomFamily,
  idOf: (key: string) => string,
  died: (key: string) => boolean,
  { coordinates, cite }: FactWriters,
) {
  out.put(0, `${pointer(family.id)} FAM`);
  if (family.husband !== null) out.link(1, 'HUSB', idOf(family.husband));
  if (family.wife !== null) out.link(1, 'WIFE', idOf(family.wife));
  for (const child of family.children) out.link(1, 'CHIL', idOf(child));
  const marriage = family.marriage;
  if (!marriage) {
    if (family.husband !== null && family.wife !== null) {
      if (out.version === '7.0') out.put(1, 'NO', 'MARR');
      else out.put(1, '_STAT', 'NOT MARRIED');
    }
    return;
  }
  const married = oneLine(marriage.married);
  const place = oneLine(marriage.place);
  out.put(1, 'MARR', married === '' && place === '' ? 'Y' : '');
  writeEventDetail(out, 2, { date: married, place }, coordinates);
  cite(out, 2, marriage.citations, 'marriage');
  const endedOn = oneLine(marriage.endedOn);
  if (marriage.ended === 'divorced') {
    out.put(1, 'DIV', endedOn === '' ? 'Y' : '');
    if (endedOn !== '') out.date(2, endedOn);
    return;
  }
  // GEDCOM has no word for a marriage ended by a death; readers (ours too) infer it from a
  // spouse's DEAT. Where that guess would be wrong, or a date would be lost, `_ENDED` says it.
  const guessed = died(marriage.husbandKey) || died(marriage.wifeKey) ? 'widowed' : null;
  if (marriage.ended !== guessed || (marriage.ended === 'widowed' && endedOn !== '')) {
    out.put(1, '_ENDED', marriage.ended === 'widowed' ? 'WIDOWED' : 'NO');
    if (marriage.ended === 'widowed' && endedOn !== '') out.date(2, endedOn);
  }
}
