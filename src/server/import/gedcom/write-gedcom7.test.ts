import { describe, expect, it } from 'vitest';
import { importedMarriage, importedPerson } from '#server/test/imported-family.ts';
import { gedcomSevenWithSources, gedcomWithSources } from '#server/test/gedcom-sources.ts';
import type { FamilyData, ImportedCitation, ImportedEvent } from '../family-data';
import { isGedcom7Date } from './gedcom7-date';
import { readGedcom } from './read-gedcom';
import { writeGedcom } from './write-gedcom';

const OPTIONS = { sourceName: 'Nasab', now: new Date('2025-03-12T08:05:09Z'), version: '7.0' as const };

const read = (text: string) => readGedcom(new TextEncoder().encode(text));

/**
 * What GEDCOM 7.0 requires of a file, line by line, as its specification says it (chapter 1, the
 * container; the DateValue grammar; the structures the export writes): every broken rule, with its
 * line. Written beside the writer's own grammar so that a rule the writer misreads is caught.
 */
function gedcom7Problems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\r\n');
  if (lines.pop() !== '') problems.push('the file does not end with CR LF');
  const records = new Set<string>();
  for (const line of lines) {
    const xref = /^0 @([^@]+)@ /.exec(line)?.[1];
    if (xref) records.add(xref);
  }
  const declared = new Set<string>();
  const path: string[] = [];
  let previousLevel = -1;
  lines.forEach((line, index) => {
    const at = `line ${index + 1} «${line}»`;
    const parsed = /^(0|[1-9]\d*) (?:@([A-Z0-9_]+)@ )?([A-Z][A-Z0-9_]*|_[A-Z0-9_]+)(?: (.*))?$/.exec(line);
    if (!parsed) {
      problems.push(`${at}: not a GEDCOM 7 line`);
      return;
    }
    const [, levelText = '', xref, tag = '', value = ''] = parsed;
    const level = Number(levelText);
    if (level > previousLevel + 1) problems.push(`${at}: skips a level`);
    previousLevel = level;
    path.length = level;
    path.push(tag);
    const where = path.join('.');
    if (xref === 'VOID' || (xref && level !== 0)) problems.push(`${at}: xref not allowed`);
    if (/(?![\t])\p{Cc}/u.test(line)) problems.push(`${at}: banned character`);
    if (tag === 'CONC') problems.push(`${at}: CONC is not GEDCOM 7`);
    if (where === 'HEAD.CHAR' || where === 'HEAD.GEDC.FORM') problems.push(`${at}: not in 7.0's header`);
    if (where === 'HEAD.SCHMA.TAG') {
      const definition = /^(_[A-Z0-9_]+) (\S+:\S+)$/.exec(value);
      if (definition) declared.add(definition[1]!);
      else problems.push(`${at}: a TAG is an extension tag and a URI`);
    }
    if (tag.startsWith('_') && !declared.has(tag))
      problems.push(`${at}: ${tag} used before HEAD.SCHMA declares it`);
    if (value.startsWith('@')) {
      const pointer = /^@([A-Z0-9_]+)@$/.exec(value)?.[1];
      if (pointer !== undefined && pointer !== 'VOID' && !records.has(pointer))
        problems.push(`${at}: points to no record`);
      if (pointer === undefined && !value.startsWith('@@'))
        problems.push(`${at}: a leading @ is not doubled`);
    }
    if (tag === 'DATE' && !where.startsWith('HEAD.') && value !== '' && !isGedcom7Date(value))
      problems.push(`${at}: not a 7.0 DateValue`);
    if (tag === 'RESN' && !/^(CONFIDENTIAL|LOCKED|PRIVACY)(, (CONFIDENTIAL|LOCKED|PRIVACY))*$/.test(value))
      problems.push(`${at}: RESN is an upper-case list`);
    if (tag === 'SEX' && !/^[MFXU]$/.test(value)) problems.push(`${at}: SEX`);
    if (where === 'INDI.FAMC.SOUR' || where === 'FAM._STAT') problems.push(`${at}: not a 7.0 structure`);
    if (/^(LATI|LONG)$/.test(tag) && !/^[NSEW]\d{1,3}(\.\d+)?$/.test(value))
      problems.push(`${at}: coordinate`);
    // A structure has a payload or a substructure; CONT and the record lines carry their own.
    const next = lines[index + 1] ?? '';
    const hasChild = next.startsWith(`${level + 1} `);
    if (value === '' && !hasChild && tag !== 'CONT' && tag !== 'TRLR')
      problems.push(`${at}: neither a payload nor a substructure`);
    if (tag === 'EVEN' && !next.startsWith(`${level + 1} TYPE `))
      problems.push(`${at}: an EVEN needs its TYPE`);
  });
  if (lines.slice(0, 3).join('|') !== '0 HEAD|1 GEDC|2 VERS 7.0')
    problems.push('HEAD does not begin GEDC.VERS 7.0');
  if (lines.at(-1) !== '0 TRLR') problems.push('no trailer');
  return problems;
}

