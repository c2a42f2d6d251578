import type { MemberVisibility } from '../../../shared/schemas/family-member';
import { importGedcomMessages as m } from '../../../shared/messages/import-gedcom';
import { importMessages } from '../../../shared/messages/import';

const { diedWithoutDate } = importMessages;
import {
  UnreadableFileError,
  type FamilyData,
  type ImportedMarriage,
  type ImportedPerson,
  type ImportWarning,
  isDeathEvent,
} from '../family-data';
import { decodeGedcom } from './decode-gedcom';
import { storedDate } from './gedcom-date';

/** One GEDCOM line with the lines under it. */
interface GedcomNode {
  level: number;
  xref: string | null;
  tag: string;
  value: string;
  line: number;
  children: GedcomNode[];
}

// Every tag of GEDCOM 5.5, 5.5.1 and 7.0. A tag outside this list is "unknown" (issue #9: one
// warning per tag, with its count); `_STAT` is GEDCOM-L's, which the writer uses, and `_ENDED` the
// writer's own (a marriage ended by a death, or not, where a spouse's DEAT would suggest otherwise).
const STANDARD_TAGS = new Set(
  `ABBR ADDR ADOP ADR1 ADR2 ADR3 AFN AGE AGNC ALIA ANCE ANCI ANUL ASSO AUTH BAPL BAPM BARM BASM BIRT BLES
  BLOB BURI CALN CAST CAUS CENS CHAN CHAR CHIL CHR CHRA CITY CONC CONF CONL CONT COPR CORP CREA CREM CROP
  CTRY DATA DATE DEAT DESC DESI DEST DIV DIVF DSCR EDUC EMAIL EMIG ENDL ENGA EVEN EXID FACT FAM FAMC FAMF
  FAMS FAX FCOM FILE FONE FORM GEDC GIVN GRAD HEAD HEIGHT HUSB IDNO IMMI INDI INIL LANG LATI LEFT LONG MAP
  MARB MARC MARL MARR MARS MEDI MIME NAME NATI NATU NCHI NICK NMR NO NOTE NPFX NSFX OBJE OCCU ORDI ORDN
  PAGE PEDI PHON PHRASE PLAC POST PROB PROP PUBL QUAY REFN RELA RELI REPO RESI RESN RETI RFN RIN ROLE ROMN
  SCHMA SDATE SEX SLGC SLGS SNOTE SOUR SPFX SSN STAE STAT SUBM SUBN SURN TAG TEMP TEXT TIME TITL TOP TRAN
  TRLR TYPE UID VERS WIDTH WIFE WILL WWW _STAT _ENDED`.split(/\s+/),
);

// Record-keeping of other programs: nothing a family would miss, so not reported as lost.
const BOOKKEEPING = new Set([
  'CHAN',
  'CREA',
  'RIN',
  'RFN',
  'AFN',
  'REFN',
  'UID',
  'EXID',
  'RESN',
  'SUBM',
  'ANCI',
  'DESI',
]);
// What the reader takes from each record; any other standard tag is reported once as "not kept".
const INDI_READ = new Set(['NAME', 'SEX', 'BIRT', 'DEAT', 'FAMC', 'FAMS', 'NOTE', 'SNOTE', 'OCCU', 'RESN']);
const FAM_READ = new Set(['HUSB', 'WIFE', 'CHIL', 'MARR', 'DIV', 'ANUL', 'NO', '_STAT', '_ENDED']);
const EVENTS_READ = new Set(['BIRT', 'DEAT', 'MARR', 'DIV', 'ANUL']);
// Details of an event that qualify it rather than add to it (a spouse's age at the marriage).
const EVENT_QUALIFIERS = new Set(['DATE', 'HUSB', 'WIFE', 'FAMC', 'AGE', 'TYPE', 'PHRASE', 'TIME', 'SDATE']);
const RECORDS_WITHOUT_FAMILY_DATA = new Set(['HEAD', 'TRLR', 'INDI', 'FAM', 'NOTE', 'SNOTE', 'SUBM', 'SUBN']);

