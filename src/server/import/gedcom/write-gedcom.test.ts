import { describe, expect, it } from 'vitest';
import { importMessages } from '#shared/messages/import.ts';
import { importedMarriage, importedPerson } from '#server/test/imported-family.ts';
import type { ImportedMarriage, ImportedPerson, MarriageEnd } from '../family-data';
import { readGedcom } from './read-gedcom';
import { writeGedcom } from './write-gedcom';

const OPTIONS = { sourceName: 'Nasab', now: new Date('2025-03-12T08:05:09Z') };

const personOf = importedPerson;
const marriageOf = importedMarriage;

function linesOf(text: string): string[] {
  return text.split('\r\n').slice(0, -1);
}

function readBack(text: string) {
  return readGedcom(new TextEncoder().encode(text));
}

describe('writeGedcom', () => {
  it('writes GEDCOM 5.5.1 in UTF-8: a header, the people, a family per marriage, a trailer', () => {
    const text = writeGedcom(
      {
        people: [
          personOf('1', {
            name: 'محمد',
            surname: 'السالم',
            gender: 'male',
            birth: 'ABT 1850',
            death: '1920م',
            role: 'نوخذة',
          }),
          personOf('2', { name: 'فاطمة', gender: 'female', bio: 'سطر أول\nسطر ثان' }),
          personOf('3', { name: 'سالم', surname: 'السالم', gender: 'male', fatherKey: '1', motherKey: '2' }),
        ],
        marriages: [marriageOf('1', '2', { married: '1875', ended: 'widowed' })],
      },
      OPTIONS,
    );
    expect(linesOf(text)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '2 FORM LINEAGE-LINKED',
      '1 CHAR UTF-8',
      '1 SOUR Nasab',
      '2 NAME Nasab',
      '1 DATE 12 MAR 2025',
      '2 TIME 08:05:09',
      '1 SUBM @SUBM@',
      '0 @SUBM@ SUBM',
      '1 NAME Nasab',
      '0 @I1@ INDI',
      '1 NAME محمد /السالم/',
      '2 GIVN محمد',
      '2 SURN السالم',
      '1 SEX M',
      '1 BIRT',
      '2 DATE ABT 1850',
      '1 DEAT',
      '2 DATE (1920م)',
      // The role, typed so a re-import tells it from an occupation (decision 056).
      '1 OCCU نوخذة',
      '2 TYPE Role',
      '1 FAMS @F1@',
      '0 @I2@ INDI',
      '1 NAME فاطمة',
      '2 GIVN فاطمة',
      '1 SEX F',
      '1 NOTE سطر أول',
      '2 CONT سطر ثان',
      '1 FAMS @F1@',
      '0 @I3@ INDI',
      '1 NAME سالم /السالم/',
      '2 GIVN سالم',
      '2 SURN السالم',
      '1 SEX M',
      '1 FAMC @F1@',
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @I2@',
      '1 CHIL @I3@',
      '1 MARR',
      '2 DATE 1875',
      '0 TRLR',
    ]);
  });

  it('writes the places, the events and the marriage’s place, and reads them back the same (decision 056)', () => {
    const events: ImportedPerson['events'] = [
      { kind: 'occupation', date: '1925', endDate: '', place: 'الكويت', value: 'نوخذة' },
      { kind: 'title', date: '', endDate: '', place: '', value: 'الحاج' },
      { kind: 'residence', date: '1930', endDate: '1950', place: 'حي القبلة, مدينة الكويت', value: '' },
      { kind: 'residence', date: '1300هـ', endDate: '1320هـ', place: 'الشامية', value: 'بيت العائلة' },
      { kind: 'christening', date: '', endDate: '', place: '', value: '' },
      { kind: 'other', date: 'ABT 1935', endDate: '', place: 'مكة', value: 'أدى فريضة الحج' },
      { kind: 'burial', date: '1960', endDate: '', place: 'مقبرة الصليبيخات', value: '' },
    ];
    const data = {
      people: [
        personOf('1', {
          gender: 'male',
          birth: '1900',
          birthPlace: 'حي القبلة, مدينة الكويت',
          death: '1960',
          deathPlace: 'الكويت',
          role: 'مؤسس الديوان',
          events,
        }),
        personOf('2', { gender: 'female', death: importMessages.diedWithoutDate, deathPlace: 'الكويت' }),
      ],
      marriages: [marriageOf('1', '2', { married: '1938', place: 'حي القبلة, مدينة الكويت' })],
      placeDetails: [{ place: 'مقبرة الصليبيخات', latitude: 29.34, longitude: -47.9 }],
    };
    const text = writeGedcom(data, OPTIONS);
    const lines = linesOf(text);
    expect(lines.slice(lines.indexOf('1 BIRT'), lines.indexOf('1 FAMS @F1@'))).toEqual([
      '1 BIRT',
      '2 DATE 1900',
      '2 PLAC حي القبلة, مدينة الكويت',
      '1 DEAT',
      '2 DATE 1960',
      '2 PLAC الكويت',
      '1 OCCU مؤسس الديوان',
      '2 TYPE Role',
      '1 OCCU نوخذة',
      '2 DATE 1925',
      '2 PLAC الكويت',
      '1 TITL الحاج',
      '1 RESI',
      '2 DATE FROM 1930 TO 1950',
      '2 PLAC حي القبلة, مدينة الكويت',
      '1 RESI',
      '2 ADDR بيت العائلة',
      '2 DATE (من 1300هـ إلى 1320هـ)',
      '2 PLAC الشامية',
      '1 CHR Y',
      '1 EVEN',
      '2 TYPE أدى فريضة الحج',
      '2 DATE ABT 1935',
      '2 PLAC مكة',
      '1 BURI',
      '2 DATE 1960',
      '2 PLAC مقبرة الصليبيخات',
      '3 MAP',
      '4 LATI N29.34',
      '4 LONG W47.9',
    ]);
    expect(lines).toContain('2 PLAC حي القبلة, مدينة الكويت');
    const back = readBack(text);
    const [him, her] = back.people;
    expect(him).toMatchObject({
      birthPlace: 'حي القبلة, مدينة الكويت',
      deathPlace: 'الكويت',
      role: 'مؤسس الديوان',
    });
    // The Hijri period, written as the family's words, comes back as its two ends.
    expect(him!.events).toEqual(events);
    expect(her).toMatchObject({ death: importMessages.diedWithoutDate, deathPlace: 'الكويت' });
    expect(back.marriages[0]).toMatchObject({ married: '1938', place: 'حي القبلة, مدينة الكويت' });
    expect(back.placeDetails).toEqual(data.placeDetails);
    expect(back.warnings).toEqual([]);
  });

  it('gives a man’s wives in his order, a divorce with its date, and MARR Y when no date is known', () => {
    const people = [
      personOf('H', { gender: 'male' }),
      personOf('A', { gender: 'female' }),
      personOf('B', { gender: 'female' }),
    ];
    const text = writeGedcom(
      {
        people,
        marriages: [
          marriageOf('H', 'B', { order: 2, married: '1900' }),
          marriageOf('H', 'A', { order: 1, ended: 'divorced', endedOn: 'BEF 1899' }),
        ],
      },
      OPTIONS,
    );
    const lines = linesOf(text);
    const husband = lines.slice(lines.indexOf('0 @H@ INDI'), lines.indexOf('0 @A@ INDI'));
    expect(husband.filter((line) => line.startsWith('1 FAMS'))).toEqual(['1 FAMS @F1@', '1 FAMS @F2@']);
    expect(lines.slice(lines.indexOf('0 @F1@ FAM'))).toEqual([
      '0 @F1@ FAM',
      '1 HUSB @H@',
      '1 WIFE @A@',
      '1 MARR Y',
      '1 DIV',
      '2 DATE BEF 1899',
      '0 @F2@ FAM',
      '1 HUSB @H@',
      '1 WIFE @B@',
      '1 MARR',
      '2 DATE 1900',
      '0 TRLR',
    ]);
    const back = readBack(text);
    expect(back.marriages.map((m) => [m.wifeKey, m.order, m.ended, m.endedOn])).toEqual([
      ['A', 1, 'divorced', 'BEF 1899'],
      ['B', 2, null, ''],
    ]);
  });

  it('keeps each man’s wives in his order when other men’s marriages come between them', () => {
    const people = [
      personOf('H', { gender: 'male' }),
      personOf('G', { gender: 'male' }),
      ...['A', 'B', 'C', 'D', 'E'].map((key) => personOf(key, { gender: 'female' })),
    ];
    // As a family's marriages are listed: by when they were recorded, not by husband.
    const marriages = [
      marriageOf('H', 'C', { order: 3 }),
      marriageOf('G', 'D', { order: 1 }),
      marriageOf('H', 'B', { order: 2 }),
      marriageOf('G', 'E', { order: 2 }),
      marriageOf('H', 'A', { order: 1 }),
    ];
    const back = readBack(writeGedcom({ people, marriages }, OPTIONS));
    const wivesOf = (husband: string) =>
      back.marriages.filter((m) => m.husbandKey === husband).map((m) => [m.wifeKey, m.order]);
    expect(wivesOf('H')).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    expect(wivesOf('G')).toEqual([
      ['D', 1],
      ['E', 2],
    ]);
  });

  it('says with _ENDED when a death would be misread: a marriage that lasted, or ended with no death on record', () => {
    const people = [
      personOf('H', { gender: 'male', death: '1950' }),
      personOf('A', { gender: 'female' }),
      personOf('K', { gender: 'male' }),
      personOf('B', { gender: 'female' }),
      personOf('L', { gender: 'male', death: '1960' }),
      personOf('C', { gender: 'female' }),
    ];
    const marriages = [
      marriageOf('H', 'A'),
      marriageOf('K', 'B', { ended: 'widowed', endedOn: '1944' }),
      marriageOf('L', 'C', { ended: 'widowed' }),
    ];
    const text = writeGedcom({ people, marriages }, OPTIONS);
    const lines = linesOf(text);
    expect(lines.filter((line) => line.includes('_ENDED'))).toEqual(['1 _ENDED NO', '1 _ENDED WIDOWED']);
    // The guess from L's death is right and no date is lost: nothing added.
    const back = readBack(text);
    expect(back.warnings).toEqual([]);
    expect(back.marriages.map((m) => [m.husbandKey, m.ended, m.endedOn])).toEqual([
      ['H', null, ''],
      ['K', 'widowed', '1944'],
      ['L', 'widowed', ''],
    ]);
  });

  it('writes a death only where the living rule reads one: DEAT Y for a death without a date, none for «حي» or «-»', () => {
    const people = [
      personOf('A', { gender: 'male', death: 'حي' }),
      personOf('B', { gender: 'female', death: '-' }),
      personOf('C', { gender: 'male', death: importMessages.diedWithoutDate }),
      personOf('D', { gender: 'female', death: 'رحمها الله' }),
    ];
    const marriages = [marriageOf('A', 'B'), marriageOf('C', 'D', { ended: 'widowed' })];
    const text = writeGedcom({ people, marriages }, OPTIONS);
    const lines = linesOf(text);
    /** The person's DEAT line and the lines under it. */
    const deathOf = (key: string) => {
      const block = lines.slice(lines.indexOf(`0 @${key}@ INDI`) + 1);
      const at = block.findIndex((line) => line.startsWith('0 ') || line.startsWith('1 DEAT'));
      if (!block[at]?.startsWith('1 DEAT')) return [];
      const end = block.findIndex((line, index) => index > at && !line.startsWith('2 '));
      return block.slice(at, end);
    };
    // Another program reads any DEAT as a death: the living are written without one.
    expect(deathOf('A')).toEqual([]);
    expect(deathOf('B')).toEqual([]);
    expect(deathOf('C')).toEqual(['1 DEAT Y']);
    // Words are no GEDCOM date: a date phrase carries them.
    expect(deathOf('D')).toEqual(['1 DEAT', '2 DATE (رحمها الله)']);
    // Nobody of the first couple died: the marriage lasts, without _ENDED to say so.
    expect(lines.filter((line) => line.includes('_ENDED'))).toEqual([]);
    const back = readBack(text);
    expect(back.people.map((person) => person.death)).toEqual([
      '',
      '',
      importMessages.diedWithoutDate,
      'رحمها الله',
    ]);
    expect(back.marriages.map((marriage) => marriage.ended)).toEqual([null, 'widowed']);
  });

  it('keeps the links of children with one parent, or with parents who have no marriage on record', () => {
    const text = writeGedcom(
      {
        people: [
          personOf('F', { gender: 'male' }),
          personOf('M', { gender: 'female' }),
          personOf('C1', { fatherKey: 'F' }),
          personOf('C2', { motherKey: 'M' }),
          personOf('C3', { fatherKey: 'F', motherKey: 'M' }),
          personOf('C4', { fatherKey: 'F', motherKey: 'M' }),
          personOf('C5', { fatherKey: 'nobody' }),
        ],
        marriages: [],
      },
      OPTIONS,
    );
    const lines = linesOf(text);
    expect(lines.slice(lines.indexOf('0 @F1@ FAM'))).toEqual([
      '0 @F1@ FAM',
      '1 HUSB @F@',
      '1 CHIL @C1@',
      '0 @F2@ FAM',
      '1 WIFE @M@',
      '1 CHIL @C2@',
      '0 @F3@ FAM',
      '1 HUSB @F@',
      '1 WIFE @M@',
      '1 CHIL @C3@',
      '1 CHIL @C4@',
      '1 _STAT NOT MARRIED',
      '0 TRLR',
    ]);
    const back = readBack(text);
    expect(back.marriages).toEqual([]);
    expect(back.warnings).toEqual([]);
    expect(back.people.map((p) => [p.key, p.fatherKey, p.motherKey])).toEqual([
      ['F', null, null],
      ['M', null, null],
      ['C1', 'F', null],
      ['C2', null, 'M'],
      ['C3', 'F', 'M'],
      ['C4', 'F', 'M'],
      ['C5', null, null],
    ]);
  });

  it('doubles @ in text, keeps calendar escapes in dates, and names a key GEDCOM cannot take anew', () => {
    const text = writeGedcom(
      {
        people: [
          personOf('12', { name: 'a@b', bio: '@home', birth: '@#DJULIAN@ 1750/51' }),
          personOf('أحمد-1', { name: 'أحمد' }),
          personOf('I12', { name: 'same xref as 12' }),
          personOf('I1', { name: 'taken' }),
        ],
        marriages: [],
      },
      OPTIONS,
    );
    const lines = linesOf(text);
    expect(lines).toEqual(
      expect.arrayContaining(['1 NAME a@@b', '1 NOTE @@home', '2 DATE @#DJULIAN@ 1750/51']),
    );
    const back = readBack(text);
    expect(back.people.map((p) => [p.key, p.name, p.bio, p.birth])).toEqual([
      ['I12', 'a@b', '@home', '@#DJULIAN@ 1750/51'],
      ['I2', 'أحمد', '', ''],
      ['I3', 'same xref as 12', '', ''],
      ['I1', 'taken', '', ''],
    ]);
  });

  it('writes a date GEDCOM 5.5.1 has no form for as a date phrase, and reads each back as it was', () => {
    const valid = [
      'ABT 1850',
      'abt 1850',
      'CAL 1850',
      'EST 1850',
      'BEF 1900',
      'AFT 12 MAR 1921',
      'BET 1880 AND 1885',
      'FROM 1900 TO 1905',
      'FROM 1900',
      'TO 1905',
      'MAR 1921',
      '1921',
      '@#DJULIAN@ 1 JAN 1700',
      '27 OCT 1699/00',
      '5 MAY 0005 B.C.',
      '@#DHEBREW@ 1 TSH 5610',
      '@#DFRENCH R@ 11 NIVO 0012',
      'INT 1995 (from estimated age)',
      '(born the winter of the great flood, 1867)',
    ];
    const phrases = [
      '1300هـ',
      '١٣٠٠ هـ',
      '1920م',
      'نحو 1880',
      '15 رمضان 1300',
      'died young',
      '@#DHIJRI@ 1300',
      '1880 (تقريباً)',
      '1921-03-12',
    ];
    const dates = [...valid, ...phrases];
    const text = writeGedcom(
      { people: dates.map((birth, index) => personOf(String(index + 1), { birth })), marriages: [] },
      OPTIONS,
    );
    const written = linesOf(text)
      .filter((line) => line.startsWith('2 DATE '))
      .map((line) => line.slice('2 DATE '.length));
    expect(written).toEqual([...valid, ...phrases.map((date) => `(${date})`)]);
    expect(readBack(text).people.map((p) => p.birth)).toEqual(dates);

    // A date read only in part is written as a phrase, which is what it then is: shown as its words.
    const partial = writeGedcom(
      { people: [personOf('1', { birth: '32 MAR 1921' })], marriages: [] },
      OPTIONS,
    );
    expect(partial).toContain('2 DATE (32 MAR 1921)\r\n');
    expect(readBack(partial).people[0]?.birth).toBe('(32 MAR 1921)');
  });

  it('writes the name prefix and suffix as NPFX and NSFX, and reads them back', () => {
    const text = writeGedcom(
      {
        people: [
          personOf('1', { name: 'Joseph', surname: 'Allen', namePrefix: 'Lt. Cmndr.', nameSuffix: 'jr.' }),
          personOf('2', { name: 'سالم', namePrefix: 'الشيخ' }),
        ],
        marriages: [],
      },
      OPTIONS,
    );
    expect(linesOf(text)).toEqual(
      expect.arrayContaining([
        '1 NAME Lt. Cmndr. Joseph /Allen/ jr.',
        '2 NPFX Lt. Cmndr.',
        '2 GIVN Joseph',
        '2 SURN Allen',
        '2 NSFX jr.',
        '1 NAME الشيخ سالم',
        '2 NPFX الشيخ',
        '2 GIVN سالم',
      ]),
    );
    expect(readBack(text).people.map((p) => [p.namePrefix, p.name, p.surname, p.nameSuffix])).toEqual([
      ['Lt. Cmndr.', 'Joseph', 'Allen', 'jr.'],
      ['الشيخ', 'سالم', '', ''],
    ]);
  });

  it('keeps every line within 255 characters, cutting neither a character nor a letter from its mark', () => {
    const bio = [
      'بِسْمِ اللَّهِ '.repeat(40),
      '😀'.repeat(300),
      'x'.repeat(254) + '\u0301' + 'y'.repeat(10),
      'كلمة'.repeat(100),
      ' مسافة في أول السطر وآخره ',
    ].join('\n');
    const text = writeGedcom({ people: [personOf('I1', { name: 'مُحَمَّد', bio })], marriages: [] }, OPTIONS);
    const lines = linesOf(text);
    for (const [index, line] of lines.entries()) {
      expect(line.length).toBeLessThanOrEqual(255);
      if (!line.startsWith('2 CONC ')) continue;
      const value = line.slice('2 CONC '.length);
      expect(value).not.toMatch(/^[\p{M}\udc00-\udfff]/u);
      expect(lines[index - 1]).not.toMatch(/[\ud800-\udbff]$/);
    }
    expect(lines.filter((line) => line.startsWith('2 CONC')).length).toBeGreaterThan(5);
    expect(readBack(text).people[0]?.bio).toBe(bio.trim());
  });

  it('keeps the family’s privacy as RESN, and reads the notices other programs write', () => {
    const people = (['auto', 'public', 'limited', 'hidden'] as const).map((visibility, index) =>
      personOf(String(index + 1), { name: visibility, visibility }),
    );
    const text = writeGedcom({ people, marriages: [] }, OPTIONS);
    expect(text).toContain('1 RESN privacy\r\n');
    expect(text).toContain('1 RESN confidential\r\n');
    expect(text.match(/RESN/g)).toHaveLength(2);
    // «Public whatever the rules» has no GEDCOM word: it comes back following the site's rules.
    expect(readBack(text).people.map((person) => person.visibility)).toEqual([
      'auto',
      'auto',
      'limited',
      'hidden',
    ]);

    const other = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '0 @A@ INDI',
      '1 NAME أ',
      '1 RESN CONFIDENTIAL, LOCKED',
      '0 @B@ INDI',
      '1 NAME ب',
      '1 RESN LOCKED',
      '0 @C@ INDI',
      '1 NAME ج',
      '1 RESN PRIVACY',
      '0 TRLR',
      '',
    ].join('\n');
    const read = readBack(other);
    expect(read.people.map((person) => person.visibility)).toEqual(['hidden', 'auto', 'limited']);
    expect(read.warnings).toEqual([]);
  });

  it('writes the same bytes for the same family', () => {
    const data = randomFamily(7);
    expect(writeGedcom(data, OPTIONS)).toBe(writeGedcom(data, OPTIONS));
  });
});

