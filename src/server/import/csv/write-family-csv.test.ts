import { describe, expect, it } from 'vitest';
import { importedMarriage, importedPerson } from '#server/test/imported-family.ts';
import type { ImportedMarriage, ImportedPerson } from '../family-data';
import { readFamilyCsv } from './read-family-csv';
import {
  familyCsvTemplate,
  guardAgainstFormula,
  removeFormulaGuard,
  writeFamilyCsv,
} from './write-family-csv';

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

const member = (key: string, overrides: Partial<ImportedPerson> = {}) =>
  importedPerson(key, { name: `فرد ${key}`, gender: 'male', ...overrides });
const marriage = importedMarriage;

/** A family with what a real one has: two wives, a divorce, a widow who remarried, Arabic text. */
const family = {
  people: [
    member('10', { name: 'محمد بن عبدالله', surname: 'آل فلان', birth: 'حوالي 1880م', role: 'مؤسس الديوان' }),
    member('11', { name: 'نورة', gender: 'female', death: '1930' }),
    member('12', {
      name: 'سارة',
      gender: 'female',
      bio: 'السطر الأول، وفيه "اقتباس"\nوالسطر الثاني; وفاصلة منقوطة',
    }),
    member('13', { name: 'علي', fatherKey: '10', motherKey: '11', role: '=SUM(A1:A2)' }),
    member('14', { name: 'حصة', gender: 'female', fatherKey: '10', motherKey: '12', birth: '-' }),
    member('15', { name: 'سالم', bio: '+965 5555 5555' }),
    member('16', { name: 'لطيفة', gender: 'female', fatherKey: '15', motherKey: '12' }),
    member('17', { name: 'مجهول', gender: null }),
    member('18', { name: 'مجهولة', gender: null }),
  ],
  marriages: [
    marriage('10', '11', { order: 1, ended: 'widowed' }),
    marriage('10', '12', { order: 2, ended: 'widowed' }),
    marriage('15', '12', { order: 1 }),
    marriage('13', '14', { ended: 'divorced' }),
    marriage('17', '18'),
  ],
};

