import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { sourceKinds, type SourceKind } from '#shared/schemas/citation.ts';
import type { ImportedCitation, ImportedSource } from '../family-data';
import { child, childrenTagged, type GedcomNode } from './gedcom-records';

// Sources and citations in GEDCOM 5.5.1 and 7.0 (decision 060): `0 @S1@ SOUR` records, and a
// fact's `SOUR @S1@` with its `PAGE` and `NOTE`. Both versions write them alike; 5.5.1 also allows
// a source written out in the citation itself (`2 SOUR وثيقة البيت`), read as a source of its own.

/**
 * The site's own marks on a source record, which other programs skip: its kind, and that the
 * family made it public (a source from elsewhere stays the keepers' until they say otherwise).
 */
export const SOURCE_KIND_TAG = '_KIND';
export const SOURCE_PUBLIC_TAG = '_PUBLIC';

/**
 * GEDCOM 7.0 has no citation under a parents' link (FAMC); the export writes one there as this
 * tag, declared in the header as 7.0's own SOUR (a relocated standard structure), and the reader
 * takes it wherever SOUR is read.
 */
export const PARENTS_SOURCE_TAG = '_SOUR';

/** What reading a source or a citation needs from the reader: the text of a node and a pointer's target. */
export interface SourceReading {
  text: (node: GedcomNode) => string;
  pointer: (node: GedcomNode, targets: ReadonlyMap<string, GedcomNode>) => string | null;
}

const POINTER = /^@([^@#][^@]*)@$/;
const clean = (text: string) => text.replace(/[ \t]+/g, ' ').trim();

/** A SOUR record as a source: its title (TITL, else ABBR), author, and its PUBL, TEXT and NOTE as details. */
export function readSourceRecord(key: string, record: GedcomNode, { text }: SourceReading): ImportedSource {
  const first = (tag: string) => {
    const node = child(record, tag);
    return node ? clean(text(node)) : '';
  };
  const title = first('TITL') || first('ABBR') || clean(text(record)) || m.untitledSource(`@${key}@`);
  const texts = [
    ...childrenTagged(record, 'DATA').flatMap((data) => childrenTagged(data, 'TEXT')),
    ...childrenTagged(record, 'TEXT'),
  ];
  const details = [first('PUBL'), ...texts.map(text), ...childrenTagged(record, 'NOTE').map(text)]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n\n');
  const marked = child(record, SOURCE_KIND_TAG)?.value.trim().toLowerCase() ?? '';
  const kind: SourceKind = (sourceKinds as readonly string[]).includes(marked)
    ? (marked as SourceKind)
    : first('PUBL') !== ''
      ? 'book'
      : 'document';
  return {
    key,
    kind,
    title,
    author: first('AUTH'),
    details,
    isPublic: child(record, SOURCE_PUBLIC_TAG)?.value.trim().toUpperCase() === 'Y',
    source: { line: record.line },
  };
}

/**
 * The citations under a node (a person, a name, a birth, a family link, a marriage), each for
 * `fact`. A citation that writes its source out, with no record, adds that source to `sources`
 * under a key of its own line.
 */
export function citationsUnder(
  node: GedcomNode,
  fact: ImportedCitation['fact'],
  records: ReadonlyMap<string, GedcomNode>,
  sources: Map<string, ImportedSource>,
  reading: SourceReading,
): ImportedCitation[] {
  const found: ImportedCitation[] = [];
  const cites = node.children.filter((part) => part.tag === 'SOUR' || part.tag === PARENTS_SOURCE_TAG);
  for (const cited of cites) {
    let key: string | null;
    if (POINTER.test(cited.value.trim())) {
      key = reading.pointer(cited, records);
    } else {
      const title = clean(reading.text(cited));
      if (title === '') continue;
      key = `#${cited.line}`;
      sources.set(key, {
        key,
        kind: 'other',
        title,
        author: '',
        details: '',
        isPublic: false,
        source: { line: cited.line },
      });
    }
    if (key === null) continue;
    const page = child(cited, 'PAGE');
    const notes = childrenTagged(cited, 'NOTE').filter((note) => !POINTER.test(note.value.trim()));
    found.push({
      sourceKey: key,
      fact,
      page: page ? clean(reading.text(page)) : '',
      note: notes
        .map((note) => reading.text(note).trim())
        .filter((note) => note !== '')
        .join('\n\n'),
    });
  }
  return found;
}

/** A person's citations: the record's own and its name's (the name), its birth's, death's and parents' link's. */
export function personCitations(
  record: GedcomNode,
  records: ReadonlyMap<string, GedcomNode>,
  sources: Map<string, ImportedSource>,
  reading: SourceReading,
): ImportedCitation[] {
  const under = (node: GedcomNode, fact: ImportedCitation['fact']) =>
    citationsUnder(node, fact, records, sources, reading);
  const citations = under(record, 'name');
  for (const part of record.children) {
    if (part.tag === 'NAME') citations.push(...under(part, 'name'));
    else if (part.tag === 'BIRT') citations.push(...under(part, 'birth'));
    else if (part.tag === 'DEAT') citations.push(...under(part, 'death'));
    else if (part.tag === 'FAMC') citations.push(...under(part, 'parents'));
  }
  return citations;
}

/** A family's citations: the record's own and its MARR's, each of the marriage. */
export function marriageCitations(
  record: GedcomNode,
  records: ReadonlyMap<string, GedcomNode>,
  sources: Map<string, ImportedSource>,
  reading: SourceReading,
): ImportedCitation[] {
  const citations = citationsUnder(record, 'marriage', records, sources, reading);
  for (const marriage of childrenTagged(record, 'MARR')) {
    citations.push(...citationsUnder(marriage, 'marriage', records, sources, reading));
  }
  return citations;
}