/** mulberry32, so that a failing seed can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MEN = ['محمد', 'عبد الله', 'سالم', 'خالد', 'فهد', 'مُحَمَّد', 'عبدالعزيز', 'Ali', 'ناصر'];
const WOMEN = ['فاطمة', 'مريم', 'نورة', 'لطيفة', 'هيا', 'عائشة', 'Maryam', 'حصّة'];
const SURNAMES = ['', '', 'السالم', 'العلي', 'آل ناصر', 'al-Sālim'];
const DATES = [
  '', '', '1850', 'ABT 1850', 'BET 1880 AND 1885', '12 MAR 1921', 'BEF 1900', '@#DJULIAN@ 1750/51',
  '1880م', 'نحو 1880', '١٣٠٠هـ', '12/3/1921', 'بين 1880 و1885', 'شتاء الهدامة', '27 OCT 1699/00',
  'FROM 1900 TO 1905', 'INT 1995 (from estimated age)', '(born the winter of the great flood, 1867)',
  '@#DHEBREW@ 1 TSH 5610', '@#DFRENCH R@ 11 NIVO 0012', '5 MAY 0005 B.C.', 'EST 1850', '(ABT 1850)',
]; // prettier-ignore
const PREFIXES = ['', '', '', 'الشيخ', 'Lt. Cmndr.'];
const SUFFIXES = ['', '', '', 'jr.', 'الثاني'];
const ROLES = ['', '', 'تاجر', 'نوخذة', 'طبيب، ومؤلف', 'قاضٍ'];
const BIO_PARTS = [
  'كان تاجراً في اللؤلؤ.',
  'سافر إلى الهند مرتين، ' + 'وعاد بالبضائع '.repeat(30),
  'بريده: ali@example.com',
  '',
  '  سطر يبدأ بمسافتين',
  'emoji 🌴 والنخيل',
  'تَشْكِيلٌ كَامِلٌ '.repeat(25),
];

/**
 * A family with what GEDCOM must carry: Arabic names, multi-line bios, men with several wives,
 * a widow who married again, a divorce, cousins who married, children of one parent only and of
 * parents with no marriage on record. Marriages end the way the reader reads them back (a
 * divorce, else widowed when either spouse has a death date).
 */