const cite = (sourceKey: string, fact: ImportedCitation['fact'], page = ''): ImportedCitation => ({
  sourceKey,
  fact,
  page,
  note: '',
});
const event = (kind: ImportedEvent['kind'], overrides: Partial<ImportedEvent> = {}): ImportedEvent => ({
  kind,
  date: '',
  endDate: '',
  place: '',
  value: '',
  ...overrides,
});

/** A family with every fact the export writes: names' pieces, dates of each kind, places, events, sources. */
function everyFact(): FamilyData {
  return {
    people: [
      importedPerson('1', {
        name: 'حمد',
        surname: 'الاختبار',
        namePrefix: 'الشيخ',
        nameSuffix: 'الأول',
        gender: 'male',
        birth: '1300هـ',
        birthPlace: 'حي القبلة, مدينة الكويت',
        death: '@#DJULIAN@ 12 MAR 1750/51',
        deathPlace: 'الشامية',
        role: 'مؤسس الديوان',
        bio: `@home\nسطر ثان ${'طويل '.repeat(80)}`,
        events: [
          event('burial', { date: 'INT 1995 (from estimated age)', place: 'مقبرة الصليبيخات' }),
          event('christening'),
          event('residence', { date: '1930', endDate: '1950', place: 'الشامية', value: 'بيت الجد' }),
          event('residence', { date: '1300هـ', endDate: '1320هـ', place: 'حي القبلة, مدينة الكويت' }),
          event('occupation', { value: 'نوخذة', date: 'ABT 1920', place: 'الكويت' }),
          event('title', { value: 'الحاج', date: '5 MAY 0005 B.C.' }),
          event('other', { value: 'سفر إلى الهند', date: 'نحو 1880' }),
          event('other', { date: '1900', citations: [cite('s1', 'event', 'ص 9')] }),
        ],
        citations: [cite('s1', 'name'), cite('s1', 'birth', 'ص 3'), cite('s2', 'death')],
      }),
      importedPerson('2', { name: 'نورة', gender: 'female', birth: 'abt 1855', visibility: 'limited' }),
      importedPerson('3', { name: 'موضي', gender: 'female', death: 'متوفى', visibility: 'hidden' }),
      importedPerson('4', {
        name: 'سالم',
        gender: 'male',
        fatherKey: '1',
        motherKey: '2',
        citations: [cite('s2', 'parents', 'الجلسة الأولى')],
      }),
      importedPerson('5', { name: 'لطيفة', gender: 'female', fatherKey: '1', motherKey: '3' }),
      importedPerson('6', { name: 'راشد', gender: 'male', fatherKey: '4', motherKey: '5' }),
      importedPerson('x7', { name: 'lower-case key', gender: 'male' }),
    ],
    marriages: [
      importedMarriage('1', '3', {
        order: 2,
        ended: 'widowed',
        endedOn: '1340هـ',
        married: '1310هـ',
        citations: [cite('s2', 'marriage')],
      }),
      importedMarriage('1', '2', {
        order: 1,
        married: 'BET 1875 AND 1876',
        place: 'حي القبلة, مدينة الكويت',
        ended: 'divorced',
        endedOn: '1890',
      }),
    ],
    placeDetails: [{ place: 'حي القبلة, مدينة الكويت', latitude: 29.3759, longitude: 47.9774 }],
    sources: [
      {
        key: 's1',
        kind: 'document',
        title: 'وثيقة بيع بيت القبلة',
        author: '',
        details: 'باع حمد بيته\nفي القبلة',
        isPublic: true,
        source: { line: 0 },
      },
      {
        key: 's2',
        kind: 'person',
        title: 'رواية العم سالم',
        author: 'العم سالم',
        details: '',
        isPublic: false,
        source: { line: 0 },
      },
    ],
    warnings: [],
    skipped: 0,
  };
}

/** What a read file holds, keys and line numbers left out, for comparing two readings. */
function facts(data: FamilyData) {
  const keys = new Map(data.people.map((person, index) => [person.key, index]));
  const sourceKeys = new Map((data.sources ?? []).map((source, index) => [source.key, index]));
  const citations = (list: ImportedCitation[] | undefined) =>
    (list ?? []).map((citation) => ({ ...citation, sourceKey: sourceKeys.get(citation.sourceKey) }));
  return {
    people: data.people.map(({ key: _key, source: _source, fatherKey, motherKey, events, ...person }) => ({
      ...person,
      father: fatherKey === null ? null : keys.get(fatherKey),
      mother: motherKey === null ? null : keys.get(motherKey),
      events: events.map((one) => ({ ...one, citations: citations(one.citations) })),
      citations: citations(person.citations),
    })),
    marriages: data.marriages.map(({ source: _source, husbandKey, wifeKey, ...marriage }) => ({
      ...marriage,
      husband: keys.get(husbandKey),
      wife: keys.get(wifeKey),
      citations: citations(marriage.citations),
    })),
    sources: (data.sources ?? []).map(({ key: _key, source: _source, ...source }) => source),
    places: data.placeDetails,
  };
}