/** A GEDCOM line: level, optional xref, tag and value (the people counter reads lines with it too). */
export const GEDCOM_LINE = /^\s*(\d{1,2})\s+(?:(@[^@\s]+@)\s+)?([A-Za-z0-9_]+)(?: (.*))?$/;
const POINTER = /^@([^@#][^@]*)@$/;

/** Splits the text into lines and nests them by level; what is not a GEDCOM line is kept as text. */
function parseLines(text: string) {
  const records: GedcomNode[] = [];
  const stack: GedcomNode[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  let malformed = 0;
  let firstMalformed = 0;
  let trailer = false;
  let sawHeader = false;
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const lineNumber = index + 1;
    const match = GEDCOM_LINE.exec(raw);
    if (!match) {
      // Blank lines, and the Ctrl-Z that old DOS programs put at the end of a file.
      if (raw.trim().replaceAll('\u001a', '') === '') continue;
      if (!sawHeader) throw new UnreadableFileError(m.notGedcom);
      // A note written with raw line breaks instead of CONT: its next line belongs to it.
      malformed += 1;
      if (firstMalformed === 0) firstMalformed = lineNumber;
      const last = stack[stack.length - 1];
      if (!last) continue;
      const holder = last.tag === 'CONT' || last.tag === 'CONC' ? (stack[stack.length - 2] ?? last) : last;
      const cont: GedcomNode = {
        level: holder.level + 1,
        xref: null,
        tag: 'CONT',
        value: raw,
        line: lineNumber,
        children: [],
      };
      holder.children.push(cont);
      continue;
    }
    const level = Number(match[1]);
    const node: GedcomNode = {
      level,
      xref: match[2] ? match[2].slice(1, -1) : null,
      tag: (match[3] ?? '').toUpperCase(),
      value: match[4] ?? '',
      line: lineNumber,
      children: [],
    };
    if (!sawHeader) {
      if (level !== 0 || node.tag !== 'HEAD') throw new UnreadableFileError(m.notGedcom);
      sawHeader = true;
    }
    if (level === 0) {
      if (node.tag === 'TRLR') {
        trailer = true;
        break;
      }
      records.push(node);
      stack.length = 0;
      stack.push(node);
      continue;
    }
    // A line that skips a level (1 → 3) still belongs under the last line above it.
    while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= level) stack.pop();
    const parent = stack[stack.length - 1];
    if (!parent) {
      malformed += 1;
      if (firstMalformed === 0) firstMalformed = lineNumber;
      continue;
    }
    parent.children.push(node);
    stack.push(node);
  }
  if (!sawHeader) throw new UnreadableFileError(m.emptyFile);
  return { records, trailer, malformed, firstMalformed };
}

function child(node: GedcomNode, tag: string): GedcomNode | undefined {
  return node.children.find((candidate) => candidate.tag === tag);
}

function childrenTagged(node: GedcomNode, tag: string): GedcomNode[] {
  return node.children.filter((candidate) => candidate.tag === tag);
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
 * Reads a GEDCOM 5.5, 5.5.1 or 7.0 file into people and marriages (family-data.ts). Never throws on
 * what it does not understand: unknown tags, broken references and a missing trailer become
 * warnings. Throws UnreadableFileError (Arabic) for what is not a GEDCOM file at all.
 *
 * A truncated file (no `0 TRLR`) is read as far as it goes, with a warning: the last record may
 * be incomplete and references to records past the cut are dropped, each with its own warning.
 */
export function readGedcom(bytes: Uint8Array): FamilyData {
  const decoded = decodeGedcom(bytes);
  const warnings: ImportWarning[] = [...decoded.warnings];
  const { records, trailer, malformed, firstMalformed } = parseLines(decoded.text);
  let skipped = 0;

  const gedc = records[0] ? child(records[0], 'GEDC') : undefined;
  const version = (gedc && child(gedc, 'VERS')?.value.trim()) ?? '';
  // GEDCOM 5 doubles every @ in a text; GEDCOM 7 only one that starts the value.
  const unescape = version.startsWith('7')
    ? (value: string) => (value.startsWith('@@') ? value.slice(1) : value)
    : (value: string) => (value.includes('@@') ? value.replace(/@@/g, '@') : value);
  const text = (node: GedcomNode) => {
    let out = unescape(node.value);
    for (const part of node.children) {
      if (part.tag === 'CONC') out += unescape(part.value);
      else if (part.tag === 'CONT') out += '\n' + unescape(part.value);
    }
    return out;
  };
  const warn = (message: string, line?: number) =>
    warnings.push(line === undefined ? { message } : { message, line });

  // Records by xref; the first of two with the same xref wins.
  const people = new Map<string, GedcomNode>();
  const families = new Map<string, GedcomNode>();
  const notes = new Map<string, GedcomNode>();
  const familyList: GedcomNode[] = [];
  for (const record of records) {
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

  /** The xref a pointer names; null for none, `@VOID@` (GEDCOM 7's "nobody") and records not there. */
  const pointer = (node: GedcomNode, targets: Map<string, GedcomNode>): string | null => {
    const match = POINTER.exec(node.value.trim());
    const xref = match?.[1] ?? null;
    if (xref === 'VOID') return null;
    if (xref === null || !targets.has(xref)) {
      warn(m.missingRecord(match ? `@${xref}@` : node.value.trim() || node.tag), node.line);
      return null;
    }
    return xref;
  };

  // People.
  const persons = new Map<string, ImportedPerson>();
  const died = new Set<string>();
  for (const [key, record] of people) {
    const read = readName(record, unescape);
    const { surname, namePrefix, nameSuffix } = read;
    let { name } = read;
    if (name === '') {
      // Kept with its links (a man recorded as «1 NAME //» may still be a husband and a father):
      // under its title when the record has one (royal92's «Earl Howe I»), else as unnamed.
      const titleNode = child(record, 'TITL');
      const title = titleNode ? text(titleNode).replace(/\s+/g, ' ').trim() : '';
      name = title || m.unnamedPerson;
      warn(m.personWithoutName(`@${key}@`, name), record.line);
    }
    const sex = child(record, 'SEX')?.value.trim().toUpperCase().charAt(0);
    const notesText: string[] = [];
    for (const note of record.children) {
      if (note.tag !== 'NOTE' && note.tag !== 'SNOTE') continue;
      if (POINTER.test(note.value.trim()) || note.tag === 'SNOTE') {
        const xref = pointer(note, notes);
        const shared = xref === null ? undefined : notes.get(xref);
        if (shared) notesText.push(text(shared));
      } else {
        notesText.push(text(note));
      }
    }
    let death = eventDate(record, 'DEAT', unescape);
    // `1 DEAT Y`, or a death with no date: died, when unknown. Kept as a word of death, since the
    // living rule (decision 015) takes a member for dead only by a date or such a word.
    if (death === '' && record.children.some((event) => event.tag === 'DEAT')) death = diedWithoutDate;
    if (isDeathEvent(death)) died.add(key);
    persons.set(key, {
      key,
      name,
      namePrefix,
      nameSuffix,
      surname,
      gender: sex === 'M' ? 'male' : sex === 'F' ? 'female' : null,
      birth: eventDate(record, 'BIRT', unescape),
      death,
      role: childrenTagged(record, 'OCCU')
        .map((occupation) => text(occupation).replace(/\s+/g, ' ').trim())
        .filter((occupation) => occupation !== '')
        .join('، '),
      bio: notesText
        .map((note) => note.trim())
        .filter((note) => note !== '')
        .join('\n\n'),
      visibility: visibilityOf(record),
      fatherKey: null,
      motherKey: null,
      source: { line: record.line },
    });
  }

  /** A person a family names: dropped silently when skipped above (its warning is given). */
  const member = (node: GedcomNode | undefined): string | null => {
    if (!node) return null;
    const xref = pointer(node, people);
    return xref !== null && persons.has(xref) ? xref : null;
  };

  // Families: who the couple is, whether it is a marriage, which children it lists.
  interface Family {
    record: GedcomNode;
    husband: string | null;
    wife: string | null;
    marriage: boolean;
  }
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

  // Parents: the family a person is a child of (FAMC), else the family that lists them (CHIL).
  for (const [key, person] of persons) {
    const record = people.get(key)!;
    const candidates: { family: Family; pedigree: string }[] = [];
    for (const link of childrenTagged(record, 'FAMC')) {
      const xref = pointer(link, families);
      const family = xref === null ? undefined : familyOf.get(families.get(xref)!);
      if (family)
        candidates.push({ family, pedigree: child(link, 'PEDI')?.value.trim().toLowerCase() ?? '' });
    }
    let parents: Family | undefined;
    if (candidates.length === 0) {
      const listed = listedIn.get(key) ?? [];
      if (listed.length > 1) warn(m.severalFamiliesListChild(person.name), record.line);
      parents = listed[0];
    } else {
      // Born into one family, adopted into another: the birth family gives the nasab.
      const natural = candidates.filter(
        (candidate) => !['adopted', 'foster', 'sealing'].includes(candidate.pedigree),
      );
      const byBirth = natural.filter((candidate) => candidate.pedigree === 'birth');
      const choice = byBirth.length > 0 ? byBirth : natural.length > 0 ? natural : candidates;
      parents = choice[0]?.family;
      if (choice.length > 1) warn(m.severalParentFamilies(person.name), record.line);
    }
    person.fatherKey = parents?.husband ?? null;
    person.motherKey = parents?.wife ?? null;
  }

  // Marriages, each numbered by its place among the husband's FAMS (issue #9), else file order.
  const marriagesOf = new Map<string, Family[]>();
  for (const family of familyOf.values()) {
    if (!family.marriage || family.husband === null) continue;
    marriagesOf.set(family.husband, [...(marriagesOf.get(family.husband) ?? []), family]);
  }
  const order = new Map<Family, number>();
  for (const [key] of persons) {
    const listed: Family[] = [];
    for (const link of childrenTagged(people.get(key)!, 'FAMS')) {
      const xref = pointer(link, families);
      const family = xref === null ? undefined : familyOf.get(families.get(xref)!);
      if (family?.marriage && family.husband === key && !listed.includes(family)) listed.push(family);
    }
    for (const family of marriagesOf.get(key) ?? []) if (!listed.includes(family)) listed.push(family);
    listed.forEach((family, index) => order.set(family, index + 1));
  }
  const marriages: ImportedMarriage[] = [];
  for (const family of familyOf.values()) {
    if (!family.marriage || family.husband === null || family.wife === null) continue;
    const divorce = family.record.children.find(
      (event) => (event.tag === 'DIV' || event.tag === 'ANUL') && event.value.trim().toUpperCase() !== 'N',
    );
    const stated = family.record.children.find((fact) => fact.tag === '_ENDED');
    const statedEnd = stated?.value.trim().toUpperCase();
    const widowed =
      statedEnd === 'WIDOWED' || (statedEnd !== 'NO' && (died.has(family.husband) || died.has(family.wife)));
    marriages.push({
      husbandKey: family.husband,
      wifeKey: family.wife,
      order: order.get(family) ?? 1,
      ended: divorce ? 'divorced' : widowed ? 'widowed' : null,
      married: eventDate(family.record, 'MARR', unescape),
      endedOn: divorce ? dateOf(divorce, unescape) : stated && widowed ? dateOf(stated, unescape) : '',
      source: { line: family.record.line },
    });
  }

  warnings.push(...tagWarnings(records));
  if (malformed > 0) warnings.push({ message: m.malformedLines, line: firstMalformed, count: malformed });
  if (!trailer) warnings.push({ message: m.truncated });

  return { people: [...persons.values()], marriages, warnings, skipped };
}

/**
 * The name as the tree shows it: the given names (the text outside the slashes), or the surname
 * when there is none. An Arabic form of the name (a second NAME, or GEDCOM 7's TRAN) comes first.
 * A title before the name (NPFX, `Lt. Cmndr.`) and a suffix after it (NSFX, `jr.`) are kept apart,
 * and taken off the ends of the name where the NAME line writes them too.
 */
function readName(record: GedcomNode, unescape: (value: string) => string) {
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

/** A DATE as written (storedDate); GEDCOM 7's `PHRASE` alone becomes a date phrase `(…)`. */
function dateOf(event: GedcomNode, unescape: (value: string) => string): string {
  const date = child(event, 'DATE');
  if (!date) return '';
  const value = unescape(date.value).trim();
  if (value !== '') return storedDate(value);
  const phrase = child(date, 'PHRASE')?.value.trim();
  return phrase ? storedDate(`(${phrase})`) : '';
}

/** The first event of that kind that carries a date (a second BIRT is often a source's variant). */
function eventDate(record: GedcomNode, tag: string, unescape: (value: string) => string): string {
  for (const event of record.children) {
    if (event.tag !== tag) continue;
    const date = dateOf(event, unescape);
    if (date !== '') return date;
  }
  return '';
}

/** One warning per unknown tag, with its count; one for the standard data the site does not keep. */
function tagWarnings(records: GedcomNode[]): ImportWarning[] {
  const unknown = new Map<string, { line: number; count: number }>();
  const unused = new Map<string, number>();
  const countUnknown = (node: GedcomNode) => {
    if (!STANDARD_TAGS.has(node.tag)) {
      const seen = unknown.get(node.tag);
      if (seen) seen.count += 1;
      else unknown.set(node.tag, { line: node.line, count: 1 });
    }
    for (const part of node.children) countUnknown(part);
  };
  const countUnused = (node: GedcomNode) => {
    if (STANDARD_TAGS.has(node.tag) && !BOOKKEEPING.has(node.tag))
      unused.set(node.tag, (unused.get(node.tag) ?? 0) + 1);
  };
  for (const record of records) {
    countUnknown(record);
    if (!RECORDS_WITHOUT_FAMILY_DATA.has(record.tag)) {
      countUnused(record);
      continue;
    }
    const read = record.tag === 'INDI' ? INDI_READ : record.tag === 'FAM' ? FAM_READ : null;
    if (!read) continue;
    for (const part of record.children) {
      if (!read.has(part.tag)) countUnused(part);
      else if (EVENTS_READ.has(part.tag))
        for (const detail of part.children) if (!EVENT_QUALIFIERS.has(detail.tag)) countUnused(detail);
    }
  }
  const warnings: ImportWarning[] = [...unknown]
    .sort(([, a], [, b]) => a.line - b.line)
    .map(([tag, { line, count }]) => ({ message: m.unknownTag(tag), line, count }));
  if (unused.size > 0) {
    const list = [...unused].sort(([, a], [, b]) => b - a);
    const shown = list.slice(0, 12).map(([tag, count]) => `${tag} (${count})`);
    warnings.push({
      message: m.unusedData(shown.join('، ') + (list.length > shown.length ? '، …' : '')),
      count: list.reduce((sum, [, count]) => sum + count, 0),
    });
  }
  return warnings;
}