describe('writeFamilyCsv', () => {
  it('writes UTF-8 with a BOM, CRLF rows and the Arabic headers in the documented order', () => {
    const bytes = writeFamilyCsv({
      people: [
        member('1', { name: 'محمد', namePrefix: 'الشيخ', nameSuffix: 'الثاني' }),
        member('2', { name: 'ريم', visibility: 'limited' }),
      ],
      marriages: [],
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decode(bytes)).toBe(
      '\uFEFFالمعرّف,الاسم,الجنس,الأب,الأم,الأزواج,الميلاد,الوفاة,الدور,النبذة,اسم العائلة,سابقة الاسم,لاحقة الاسم,ما يراه الزوار,' +
        'مكان الميلاد,مكان الوفاة,الدفن,مكان الدفن,المهن,الألقاب,أماكن السكن,الزواج\r\n' +
        '1,محمد,ذكر,,,,,,,,,الشيخ,الثاني,,,,,,,,,\r\n' +
        '2,ريم,ذكر,,,,,,,,,,,الاسم والقرابة,,,,,,,,\r\n',
    );
  });

  it('writes each marriage on both rows, in the husband’s order, with the status words', () => {
    const rows = decode(writeFamilyCsv(family)).split('\r\n');
    const spouses = (key: string) => rows.find((row) => row.startsWith(`${key},`))!.split(',')[5];
    // Only Nura has a death date, so she died; Sara married again, so he died before her.
    expect(spouses('10')).toBe('11 (متوفاة)، 12 (أرملة)');
    expect(spouses('11')).toBe('10 (أرمل)');
    expect(spouses('12')).toBe('10 (متوفى)، 15');
    expect(spouses('13')).toBe('14 (مطلقة)');
    expect(spouses('14')).toBe('13 (مطلق)');
    // Neither gender is written: only the husband's row lists it, so the reader keeps him husband.
    expect(spouses('17')).toBe('18');
    expect(spouses('18')).toBe('');
  });

  it('quotes a multi-line cell and guards cells a spreadsheet would run as formulas', () => {
    const text = decode(writeFamilyCsv(family));
    expect(text).toContain('"السطر الأول، وفيه ""اقتباس""\nوالسطر الثاني; وفاصلة منقوطة"');
    expect(text).toContain(",'=SUM(A1:A2),");
    expect(text).toContain(",'-,");
    expect(text).toContain("'+965 5555 5555");
  });

  it('round-trips: the same people, parents and marriages come back', async () => {
    const back = await readFamilyCsv(writeFamilyCsv(family));
    expect(back.warnings).toEqual([]);
    expect(back.people.map(({ source: _source, ...person }) => person)).toEqual(
      family.people.map(({ source: _source, ...person }) => person),
    );
    const couples = (list: readonly ImportedMarriage[]) =>
      list
        .map((x) => `${x.husbandKey}>${x.wifeKey}#${x.order}:${x.ended}`)
        .sort()
        .join(' ');
    expect(couples(back.marriages)).toBe(couples(family.marriages));
  });

  it('writes the places, the burial, the occupations, titles and residences, and reads them back', async () => {
    const person = member('1', {
      birthPlace: 'حي القبلة, مدينة الكويت',
      deathPlace: 'الكويت',
      events: [
        { kind: 'occupation', date: '', endDate: '', place: '', value: 'نوخذة' },
        { kind: 'occupation', date: '', endDate: '', place: '', value: 'تاجر لؤلؤ' },
        { kind: 'title', date: '', endDate: '', place: '', value: 'الحاج' },
        { kind: 'residence', date: '', endDate: '', place: 'حي القبلة, مدينة الكويت', value: '' },
        { kind: 'residence', date: '', endDate: '', place: 'الشامية', value: '' },
        { kind: 'burial', date: '1960', endDate: '', place: 'مقبرة الصليبيخات', value: '' },
      ],
    });
    const bytes = writeFamilyCsv({ people: [person], marriages: [] });
    expect(decode(bytes).split('\r\n')[1]).toBe(
      // The Arabic comma and semicolon need no quoting.
      '1,فرد 1,ذكر,,,,,,,,,,,,حي القبلة، مدينة الكويت,الكويت,1960,مقبرة الصليبيخات,نوخذة؛ تاجر لؤلؤ,الحاج,' +
        'حي القبلة، مدينة الكويت؛ الشامية,',
    );
    const [back] = (await readFamilyCsv(bytes)).people;
    expect(back).toMatchObject({ birthPlace: 'حي القبلة، مدينة الكويت', deathPlace: 'الكويت' });
    // The spreadsheet lists the events by kind: occupations, titles, residences, then the burial.
    expect(back!.events).toEqual([
      { kind: 'burial', date: '1960', endDate: '', place: 'مقبرة الصليبيخات', value: '' },
      person.events[0],
      person.events[1],
      person.events[2],
      { ...person.events[3], place: 'حي القبلة، مدينة الكويت' },
      person.events[4],
    ]);
  });

  it('writes the dates and places of occupations, titles, residences and marriages, and the file comes back the same', async () => {
    const life = {
      people: [
        member('1', {
          events: [
            { kind: 'occupation', date: 'من 1920 إلى 1940', endDate: '', place: 'الكويت', value: 'نوخذة' },
            { kind: 'occupation', date: '', endDate: '', place: 'البحرين', value: 'تاجر لؤلؤ' },
            { kind: 'title', date: '1350هـ', endDate: '', place: '', value: 'الحاج' },
            { kind: 'residence', date: '1930', endDate: '1950', place: 'الشامية, مدينة الكويت', value: '' },
            { kind: 'residence', date: '', endDate: '', place: 'الكويت (القديمة)', value: '' },
          ],
        }),
        member('2', { name: 'نورة', gender: 'female' }),
        member('3', { name: 'موضي', gender: 'female' }),
      ],
      marriages: [
        marriage('1', '2', { order: 1, married: '1938', place: 'حي القبلة, مدينة الكويت' }),
        marriage('1', '3', { order: 2, married: 'ABT 1945' }),
      ],
    };
    const bytes = writeFamilyCsv(life);
    const [header, husband] = decode(bytes).split('\r\n');
    expect(header!.split(',').slice(-4)).toEqual(['المهن', 'الألقاب', 'أماكن السكن', 'الزواج']);
    expect(husband!.split(',').slice(-4).join(',')).toBe(
      'نوخذة (من 1920 إلى 1940 في الكويت)؛ تاجر لؤلؤ (في البحرين),الحاج (1350هـ),' +
        'الشامية، مدينة الكويت (من 1930 إلى 1950)؛ الكويت (القديمة) (),' +
        '2 (1938 في حي القبلة، مدينة الكويت)؛ 3 (ABT 1945)',
    );
    const back = await readFamilyCsv(bytes);
    expect(back.warnings).toEqual([]);
    expect(back.people[0]!.events).toEqual([
      ...life.people[0]!.events.slice(0, 3),
      { ...life.people[0]!.events[3], place: 'الشامية، مدينة الكويت' },
      life.people[0]!.events[4],
    ]);
    expect(back.marriages.map((x) => [x.wifeKey, x.order, x.married, x.place])).toEqual([
      ['2', 1, '1938', 'حي القبلة، مدينة الكويت'],
      ['3', 2, 'ABT 1945', ''],
    ]);
    expect(decode(writeFamilyCsv(back))).toBe(decode(bytes));
  });

  it('reads a marriage’s date from the wife’s row too, the husband’s row winning, and warns of one without a marriage', async () => {
    const text = [
      'المعرّف,الاسم,الجنس,الأزواج,الزواج',
      '1,حمد,ذكر,2,2 (1938)',
      '2,نورة,أنثى,1,1 (1939 في الكويت)',
      '3,سالم,ذكر,,2 (1950)',
    ].join('\r\n');
    const back = await readFamilyCsv(new TextEncoder().encode(text));
    expect(back.marriages.map((x) => [x.husbandKey, x.wifeKey, x.married, x.place])).toEqual([
      ['1', '2', '1938', 'الكويت'],
    ]);
    expect(back.warnings.map((w) => [w.line, w.column])).toEqual([[4, 'الزواج']]);
  });

  it('round-trips a row order where wives come before their husband', async () => {
    const reversed = { people: [...family.people].reverse(), marriages: family.marriages };
    const back = await readFamilyCsv(writeFamilyCsv(reversed));
    expect(back.marriages.map((x) => `${x.husbandKey}>${x.wifeKey}#${x.order}`).sort()).toEqual(
      family.marriages.map((x) => `${x.husbandKey}>${x.wifeKey}#${x.order}`).sort(),
    );
  });

  it('leaves out a link to someone who is not in the export', () => {
    const text = decode(
      writeFamilyCsv({ people: [member('1', { fatherKey: '99' })], marriages: [marriage('1', '98')] }),
    );
    expect(text.split('\r\n')[1]).toBe('1,فرد 1,ذكر,,,,,,,,,,,,,,,,,,,');
  });
});

describe('formula guard', () => {
  it.each(['=1+1', '+965', '-', '@x', '\tx', '\rx', "'=x", "''@x", "'plain", 'plain', ''])(
    'gives back %j after a guard',
    (cell) => {
      expect(removeFormulaGuard(guardAgainstFormula(cell))).toBe(cell);
    },
  );
});

describe('familyCsvTemplate', () => {
  it('is a father, his wife and their son that read back without a warning', async () => {
    const data = await readFamilyCsv(familyCsvTemplate());
    expect(data.warnings).toEqual([]);
    expect(data.people.map((p) => [p.key, p.gender, p.fatherKey, p.motherKey])).toEqual([
      ['1', 'male', null, null],
      ['2', 'female', null, null],
      ['3', 'male', '1', '2'],
    ]);
    expect(data.marriages).toMatchObject([
      { husbandKey: '1', wifeKey: '2', order: 1, ended: 'widowed', married: '1930', place: 'حي القبلة' },
    ]);
    expect(decode(familyCsvTemplate())).toContain('1 (متوفى)');
    // It shows how a date and a place are written after an occupation, a residence and a wife's id.
    expect(decode(familyCsvTemplate())).toContain(',2 (1930 في حي القبلة)\r\n');
    expect(
      data.people[0]!.events.filter((event) => event.date !== '' && event.kind !== 'burial'),
    ).toMatchObject([
      { kind: 'occupation', value: 'نوخذة', date: 'من 1920 إلى 1940', place: 'الكويت' },
      { kind: 'residence', place: 'حي القبلة', date: '1900', endDate: '1930' },
    ]);
  });
});
