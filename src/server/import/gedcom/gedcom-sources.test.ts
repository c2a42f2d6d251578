import { describe, expect, it } from 'vitest';
import { gedcomSevenWithSources, gedcomWithSources } from '#server/test/gedcom-sources.ts';
import { readGedcom } from './read-gedcom';

const read = (text: string) => readGedcom(new TextEncoder().encode(text));

describe('sources and citations in GEDCOM (decision 060)', () => {
  it('reads 5.5.1 source records, and a source written out in a citation as one of its own', () => {
    const family = read(gedcomWithSources);
    expect(family.sources).toEqual([
      {
        key: 'S1',
        kind: 'document',
        title: 'وثيقة بيع بيت القبلة',
        author: '',
        details: 'باع حمد بيته في القبلة سنة 1300هـ',
        isPublic: false,
        source: { line: 46 },
      },
      expect.objectContaining({ key: 'S2', kind: 'document', title: 'رواية العم سالم', author: 'العم سالم' }),
      // A publisher makes it a book.
      expect.objectContaining({ key: 'S3', kind: 'book', details: 'الكويت، 1926' }),
      expect.objectContaining({ key: '#19', kind: 'other', title: 'كتاب الوفيات المكتوب في الاستشهاد' }),
    ]);
    const [hamad, , salem] = family.people;
    expect(hamad!.citations).toEqual([
      { sourceKey: 'S2', fact: 'name', page: 'الجلسة الأولى', note: '' },
      { sourceKey: 'S1', fact: 'birth', page: 'ص 3', note: 'ذُكر عمره في الوثيقة' },
      { sourceKey: '#19', fact: 'death', page: '', note: '' },
    ]);
    // An event's sources are its own (decision 056's events, named by their record).
    expect(hamad!.events.map((event) => [event.kind, event.citations])).toEqual([
      ['burial', [{ sourceKey: 'S2', fact: 'event', page: 'الجلسة الثانية', note: '' }]],
      ['occupation', [{ sourceKey: 'S1', fact: 'event', page: 'ص 45', note: '' }]],
    ]);
    // The record's own SOUR is a source of the person, kept as his name's.
    expect(salem!.citations).toEqual([
      { sourceKey: 'S2', fact: 'name', page: '', note: '' },
      { sourceKey: 'S2', fact: 'parents', page: '', note: '' },
    ]);
    expect(family.marriages[0]!.citations).toEqual([
      { sourceKey: 'S3', fact: 'marriage', page: 'ص 120', note: '' },
    ]);
    // Nothing of it is reported as lost.
    expect(
      family.warnings.filter((warning) => /SOUR|PAGE|TITL|AUTH|PUBL|TEXT/.test(warning.message)),
    ).toEqual([]);
  });

  it('reads GEDCOM 7.0 citations and the site’s own marks of a source’s kind and publicity', () => {
    const family = read(gedcomSevenWithSources);
    expect(family.sources).toEqual([
      expect.objectContaining({ key: 'S1', kind: 'document', author: 'كاتب العدل', isPublic: true }),
    ]);
    expect(family.people[0]!.citations).toEqual([{ sourceKey: 'S1', fact: 'birth', page: 'ص 3', note: '' }]);
    expect(family.people[0]!.events[0]!.citations).toEqual([
      { sourceKey: 'S1', fact: 'event', page: 'ص 5', note: '' },
    ]);
    expect(family.marriages[0]!.citations).toEqual([
      { sourceKey: 'S1', fact: 'marriage', page: 'ص 4', note: '' },
    ]);
    expect(family.warnings.filter((warning) => /_KIND|_PUBLIC/.test(warning.message))).toEqual([]);
  });

  it('warns of a citation of a source not in the file, and reads on', () => {
    const family = read(gedcomWithSources.replace('2 SOUR @S3@', '2 SOUR @S9@'));
    expect(family.marriages[0]!.citations).toBeUndefined();
    expect(family.warnings.map((warning) => warning.message)).toContain(
      'إشارة إلى @S9@ وهو غير موجود في الملف، فلم تُربط',
    );
  });
});