describe('writeGedcom, version 7.0', () => {
  it('follows GEDCOM 7.0’s rules line by line', () => {
    const text = writeGedcom(everyFact(), OPTIONS);
    expect(gedcom7Problems(text)).toEqual([]);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 9)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SCHMA',
      '2 TAG _ENDED urn:x-nasab:gedcom:ENDED',
      '2 TAG _KIND urn:x-nasab:gedcom:KIND',
      '2 TAG _PUBLIC urn:x-nasab:gedcom:PUBLIC',
      '2 TAG _SOUR https://gedcom.io/terms/v7/SOUR',
      '1 SOUR Nasab',
    ]);
    // Dates: 7.0's words, and a PHRASE under the DATE for what its grammar cannot say.
    expect(text).toContain('1 BIRT\r\n2 DATE\r\n3 PHRASE 1300هـ\r\n2 PLAC حي القبلة, مدينة الكويت\r\n');
    expect(text).toContain('2 DATE JULIAN 12 MAR 1751\r\n3 PHRASE @@#DJULIAN@ 12 MAR 1750/51\r\n');
    expect(text).toContain('2 DATE 1995\r\n3 PHRASE from estimated age\r\n');
    expect(text).toContain('1 NOTE @@home\r\n2 CONT سطر ثان');
    expect(text).toContain('1 RESI بيت الجد\r\n2 DATE FROM 1930 TO 1950\r\n');
    expect(text).toContain('1 EVEN\r\n2 TYPE حدث\r\n2 DATE 1900\r\n');
    expect(text).toContain('1 FAMC @F1@\r\n2 _SOUR @S2@\r\n3 PAGE الجلسة الأولى\r\n');
    expect(text).toContain('1 RESN PRIVACY\r\n');
    expect(text).toContain('1 RESN CONFIDENTIAL\r\n');
    expect(text).toContain('1 NO MARR\r\n');
    expect(text).toContain('0 @I1@ INDI\r\n1 NAME الشيخ حمد /الاختبار/ الأول\r\n2 NPFX الشيخ\r\n');
    // A long line stays one line: 7.0 has no length limit.
    expect(lines.some((line) => line.length > 255 && line.startsWith('2 CONT '))).toBe(true);
  });

  it('reads back the same family as GEDCOM 5.5.1 does, with nothing lost', () => {
    const family = everyFact();
    const seven = read(writeGedcom(family, OPTIONS));
    const five = read(writeGedcom(family, { ...OPTIONS, version: '5.5.1' }));
    expect(seven.warnings).toEqual([]);
    expect(facts(seven)).toEqual(facts(five));
    // And as written: the dates, the wives in order, the sources with what each supports.
    const [hamad] = facts(seven).people;
    expect(hamad).toMatchObject({
      namePrefix: 'الشيخ',
      nameSuffix: 'الأول',
      birth: '1300هـ',
      death: '@#DJULIAN@ 12 MAR 1750/51',
      birthPlace: 'حي القبلة, مدينة الكويت',
    });
    expect(hamad?.events.map((one) => [one.kind, one.date, one.endDate, one.place, one.value])).toEqual(
      family.people[0]!.events.map((one) => [one.kind, one.date, one.endDate, one.place, one.value]),
    );
    expect(facts(seven).marriages.map((m) => [m.wife, m.order, m.married, m.ended, m.endedOn])).toEqual([
      [1, 1, 'BET 1875 AND 1876', 'divorced', '1890'],
      [2, 2, '1310هـ', 'widowed', '1340هـ'],
    ]);
    expect(seven.people[6]?.key).toBe('I7');
  });

  it('writes the sources fixtures of both versions back as 7.0 that reads the same', () => {
    for (const file of [gedcomWithSources, gedcomSevenWithSources]) {
      const first = read(file);
      const text = writeGedcom(first, OPTIONS);
      expect(gedcom7Problems(text)).toEqual([]);
      const again = read(text);
      expect(facts(again)).toEqual(facts(read(writeGedcom(first, { ...OPTIONS, version: '5.5.1' }))));
      expect(again.sources?.length).toBe(first.sources?.length);
      // The same file again: the export is a fixed point.
      expect(writeGedcom(again, OPTIONS)).toBe(text);
    }
  });
});