function randomFamily(seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const people: ImportedPerson[] = [];
  const marriages: ImportedMarriage[] = [];
  let count = 0;
  const add = (gender: 'male' | 'female', fatherKey: string | null, motherKey: string | null) => {
    count += 1;
    const key = count % 3 === 0 ? String(count) : `I${count}`;
    const bio = Array.from({ length: Math.floor(next() * 4) }, () => pick(BIO_PARTS))
      .join('\n')
      .trim();
    const person = personOf(key, {
      name: gender === 'male' ? pick(MEN) : pick(WOMEN),
      namePrefix: pick(PREFIXES),
      nameSuffix: pick(SUFFIXES),
      surname: pick(SURNAMES),
      gender: next() < 0.1 && fatherKey !== null ? null : gender,
      birth: pick(DATES),
      death: next() < 0.4 ? pick(DATES) : '',
      role: pick(ROLES),
      bio,
      // `public` has no GEDCOM word: it is written as the site's rules, tested on its own.
      visibility: pick(['auto', 'auto', 'limited', 'hidden'] as const),
      fatherKey,
      motherKey,
    });
    people.push(person);
    return person;
  };
  const marry = (husband: ImportedPerson, wife: ImportedPerson, order: number, divorced: boolean) => {
    const ended: MarriageEnd = divorced ? 'divorced' : husband.death || wife.death ? 'widowed' : null;
    const marriage = marriageOf(husband.key, wife.key, {
      order,
      ended,
      married: pick(DATES),
      endedOn: divorced ? pick(DATES) : '',
    });
    marriages.push(marriage);
    return marriage;
  };
  const children = (father: ImportedPerson | null, mother: ImportedPerson | null) =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      add(next() < 0.5 ? 'male' : 'female', father?.key ?? null, mother?.key ?? null),
    );

  // A founder with three wives, in his order.
  const founder = add('male', null, null);
  const wives = [add('female', null, null), add('female', null, null), add('female', null, null)];
  const sons: ImportedPerson[] = [];
  const daughters: ImportedPerson[] = [];
  wives.forEach((wife, index) => {
    marry(founder, wife, index + 1, index === 1);
    for (const child of children(founder, wife)) (child.gender === 'female' ? daughters : sons).push(child);
  });
  // A widow who married again: her first husband died, her second gives her more children.
  const first = add('male', null, null);
  first.death = '1901';
  const widow = add('female', null, null);
  marry(first, widow, 1, false);
  children(first, widow);
  const second = add('male', null, null);
  const secondWife = add('female', null, null);
  marry(second, secondWife, 1, false);
  marry(second, widow, 2, false);
  children(second, widow);
  // Cousins: the founder's grandchildren through two of his sons marry.
  const sonA = sons[0] ?? add('male', founder.key, wives[0]!.key);
  const sonB = sons[1] ?? add('male', founder.key, wives[1]!.key);
  sonA.gender = 'male';
  sonB.gender = 'male';
  const wifeA = add('female', null, null);
  const wifeB = add('female', null, null);
  marry(sonA, wifeA, 1, false);
  marry(sonB, wifeB, 1, false);
  const cousin = add('male', sonA.key, wifeA.key);
  const cousinWife = add('female', sonB.key, wifeB.key);
  marry(cousin, cousinWife, 1, false);
  children(cousin, cousinWife);
  // Children of one parent, and of parents with no marriage on record.
  children(founder, null);
  children(null, daughters[0] ?? wives[2]!);
  children(sonB, wifeA);
  return { people, marriages };
}

