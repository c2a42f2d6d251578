import type { MemberVisibility } from '#shared/schemas/family-member.ts';
import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { importMessages } from '#shared/messages/import.ts';

const { diedWithoutDate } = importMessages;
import {
  type FamilyData,
  type ImportedCitation,
  type ImportedMarriage,
  type ImportedPerson,
  type ImportedSource,
  type ImportedPlaceDetail,
  type ImportWarning,
  isDeathEvent,
} from '../family-data';
import { decodeGedcom } from './decode-gedcom';
import { dateOf, eventFact, eventsOf, isRole, placeDetailOf } from './gedcom-events';
import { citationsUnder, marriageCitations, personCitations, readSourceRecord } from './gedcom-sources';
import {
  child,
  childrenTagged,
  type GedcomNode,
  gedcomText,
  parseGedcomRecords,
  unescaperOf,
  type Unescape,
} from './gedcom-records';
import { tagWarnings } from './gedcom-tag-warnings';

const POINTER = /^@([^@#][^@]*)@$/;

/**
 * Reads a GEDCOM 5.5, 5.5.1 or 7.0 file into people and marriages (family-data.ts), with the
 * sources their facts cite (gedcom-sources.ts). Never throws on
 * what it does not understand: unknown tags, broken references and a missing trailer become
 * warnings. Throws UnreadableFileError (Arabic) for what is not a GEDCOM file at all.
 *
 * A truncated file (no `0 TRLR`) is read as far as it goes, with a warning: the last record may
 * be incomplete and references to records past the cut are dropped, each with its own warning.
 */
export function readGedcom(bytes: Uint8Array): FamilyData {
  const decoded = decodeGedcom(bytes);
  const { records, trailer, malformed, firstMalformed } = parseGedcomRecords(decoded.text);
  const family = familyFromGedcomRecords(records);
  const warnings: ImportWarning[] = [...decoded.warnings, ...family.warnings, ...tagWarnings(records)];
  if (malformed > 0) warnings.push({ message: m.malformedLines, line: firstMalformed, count: malformed });
  if (!trailer) warnings.push({ message: m.truncated });
  return { ...family, warnings };
}

/** What reading the records needs throughout: the file's escaping, and where warnings go. */
interface Reading {
  unescape: Unescape;
  text: (node: GedcomNode) => string;
  warn: (message: string, line?: number) => void;
  /** The xref a pointer names; null for none, `@VOID@` (GEDCOM 7's "nobody") and records not there. */
  pointer: (node: GedcomNode, targets: ReadonlyMap<string, GedcomNode>) => string | null;
}

function readingOf(records: readonly GedcomNode[], warnings: ImportWarning[]): Reading {
  const unescape = unescaperOf(records);
  const warn = (message: string, line?: number) =>
    warnings.push(line === undefined ? { message } : { message, line });
  return {
    unescape,
    text: (node) => gedcomText(node, unescape),
    warn,
    pointer: (node, targets) => {
      const match = POINTER.exec(node.value.trim());
      const xref = match?.[1] ?? null;
      if (xref === 'VOID') return null;
      if (xref === null || !targets.has(xref)) {
        warn(m.missingRecord(match ? `@${xref}@` : node.value.trim() || node.tag), node.line);
        return null;
      }
      return xref;
    },
  };
}

/** Who a family record says the couple is, whether they married, which children it lists. */
interface Family {
  record: GedcomNode;
  husband: string | null;
  wife: string | null;
  marriage: boolean;
}

/**
 * The people and marriages of a file's records (parseGedcomRecords), with a warning for each
 * record or reference it could not take; the tags it does not read are tagWarnings' to report.
 */
export function familyFromGedcomRecords(records: readonly GedcomNode[]): FamilyData {
  const warnings: ImportWarning[] = [];
  const reading = readingOf(records, warnings);
  const index = indexRecords(records, reading);
  const sources = new Map<string, ImportedSource>();
  for (const [key, record] of index.sources) sources.set(key, readSourceRecord(key, record, reading));
  const citeEvent = (event: GedcomNode) => citationsUnder(event, 'event', index.sources, sources, reading);
  const persons = new Map<string, ImportedPerson>();
  const placeDetails: ImportedPlaceDetail[] = [];
  for (const [key, record] of index.people) {
    persons.set(key, readPerson(key, record, index.notes, reading, { placeDetails, citeEvent }));
  }
  /** A person a family names: dropped silently when skipped above (its warning is given). */
  const member = (node: GedcomNode | undefined): string | null => {
    if (!node) return null;
    const xref = reading.pointer(node, index.people);
    return xref !== null && persons.has(xref) ? xref : null;
  };
  const { familyOf, listedIn } = readFamilies(index.familyList, member);
  const familyAt = (link: GedcomNode) => {
    const xref = reading.pointer(link, index.families);
    return xref === null ? undefined : familyOf.get(index.families.get(xref)!);
  };
  for (const [key, person] of persons) {
    const record = index.people.get(key)!;
    const parents = parentFamily(record, person.name, familyAt, listedIn.get(key) ?? [], reading);
    person.fatherKey = parents?.husband ?? null;
    person.motherKey = parents?.wife ?? null;
    const citations = personCitations(record, index.sources, sources, reading);
    if (citations.length > 0) person.citations = citations;
  }
  const order = marriageOrder(persons.keys(), index.people, [...familyOf.values()], familyAt);
  const died = new Set([...persons.values()].filter((p) => isDeathEvent(p.death)).map((p) => p.key));
  const marriages = [...familyOf.values()].flatMap((family) => {
    const marriage = readMarriage(family, order.get(family) ?? 1, died, reading.unescape);
    const event = child(family.record, 'MARR');
    const detail = marriage && event && placeDetailOf(event, reading.unescape);
    if (detail) placeDetails.push(detail);
    if (marriage === null) return [];
    const citations = marriageCitations(family.record, index.sources, sources, reading);
    return [citations.length > 0 ? { ...marriage, citations } : marriage];
  });
  return {
    people: [...persons.values()],
    marriages,
    ...(sources.size > 0 ? { sources: [...sources.values()] } : {}),
    warnings,
    skipped: index.skipped,
    placeDetails,
  };
}

/** Records by xref; the first of two with the same xref wins, the second is skipped with a warning. */
function indexRecords(records: readonly GedcomNode[], { warn }: Reading) {
  const people = new Map<string, GedcomNode>();
  const families = new Map<string, GedcomNode>();
  const notes = new Map<string, GedcomNode>();
  const sources = new Map<string, GedcomNode>();
  const familyList: GedcomNode[] = [];
  let skipped = 0;
  for (const record of records) {
    if (record.tag === 'SOUR') {
      if (record.xref && !sources.has(record.xref)) sources.set(record.xref, record);
      continue;
    }
    const index = record.tag === 'INDI' ? people : record.tag === 'FAM' ? families : null;
    if (record.tag === 'FAM') familyList.push(record);
    if (record.tag === 'NOTE' || record.tag === 'SNOTE') {
      if (record.xref && !notes.has(record.xref)) notes.set(record.xref, record);
      continue;
    }
    if (!index) continue;
    if (record.xref === null) {
      if (record.tag === 'INDI') {
        warn(m.personWithoutId, record.line);
        skipped += 1;
      }
      continue;
    }
    if (index.has(record.xref)) {
      warn(m.duplicateId(`@${record.xref}@`), record.line);
      skipped += 1;
      if (record.tag === 'FAM') familyList.pop();
      continue;
    }
    index.set(record.xref, record);
  }
  return { people, families, notes, sources, familyList, skipped };
}

/** An INDI record as a person, without parents yet (those come from the families). */
function readPerson(
  key: string,
  record: GedcomNode,
  notes: ReadonlyMap<string, GedcomNode>,
  reading: Reading,
  {
    placeDetails,
    citeEvent,
  }: {
    /** Where the coordinates of the places read go. */
    placeDetails: ImportedPlaceDetail[];
    /** The sources under one of the person's events (decision 060). */
    citeEvent: (event: GedcomNode) => ImportedCitation[];
  },
): ImportedPerson {
  const { text, unescape } = reading;
  const { name: given, surname, namePrefix, nameSuffix } = readName(record, unescape);
  let name = given;
  if (name === '') {
    // Kept with its links (a man recorded as «1 NAME //» may still be a husband and a father):
    // under its title when the record has one (royal92's «Earl Howe I»), else as unnamed.
    const titleNode = child(record, 'TITL');
    const title = titleNode ? text(titleNode).replace(/\s+/g, ' ').trim() : '';
    name = title || m.unnamedPerson;
    reading.warn(m.personWithoutName(`@${key}@`, name), record.line);
  }
  const sex = child(record, 'SEX')?.value.trim().toUpperCase().charAt(0);
  const notesText = notesOf(record, notes, reading);
  const birth = eventFact(record, 'BIRT', unescape);
  const deathFact = eventFact(record, 'DEAT', unescape);
  let death = deathFact.date;
  // `1 DEAT Y`, or a death with no date: died, when unknown. Kept as a word of death, since the
  // living rule (decision 015) takes a member for dead only by a date or such a word.
  if (death === '' && record.children.some((event) => event.tag === 'DEAT')) death = diedWithoutDate;
  const { events, details } = eventsOf(record, unescape, text, citeEvent);
  for (const event of record.children) {
    const detail = (event.tag === 'BIRT' || event.tag === 'DEAT') && placeDetailOf(event, unescape);
    if (detail) placeDetails.push(detail);
  }
  placeDetails.push(...details);
  return {
    key,
    name,
    namePrefix,
    nameSuffix,
    surname,
    gender: sex === 'M' ? 'male' : sex === 'F' ? 'female' : null,
    birth: birth.date,
    death,
    birthPlace: birth.place,
    deathPlace: deathFact.place,
    role: childrenTagged(record, 'OCCU')
      .filter(isRole)
      .map((occupation) => text(occupation).replace(/\s+/g, ' ').trim())
      .filter((occupation) => occupation !== '')
      .join('، '),
    events,
    bio: notesText
      .map((note) => note.trim())
      .filter((note) => note !== '')
      .join('\n\n'),
    visibility: visibilityOf(record),
    fatherKey: null,
    motherKey: null,
    source: { line: record.line },
  };
}

/** A record's notes: written inline, or shared note records it points to. */
function notesOf(record: GedcomNode, notes: ReadonlyMap<string, GedcomNode>, { text, pointer }: Reading) {
  const found: string[] = [];
  for (const note of record.children) {
    if (note.tag !== 'NOTE' && note.tag !== 'SNOTE') continue;
    if (POINTER.test(note.value.trim()) || note.tag === 'SNOTE') {
      const xref = pointer(note, notes);
      const shared = xref === null ? undefined : notes.get(xref);
      if (shared) found.push(text(shared));
    } else {
      found.push(text(note));
    }
  }
  return found;
}

/** Families: who the couple is, whether it is a marriage, and in which families each child is listed. */
function readFamilies(
  familyList: readonly GedcomNode[],
  member: (node: GedcomNode | undefined) => string | null,
) {
  const familyOf = new Map<GedcomNode, Family>();
  const listedIn = new Map<string, Family[]>();
  for (const record of familyList) {
    const husband = member(child(record, 'HUSB'));
    const wife = member(child(record, 'WIFE'));
    const notMarried = record.children.some(
      (fact) =>
        (fact.tag === 'NO' && fact.value.trim().toUpperCase() === 'MARR') ||
        (fact.tag === '_STAT' && /^(NOT|NEVER) MARRIED$/i.test(fact.value.trim())),
    );
    const family: Family = {
      record,
      husband,
      wife,
      marriage: husband !== null && wife !== null && !notMarried,
    };
    familyOf.set(record, family);
    for (const listed of childrenTagged(record, 'CHIL')) {
      const key = member(listed);
      if (key === null) continue;
      const list = listedIn.get(key) ?? [];
      if (!list.includes(family)) list.push(family);
      listedIn.set(key, list);
    }
  }
  return { familyOf, listedIn };
}

/** Parents: the family a person is a child of (FAMC), else the family that lists them (CHIL). */
function parentFamily(
  record: GedcomNode,
  name: string,
  familyAt: (link: GedcomNode) => Family | undefined,
  listed: readonly Family[],
  { warn }: Reading,
): Family | undefined {
  const candidates: { family: Family; pedigree: string }[] = [];
  for (const link of childrenTagged(record, 'FAMC')) {
    const family = familyAt(link);
    if (family) candidates.push({ family, pedigree: child(link, 'PEDI')?.value.trim().toLowerCase() ?? '' });
  }
  if (candidates.length === 0) {
    if (listed.length > 1) warn(m.severalFamiliesListChild(name), record.line);
    return listed[0];
  }
  // Born into one family, adopted into another: the birth family gives the nasab.
  const natural = candidates.filter(
    (candidate) => !['adopted', 'foster', 'sealing'].includes(candidate.pedigree),
  );
  const byBirth = natural.filter((candidate) => candidate.pedigree === 'birth');
  const choice = byBirth.length > 0 ? byBirth : natural.length > 0 ? natural : candidates;
  if (choice.length > 1) warn(m.severalParentFamilies(name), record.line);
  return choice[0]?.family;
}

/** Marriages, each numbered by its place among the husband's FAMS (decision 013), else file order. */
function marriageOrder(
  keys: Iterable<string>,
  people: ReadonlyMap<string, GedcomNode>,
  families: readonly Family[],
  familyAt: (link: GedcomNode) => Family | undefined,
): Map<Family, number> {
  const marriagesOf = new Map<string, Family[]>();
  for (const family of families) {
    if (!family.marriage || family.husband === null) continue;
    marriagesOf.set(family.husband, [...(marriagesOf.get(family.husband) ?? []), family]);
  }
  const order = new Map<Family, number>();
  for (const key of keys) {
    const listed: Family[] = [];
    for (const link of childrenTagged(people.get(key)!, 'FAMS')) {
      const family = familyAt(link);
      if (family?.marriage && family.husband === key && !listed.includes(family)) listed.push(family);
    }
    for (const family of marriagesOf.get(key) ?? []) if (!listed.includes(family)) listed.push(family);
    listed.forEach((family, index) => order.set(family, index + 1));
  }
  return order;
}

/** A family as a marriage, or null when it is none (a single parent, a couple not married). */
function readMarriage(
  family: Family,
  order: number,
  died: ReadonlySet<string>,
  unescape: Unescape,
): ImportedMarriage | null {
  if (!family.marriage || family.husband === null || family.wife === null) return null;
  const divorce = family.record.children.find(
    (event) => (event.tag === 'DIV' || event.tag === 'ANUL') && event.value.trim().toUpperCase() !== 'N',
  );
  const stated = family.record.children.find((fact) => fact.tag === '_ENDED');
  const statedEnd = stated?.value.trim().toUpperCase();
  const widowed =
    statedEnd === 'WIDOWED' || (statedEnd !== 'NO' && (died.has(family.husband) || died.has(family.wife)));
  return {
    husbandKey: family.husband,
    wifeKey: family.wife,
    order,
    ended: divorce ? 'divorced' : widowed ? 'widowed' : null,
    married: eventFact(family.record, 'MARR', unescape).date,
    endedOn: divorce ? dateOf(divorce, unescape) : stated && widowed ? dateOf(stated, unescape) : '',
    place: eventFact(family.record, 'MARR', unescape).place,
    source: { line: family.record.line },
  };
}

/**
 * RESN, the restriction notice (5.5.1 and 7.0; 7.0 allows a list such as `CONFIDENTIAL, LOCKED`):
 * `confidential` keeps the person from the public, `privacy` their details; `locked` is about
 * editing and says nothing of privacy. The stricter wins when both are given.
 */
function visibilityOf(record: GedcomNode): MemberVisibility {
  const words = childrenTagged(record, 'RESN').flatMap((notice) =>
    notice.value
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((word) => word !== ''),
  );
  if (words.includes('confidential')) return 'hidden';
  if (words.includes('privacy')) return 'limited';
  return 'auto';
}

/**
 * The name as the tree shows it: the given names (the text outside the slashes), or the surname
 * when there is none. An Arabic form of the name (a second NAME, or GEDCOM 7's TRAN) comes first.
 * A title before the name (NPFX, `Lt. Cmndr.`) and a suffix after it (NSFX, `jr.`) are kept apart,
 * and taken off the ends of the name where the NAME line writes them too.
 */
export function readName(record: GedcomNode, unescape: Unescape) {
  const names = record.children.filter((node) => node.tag === 'NAME');
  const forms = names.flatMap((name) => [
    name,
    ...name.children.filter((form) => ['TRAN', 'ROMN', 'FONE'].includes(form.tag)),
  ]);
  const chosen = forms.find((form) => /[\u0600-\u06FF]/.test(form.value)) ?? names[0];
  if (!chosen) return { name: '', surname: '', namePrefix: '', nameSuffix: '' };
  const value = unescape(chosen.value);
  const clean = (part: string) => part.replace(/\//g, ' ').replace(/\s+/g, ' ').trim();
  const piece = (tag: string) => clean(unescape(child(chosen, tag)?.value ?? ''));
  const namePrefix = piece('NPFX');
  const nameSuffix = piece('NSFX');
  let given: string;
  let surname: string;
  const slash = value.indexOf('/');
  if (slash === -1) {
    given = clean(value);
    surname = '';
  } else {
    const close = value.indexOf('/', slash + 1);
    const end = close === -1 ? value.length : close;
    surname = clean(value.slice(slash + 1, end));
    given = clean(value.slice(0, slash) + ' ' + (close === -1 ? '' : value.slice(close + 1)));
  }
  if (namePrefix !== '' && given.startsWith(namePrefix)) given = given.slice(namePrefix.length).trim();
  if (nameSuffix !== '' && given.endsWith(nameSuffix)) given = given.slice(0, -nameSuffix.length).trim();
  // `1 NAME` empty with `2 GIVN`/`2 SURN` under it.
  if (given === '' && surname === '') {
    given = piece('GIVN');
    surname = piece('SURN');
  }
  return { name: given || surname, surname, namePrefix, nameSuffix };
}
