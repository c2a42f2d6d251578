/**
 * What an import reads and an export writes, whatever the file format (GEDCOM, CSV): people keyed
 * by the file's own identifiers, and the marriages between them. The readers never touch the
 * database; `import-family-data` (one transaction) turns this into rows, and the export builds it
 * from rows, so every format shares one mapping and one set of link rules.
 */

import { readDeath } from '#shared/family-tree/living.ts';
import type { CitedFact, SourceKind } from '#shared/schemas/citation.ts';
import type { MemberVisibility } from '#shared/schemas/family-member.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';

export type ImportedGender = 'male' | 'female' | null;

/** How a marriage ended; null while it lasts (or when the file does not say). */
export type MarriageEnd = 'widowed' | 'divorced' | null;

export interface ImportedPerson {
  /** The file's identifier: a GEDCOM xref without its @ signs (`I12`), or a CSV row's id cell. */
  key: string;
  /** The name as the tree shows it: the given name(s), or the surname when no given name exists. */
  name: string;
  /**
   * What stands before and after the name without being part of it: a title («الشيخ», `Lt.
   * Cmndr.`, GEDCOM's NPFX) and a suffix (`jr.`, NSFX); '' when none. Kept so an export gives them back.
   */
  namePrefix: string;
  nameSuffix: string;
  /** GEDCOM's /surname/ (or a CSV's family name); '' when none. Kept so an export gives it back. */
  surname: string;
  gender: ImportedGender;
  /** Dates as written in the file (`ABT 1850`, `BET 1880 AND 1885`, `12 MAR 1921`, `1880م`). */
  birth: string;
  death: string;
  /** Where the birth and the death took place, as written (BIRT/DEAT PLAC: «حي القبلة، الكويت»); ''. */
  birthPlace: string;
  deathPlace: string;
  /** The family's words for the member on the tree's card: an OCCU typed `Role`, or the CSV's role column. */
  role: string;
  /** What else happened (decision 056): BURI, CHR, RESI, OCCU, TITL, EVEN, or the CSV's columns. */
  events: ImportedEvent[];
  /** NOTE with CONC/CONT joined, or the CSV's bio column. */
  bio: string;
  /**
   * What the public may see (decision 015): GEDCOM's RESN (`confidential` hidden, `privacy`
   * limited) or the CSV's column; `auto`, the site's rules, when the file does not say.
   */
  visibility: MemberVisibility;
  fatherKey: string | null;
  motherKey: string | null;
  /** The sources of the person's name, birth, death and parents (decision 060); absent for none. */
  citations?: ImportedCitation[];
  /** Where the person was read (GEDCOM line, CSV row), for messages. */
  source: { line: number };
}

/** A source record (GEDCOM's `0 @S1@ SOUR`, decision 060), keyed by the file's identifier. */
export interface ImportedSource {
  key: string;
  kind: SourceKind;
  title: string;
  /** AUTH: the book's author, or who told it. */
  author: string;
  /** PUBL, TEXT and NOTE, joined. */
  details: string;
  /** Whether the public may see it: the site's own mark; a source from elsewhere stays the keepers'. */
  isPublic: boolean;
  source: { line: number };
}

/**
 * A fact's source (GEDCOM's `2 SOUR @S1@` with its `3 PAGE`), by the source's key; an event's
 * (`event`) stands under that event.
 */
export interface ImportedCitation {
  sourceKey: string;
  fact: CitedFact;
  page: string;
  note: string;
}

/** A person of whom nothing is known yet but the key and where they were read: a reader fills the rest. */
export function emptyPerson(key: string, line: number): ImportedPerson {
  return {
    key,
    name: '',
    namePrefix: '',
    nameSuffix: '',
    surname: '',
    gender: null,
    birth: '',
    death: '',
    birthPlace: '',
    deathPlace: '',
    role: '',
    events: [],
    bio: '',
    visibility: 'auto',
    fatherKey: null,
    motherKey: null,
    source: { line },
  };
}

/** One of a person's events, as written in the file (decision 056). */
export interface ImportedEvent {
  kind: MemberEventKind;
  /** As written; a residence's start when the file gives a period (`FROM 1930 TO 1950`). */
  date: string;
  /** A residence's end; '' otherwise. */
  endDate: string;
  /** As written, most precise first ('' for none). */
  place: string;
  /** The occupation, the title, what the other event was; ''. */
  value: string;
  /** The sources of the event (decision 060); absent for none. */
  citations?: ImportedCitation[];
}

/** Where a written place lies on the map (GEDCOM's PLAC MAP LATI/LONG), for a place made from it. */
export interface ImportedPlaceDetail {
  place: string;
  latitude: number;
  longitude: number;
}

export interface ImportedMarriage {
  husbandKey: string;
  wifeKey: string;
  /** 1 for a man's first wife, 2 for the second…; the order of his FAMS records, or the CSV's order. */
  order: number;
  ended: MarriageEnd;
  /** Dates as written (MARR/DIV DATE); '' when absent. */
  married: string;
  endedOn: string;
  /** Where it was made, as written (MARR PLAC); ''. */
  place: string;
  /** The sources of the marriage (decision 060); absent for none. */
  citations?: ImportedCitation[];
  source: { line: number };
}

/** Something the reader met and did not take, or took with a doubt; never a reason to crash. */
export interface ImportWarning {
  /** Arabic, shown to the admin as is. */
  message: string;
  /** The GEDCOM line or CSV row (1-based) it concerns, when it concerns one. */
  line?: number;
  /** A CSV column's header, when it concerns one. */
  column?: string;
  /** How many times it happened, for warnings that are grouped (unknown tags). */
  count?: number;
}

export interface FamilyData {
  people: ImportedPerson[];
  marriages: ImportedMarriage[];
  /** The sources the citations above name (decision 060); absent when the format has none (CSV). */
  sources?: ImportedSource[];
  warnings: ImportWarning[];
  /** Records the reader could not take at all (no name, a broken reference…). */
  skipped: number;
  /** The coordinates the file gives its places; absent or empty when it gives none. */
  placeDetails?: ImportedPlaceDetail[];
}

/** A file the reader cannot read at all (wrong format, binary, truncated): an Arabic reason. */
export class UnreadableFileError extends Error {}

/**
 * Whether a death field stands for a death event in a file that records one (GEDCOM's DEAT): a
 * date, a word of death, or any other text the family wrote there, but not a word that says alive
 * or a placeholder («حي», «-»), which other programs would read as a death. The writer and the
 * reader ask the same question, so an export reads back as it was (decision 015).
 */
export function isDeathEvent(death: string): boolean {
  const reading = readDeath(death);
  return reading === 'date' || reading === 'word' || reading === 'unclear';
}