describe('writeGedcom → readGedcom', () => {
  it.each(Array.from({ length: 25 }, (_, index) => index + 1))(
    'gives back the same people, links and marriages (seed %i)',
    (seed) => {
      const data = randomFamily(seed);
      const back = readBack(writeGedcom(data, OPTIONS));
      expect(back.warnings).toEqual([]);
      expect(back.skipped).toBe(0);

      // Keys come back as written (`17` is written `@I17@`).
      const keyOf = new Map(data.people.map((person, index) => [person.key, back.people[index]?.key ?? '?']));
      const key = (value: string | null) => (value === null ? null : (keyOf.get(value) ?? '?'));
      const withoutSource = <T extends { source: unknown }>({ source: _, ...rest }: T) => rest;
      expect(back.people.map(withoutSource)).toEqual(
        data.people.map((person) => ({
          ...withoutSource(person),
          key: key(person.key),
          fatherKey: key(person.fatherKey),
          motherKey: key(person.motherKey),
        })),
      );
      const sorted = (list: Omit<ImportedMarriage, 'source'>[]) =>
        [...list].sort((a, b) => `${a.husbandKey} ${a.order}`.localeCompare(`${b.husbandKey} ${b.order}`));
      expect(sorted(back.marriages.map(withoutSource))).toEqual(
        sorted(
          data.marriages.map((marriage) => ({
            ...withoutSource(marriage),
            husbandKey: key(marriage.husbandKey)!,
            wifeKey: key(marriage.wifeKey)!,
          })),
        ),
      );
    },
  );
});
