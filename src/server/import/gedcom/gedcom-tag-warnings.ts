import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import type { ImportWarning } from '../family-data';
import type { GedcomNode } from './gedcom-records';

// Every tag of GEDCOM 5.5, 5.5.1 and 7.0. A tag outside this list is "unknown" (one
// warning per tag, with its count); `_STAT` is GEDCOM-L's, which the writer uses, and `_ENDED` the
// writer's own (a marriage ended by a death, or not, where a spouse's DEAT would suggest otherwise),
// and so are a source's `_KIND` and `_PUBLIC` and a parents' link's `_SOUR` (gedcom-sources.ts).
const STANDARD_TAGS = new Set(
  `ABBR ADDR ADOP ADR1 ADR2 ADR3 AFN AGE AGNC ALIA ANCE ANCI ANUL ASSO AUTH BAPL BAPM BARM BASM BIRT BLES
  BLOB BURI CALN CAST CAUS CENS CHAN CHAR CHIL CHR CHRA CITY CONC CONF CONL CONT COPR CORP CREA CREM CROP
  CTRY DATA DATE DEAT DESC DESI DEST DIV DIVF DSCR EDUC EMAIL EMIG ENDL ENGA EVEN EXID FACT FAM FAMC FAMF
  FAMS FAX FCOM FILE FONE FORM GEDC GIVN GRAD HEAD HEIGHT HUSB IDNO IMMI INDI INIL LANG LATI LEFT LONG MAP
  MARB MARC MARL MARR MARS MEDI MIME NAME NATI NATU NCHI NICK NMR NO NOTE NPFX NSFX OBJE OCCU ORDI ORDN
  PAGE PEDI PHON PHRASE PLAC POST PROB PROP PUBL QUAY REFN RELA RELI REPO RESI RESN RETI RFN RIN ROLE ROMN
  SCHMA SDATE SEX SLGC SLGS SNOTE SOUR SPFX SSN STAE STAT SUBM SUBN SURN TAG TEMP TEXT TIME TITL TOP TRAN
  TRLR TYPE UID VERS WIDTH WIFE WILL WWW _STAT _ENDED _KIND _PUBLIC _SOUR`.split(/\s+/),
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
const INDI_READ = new Set([
  'NAME',
  'SEX',
  'BIRT',
  'DEAT',
  'FAMC',
  'FAMS',
  'NOTE',
  'SNOTE',
  'RESN',
  'SOUR',
  // A member's events (decision 056).
  'BURI',
  'CHR',
  'RESI',
  'OCCU',
  'TITL',
  'EVEN',
]);
const FAM_READ = new Set(['HUSB', 'WIFE', 'CHIL', 'MARR', 'DIV', 'ANUL', 'NO', '_STAT', '_ENDED', 'SOUR']);
const SOUR_READ = new Set(['TITL', 'ABBR', 'AUTH', 'PUBL', 'TEXT', 'DATA', 'NOTE', '_KIND', '_PUBLIC']);
const EVENTS_READ = new Set([
  'BIRT',
  'DEAT',
  'MARR',
  'DIV',
  'ANUL',
  'BURI',
  'CHR',
  'RESI',
  'OCCU',
  'TITL',
  'EVEN',
]);
// Details of an event that qualify it rather than add to it (a spouse's age at the marriage), its
// place, which is read, and its sources (SOUR, decision 060), read with the fact.
const EVENT_QUALIFIERS = new Set([
  'DATE',
  'PLAC',
  'HUSB',
  'WIFE',
  'FAMC',
  'AGE',
  'TYPE',
  'PHRASE',
  'TIME',
  'SDATE',
  'SOUR',
]);
const RECORDS_WITHOUT_FAMILY_DATA = new Set([
  'HEAD',
  'TRLR',
  'INDI',
  'FAM',
  'SOUR',
  'NOTE',
  'SNOTE',
  'SUBM',
  'SUBN',
]);

/** One warning per unknown tag, with its count; one for the standard data the site does not keep. */
export function tagWarnings(records: GedcomNode[]): ImportWarning[] {
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
    const read =
      record.tag === 'INDI'
        ? INDI_READ
        : record.tag === 'FAM'
          ? FAM_READ
          : record.tag === 'SOUR'
            ? SOUR_READ
            : null;
    if (!read) continue;
    for (const part of record.children) {
      if (!read.has(part.tag)) countUnused(part);
      else if (EVENTS_READ.has(part.tag))
        for (const detail of part.children) {
          // A residence's address is its text (gedcom-events.ts).
          if (part.tag === 'RESI' && detail.tag === 'ADDR') continue;
          if (!EVENT_QUALIFIERS.has(detail.tag)) countUnused(detail);
        }
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
