import { describe, expect, it } from 'vitest';
import { importMessages } from '#shared/messages/import.ts';
import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { UnreadableFileError, type FamilyData } from '../family-data';
import { decodeAnsel, decodeGedcom } from './decode-gedcom';
import { readGedcom } from './read-gedcom';

const HEAD = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8'];

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** A 5.5.1 file around these lines, its header's CHAR replaced when asked. */
function gedcom(lines: string[], { char = 'UTF-8', trailer = true } = {}): string {
  const head = HEAD.map((line) => (line.startsWith('1 CHAR') ? `1 CHAR ${char}` : line));
  return [...head, ...lines, ...(trailer ? ['0 TRLR'] : [])].join('\n') + '\n';
}

function read(lines: string[], options?: { char?: string; trailer?: boolean }): FamilyData {
  return readGedcom(utf8(gedcom(lines, options)));
}

function person(data: FamilyData, key: string) {
  const found = data.people.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const bytes: number[] = bom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (endian === 'le') bytes.push(unit & 0xff, unit >> 8);
    else bytes.push(unit >> 8, unit & 0xff);
  }
  return Uint8Array.from(bytes);
}

/** Latin text with bytes spliced in: `ansel('Mu', 0xe8, 'ller')`. */
function bytesOf(...parts: (string | number)[]): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'number' ? [part] : [...part].map((char) => char.charCodeAt(0)),
    ),
  );
}

const ARABIC_FAMILY = [
  '0 @I1@ INDI',
  '1 NAME محمد /السالم/',
  '1 SEX M',
  '0 @I2@ INDI',
  '1 NAME فاطمة /العلي/',
  '1 SEX F',
];

describe('readGedcom: encodings', () => {
  const text = gedcom(ARABIC_FAMILY);
  const names = (data: FamilyData) => data.people.map((p) => `${p.name} ${p.surname}`);

  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(names(readGedcom(utf8(text)))).toEqual(['محمد السالم', 'فاطمة العلي']);
    expect(names(readGedcom(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)])))).toEqual([
      'محمد السالم',
      'فاطمة العلي',
    ]);
  });

  it.each([
    ['UTF-16LE with a byte-order mark', 'le', true],
    ['UTF-16BE with a byte-order mark', 'be', true],
    ['UTF-16LE without one', 'le', false],
    ['UTF-16BE without one', 'be', false],
  ] as const)('reads %s', (_, endian, bom) => {
    const data = readGedcom(utf16(gedcom(ARABIC_FAMILY, { char: 'UNICODE' }), endian, bom));
    expect(names(data)).toEqual(['محمد السالم', 'فاطمة العلي']);
    expect(decodeGedcom(utf16(text, endian, bom)).encoding).toBe(endian === 'le' ? 'UTF-16LE' : 'UTF-16BE');
  });

  it('reads ANSEL, moving each diacritic after its letter and composing them (NFC)', () => {
    const file = bytesOf(
      gedcom(['0 @I1@ INDI', '1 NAME Jos'], { char: 'ANSEL', trailer: false }).trimEnd(),
      0xe2, // acute, before the letter it sits on
      'e /M',
      0xe8, // diaeresis
      'uller/\n1 NOTE ',
      0xb0, // ayn (spacing)
      'Al',
      0xe5, // macron
      'i ',
      0xa2, // Ø
      0xf2, // dot below…
      0xe5, // …and macron on the same letter
      'a\n0 TRLR\n',
    );
    const data = readGedcom(file);
    expect(decodeGedcom(file).encoding).toBe('ANSEL');
    expect(person(data, 'I1')).toMatchObject({ name: 'José', surname: 'Müller', bio: 'ʻAlī Øạ̄' });
    expect(person(data, 'I1').name).toBe('José'.normalize('NFC'));
  });

  it('decodes the ANSEL special letters', () => {
    expect(decodeAnsel(bytesOf(0xa1, 0xb1, 0xa5, 0xb5, 0xb9, 0xc3, 0xcf, 0xae))).toBe('ŁłÆæ£©ßʼ');
    expect(decodeAnsel(bytesOf(0xe9, 'c', 0xe9, 'S'))).toBe('čŠ');
    expect(decodeAnsel(bytesOf('x', 0x80))).toBe('x\ufffd');
  });

  it('reads ASCII, and an ASCII or ANSI header over Windows-1252 bytes', () => {
    expect(names(read(['0 @I1@ INDI', '1 NAME John /Smith/'], { char: 'ASCII' }))).toEqual(['John Smith']);
    const latin = bytesOf(
      gedcom(['0 @I1@ INDI', '1 NAME Fran'], { char: 'ANSI', trailer: false }).trimEnd(),
      0xe7,
      'ois /Dupr',
      0xe9,
      '/\n0 TRLR\n',
    );
    expect(names(readGedcom(latin))).toEqual(['François Dupré']);
    expect(decodeGedcom(latin).encoding).toBe('Windows-1252');
  });

  it('reads Arabic from an old Windows program (Windows-1256) whatever the header says', () => {
    const encoded = [...'محمد'].map((letter) => ({ م: 0xe3, ح: 0xcd, د: 0xcf })[letter] ?? 0x3f);
    const file = bytesOf(
      gedcom(['0 @I1@ INDI', '1 NAME'], { char: 'ANSI', trailer: false }).trimEnd(),
      ' ',
      ...encoded,
      ' ',
      ...encoded,
      ' /',
      ...encoded,
      '/\n0 TRLR\n',
    );
    expect(decodeGedcom(file).encoding).toBe('Windows-1256');
    expect(person(readGedcom(file), 'I1')).toMatchObject({ name: 'محمد محمد', surname: 'محمد' });
  });

  it('takes UTF-8 when the header claims ANSEL but the bytes are UTF-8', () => {
    const data = readGedcom(utf8(gedcom(ARABIC_FAMILY, { char: 'ANSEL' })));
    expect(names(data)).toEqual(['محمد السالم', 'فاطمة العلي']);
  });

  it('reads bytes that are not the UTF-8 the header claims as Windows-1252, with a warning', () => {
    const file = bytesOf(
      gedcom(['0 @I1@ INDI', '1 NAME Ren'], { trailer: false }).trimEnd(),
      0xe9,
      '\n0 TRLR\n',
    );
    const data = readGedcom(file);
    expect(person(data, 'I1').name).toBe('René');
    expect(data.warnings).toContainEqual({ message: m.invalidUtf8('UTF-8') });
  });

  it('warns when the header names an encoding it does not know', () => {
    const file = bytesOf(
      gedcom(['0 @I1@ INDI', '1 NAME Ren'], { char: 'MACINTOSH', trailer: false }).trimEnd(),
      0xe9,
      '\n0 TRLR\n',
    );
    expect(readGedcom(file).warnings).toContainEqual({ message: m.unsupportedEncoding('MACINTOSH') });
  });

  it('reads CR, LF and CR LF line ends', () => {
    for (const end of ['\r', '\n', '\r\n']) {
      const data = readGedcom(utf8(gedcom(ARABIC_FAMILY).replace(/\n/g, end)));
      expect(names(data)).toEqual(['محمد السالم', 'فاطمة العلي']);
    }
  });
});

describe('readGedcom: people', () => {
  it('takes the given names and the surname from NAME, without the slashes', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME عبد الله  /آل سالم/',
      '0 @I2@ INDI',
      '1 NAME /السالم/',
      '0 @I3@ INDI',
      '1 NAME Robert Eugene /Williams/ Jr.',
      '0 @I4@ INDI',
      '1 NAME Maryam',
      '0 @I5@ INDI',
      '1 NAME',
      '2 GIVN Ali',
      '2 SURN Hasan',
      '0 @I6@ INDI',
      '1 NAME Ali /Hasan',
    ]);
    expect(data.people.map((p) => [p.key, p.name, p.surname])).toEqual([
      ['I1', 'عبد الله', 'آل سالم'],
      ['I2', 'السالم', 'السالم'],
      ['I3', 'Robert Eugene Jr.', 'Williams'],
      ['I4', 'Maryam', ''],
      ['I5', 'Ali', 'Hasan'],
      ['I6', 'Ali', 'Hasan'],
    ]);
  });

  it('keeps the name prefix and suffix (NPFX, NSFX) apart from the given name', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME Lt. Cmndr. Joseph /Allen/ jr.',
      '2 NPFX Lt. Cmndr.',
      '2 GIVN Joseph',
      '2 SURN Allen',
      '2 NSFX jr.',
      '0 @I2@ INDI',
      '1 NAME سالم /الناصر/',
      '2 NPFX الشيخ',
      '0 @I3@ INDI',
      '1 NAME',
      '2 NPFX Dr.',
      '2 GIVN Ali',
      '2 NSFX II',
    ]);
    expect(data.people.map((p) => [p.key, p.namePrefix, p.name, p.surname, p.nameSuffix])).toEqual([
      ['I1', 'Lt. Cmndr.', 'Joseph', 'Allen', 'jr.'],
      ['I2', 'الشيخ', 'سالم', 'الناصر', ''],
      ['I3', 'Dr.', 'Ali', '', 'II'],
    ]);
  });

  it('prefers an Arabic form of the name to a Latin one', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME Muhammad /al-Salim/',
      '2 TRAN محمد /السالم/',
      '3 LANG ar',
      '0 @I2@ INDI',
      '1 NAME Fatima /al-Ali/',
      '1 NAME فاطمة /العلي/',
    ]);
    expect(data.people.map((p) => p.name)).toEqual(['محمد', 'فاطمة']);
  });

  it('keeps a person without a name, with their links, under their title or as unnamed, with a warning', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 SEX M',
      '1 FAMS @F1@',
      '0 INDI',
      '1 NAME Ali',
      '0 @I3@ INDI',
      '1 NAME //',
      '1 TITL Earl Howe I',
      '0 @I4@ INDI',
      '1 NAME Ok',
      '1 SEX F',
      '1 FAMS @F1@',
      '0 @I5@ INDI',
      '1 NAME Son',
      '1 FAMC @F1@',
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @I4@',
      '1 CHIL @I5@',
    ]);
    expect(data.people.map((p) => [p.key, p.name])).toEqual([
      ['I1', m.unnamedPerson],
      ['I3', 'Earl Howe I'],
      ['I4', 'Ok'],
      ['I5', 'Son'],
    ]);
    // Only the record without an id is left out.
    expect(data.skipped).toBe(1);
    expect(data.marriages.map((marriage) => [marriage.husbandKey, marriage.wifeKey])).toEqual([['I1', 'I4']]);
    expect(data.people.find((p) => p.key === 'I5')).toMatchObject({ fatherKey: 'I1', motherKey: 'I4' });
    expect(data.warnings).toEqual(
      expect.arrayContaining([
        { message: m.personWithoutName('@I1@', m.unnamedPerson), line: expect.any(Number) },
        { message: m.personWithoutId, line: expect.any(Number) },
        { message: m.personWithoutName('@I3@', 'Earl Howe I'), line: expect.any(Number) },
      ]),
    );
  });

  it('reads SEX as male, female or unknown', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME A',
      '1 SEX M',
      '0 @I2@ INDI',
      '1 NAME B',
      '1 SEX F',
      '0 @I3@ INDI',
      '1 NAME C',
      '1 SEX U',
      '0 @I4@ INDI',
      '1 NAME D',
    ]);
    expect(data.people.map((p) => p.gender)).toEqual(['male', 'female', null, null]);
  });

  it.each([
    '12 MAR 1850',
    'MAR 1850',
    '1850',
    'ABT 1850',
    'CAL 1850',
    'EST 1850',
    'BEF 1850',
    'AFT 1850',
    'BET 1880 AND 1885',
    'FROM 1880 TO 1885',
    '@#DJULIAN@ 12 MAR 1750/51',
    'INT 1850 (the census)',
    '(in the year of the flood, 1867)',
    '1300هـ',
  ])('keeps the date %s as written', (date) => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME A',
      '1 BIRT',
      `2 DATE ${date}`,
      '2 PLAC Kuwait',
      '1 DEAT',
      `2 DATE  ${date} `,
    ]);
    expect(person(data, 'I1')).toMatchObject({ birth: date, death: date });
  });

  it('takes the first birth with a date, and a GEDCOM 7 date phrase alone in brackets', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME A',
      '1 BIRT',
      '2 PLAC Kuwait',
      '1 BIRT',
      '2 DATE ABT 1850',
      '1 DEAT Y',
      '0 @I2@ INDI',
      '1 NAME B',
      '1 DEAT',
      '2 DATE',
      '3 PHRASE شتاء سنة الهدامة',
    ]);
    // `DEAT Y`: died, date unknown; kept as a word of death, so the living rule reads a death.
    expect(person(data, 'I1')).toMatchObject({ birth: 'ABT 1850', death: importMessages.diedWithoutDate });
    // A phrase of words alone is kept as its words: shown the same, and written back as a phrase.
    expect(person(data, 'I2')).toMatchObject({ birth: '', death: 'شتاء سنة الهدامة' });
  });

  it('keeps a date as written, and takes a phrase’s brackets off only where that changes nothing shown', () => {
    const dates: [written: string, kept: string][] = [
      ['@#DJULIAN@ 1 JAN 1700', '@#DJULIAN@ 1 JAN 1700'],
      ['INT 1995 (from estimated age)', 'INT 1995 (from estimated age)'],
      // What the export writes for a date GEDCOM has no form for comes back as it was.
      ['(1300هـ)', '1300هـ'],
      ['(died young)', 'died young'],
      // A dual year written out (royal92.ged), which the export writes as a phrase.
      ['(1130/1131)', '1130/1131'],
      ['(ABT 1103/1104)', 'ABT 1103/1104'],
      // A year among words is shown as the phrase's text; without the brackets it would be a date.
      ['(born the winter of the great flood, 1867)', '(born the winter of the great flood, 1867)'],
      // A phrase that is itself a GEDCOM date stays a phrase in the next export.
      ['(ABT 1850)', '(ABT 1850)'],
    ];
    const data = read(dates.flatMap(([date], index) => [`0 @I${index}@ INDI`, '1 BIRT', `2 DATE ${date}`]));
    expect(data.people.map((p) => p.birth)).toEqual(dates.map(([, kept]) => kept));
  });

  it('joins NOTE with CONC and CONT into the bio, from inline notes and note records', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME A',
      '1 NOTE كان تاجراً في ',
      '2 CONC اللؤلؤ',
      '2 CONT وسافر إلى الهند.',
      '2 CONT',
      '2 CONT email: ali@@example.com',
      '1 NOTE @N1@',
      '0 @N1@ NOTE عاش في',
      '1 CONC  الكويت.',
      '1 CONT سطر ثان.',
    ]);
    expect(person(data, 'I1').bio).toBe(
      'كان تاجراً في اللؤلؤ\nوسافر إلى الهند.\n\nemail: ali@example.com\n\nعاش في الكويت.\nسطر ثان.',
    );
  });

  it('reads OCCU as occupations, and an OCCU typed Role (the export’s) as the role', () => {
    const data = read([
      '0 @I1@ INDI', '1 NAME A', '1 OCCU نوخذة', '2 DATE 1925', '2 PLAC الكويت', '1 OCCU  تاجر ', '1 OCCU',
      '1 OCCU مؤسس الديوان', '2 TYPE Role', '1 OCCU وكيل', '2 TYPE role',
    ]); // prettier-ignore
    expect(person(data, 'I1').role).toBe('مؤسس الديوان، وكيل');
    expect(person(data, 'I1').events).toEqual([
      { kind: 'occupation', date: '1925', endDate: '', place: 'الكويت', value: 'نوخذة' },
      { kind: 'occupation', date: '', endDate: '', place: '', value: 'تاجر' },
    ]);
  });

  it('reads where each event took place, the titles, burials, christenings and residences (decision 056)', () => {
    const data = read([
      '0 @I1@ INDI', '1 NAME Victoria', '1 TITL Queen of England', '2 DATE 1837',
      '1 BIRT', '2 DATE 24 MAY 1819', '1 BIRT', '2 PLAC Kensington,Palace,London',
      '1 CHR', '2 DATE 24 JUN 1819', '2 PLAC Kensington Palace', '1 DEAT', '2 DATE 22 JAN 1901',
      '2 PLAC Osborne House,Isle of Wight,England', '1 BURI', '2 PLAC Royal Mausoleum,Frogmore',
      '3 MAP', '4 LATI N51.4779', '4 LONG W0.5958', '1 BURI Y', '1 TITL', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME Albert', '1 FAMS @F1@', '1 EVEN Y', '2 TYPE Order of the Garter',
      '0 @F1@ FAM', '1 HUSB @I2@', '1 WIFE @I1@', '1 MARR', '2 DATE 10 FEB 1840', '2 PLAC Chapel Royal,St. James',
    ]); // prettier-ignore
    expect(person(data, 'I1')).toMatchObject({
      birth: '24 MAY 1819',
      // The second BIRT, a source's variant, gives the place the first lacks.
      birthPlace: 'Kensington,Palace,London',
      death: '22 JAN 1901',
      deathPlace: 'Osborne House,Isle of Wight,England',
      events: [
        { kind: 'title', date: '1837', endDate: '', place: '', value: 'Queen of England' },
        { kind: 'christening', date: '24 JUN 1819', endDate: '', place: 'Kensington Palace', value: '' },
        { kind: 'burial', date: '', endDate: '', place: 'Royal Mausoleum,Frogmore', value: '' },
        { kind: 'burial', date: '', endDate: '', place: '', value: '' },
      ],
    });
    expect(person(data, 'I2').events).toEqual([
      { kind: 'other', date: '', endDate: '', place: '', value: 'Order of the Garter' },
    ]);
    expect(data.marriages[0]).toMatchObject({ married: '10 FEB 1840', place: 'Chapel Royal,St. James' });
    expect(data.placeDetails).toEqual([
      { place: 'Royal Mausoleum,Frogmore', latitude: 51.4779, longitude: -0.5958 },
    ]);
    expect(data.warnings).toEqual([]);
  });

  it('reads GEDCOM 7’s residence with its text and a period split into its ends', () => {
    const data = readGedcom(
      utf8(
        [
          '0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @I1@ INDI', '1 NAME سالم',
          '1 RESI بيت العائلة', '2 DATE FROM 1930 TO 1950', '2 PLAC حي القبلة، مدينة الكويت',
          '1 RESI', '2 DATE FROM 1951', '2 PLAC الشامية', '0 TRLR',
        ].join('\n'), // prettier-ignore
      ),
    );
    expect(person(data, 'I1').events).toEqual([
      {
        kind: 'residence',
        date: '1930',
        endDate: '1950',
        place: 'حي القبلة، مدينة الكويت',
        value: 'بيت العائلة',
      },
      { kind: 'residence', date: 'FROM 1951', endDate: '', place: 'الشامية', value: '' },
    ]);
  });

  it('gives each person the line of their record', () => {
    const data = read(ARABIC_FAMILY);
    expect(data.people.map((p) => p.source.line)).toEqual([6, 9]);
  });
});

describe('readGedcom: families', () => {
  it('links children to the father and mother of their FAMC family', () => {
    const data = read([
      '0 @I1@ INDI', '1 NAME سالم', '1 SEX M', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME نورة', '1 SEX F', '1 FAMS @F1@',
      '0 @I3@ INDI', '1 NAME محمد', '1 FAMC @F1@',
      '0 @I4@ INDI', '1 NAME مريم', '1 FAMC @F1@',
      '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@', '1 CHIL @I4@', '1 MARR', '2 DATE 1900',
    ]); // prettier-ignore
    expect(person(data, 'I3')).toMatchObject({ fatherKey: 'I1', motherKey: 'I2' });
    expect(person(data, 'I4')).toMatchObject({ fatherKey: 'I1', motherKey: 'I2' });
    expect(person(data, 'I1')).toMatchObject({ fatherKey: null, motherKey: null });
    expect(data.marriages).toEqual([
      {
        husbandKey: 'I1',
        wifeKey: 'I2',
        order: 1,
        ended: null,
        married: '1900',
        endedOn: '',
        place: '',
        source: { line: 20 },
      },
    ]);
    expect(data.warnings).toEqual([]);
  });

  it('numbers a man’s wives by the order of his FAMS, not the order of the FAM records', () => {
    const data = read([
      '0 @H@ INDI', '1 NAME ناصر', '1 SEX M', '1 FAMS @F2@', '1 FAMS @F3@', '1 FAMS @F1@',
      '0 @W1@ INDI', '1 NAME هيا', '1 SEX F',
      '0 @W2@ INDI', '1 NAME دلال', '1 SEX F',
      '0 @W3@ INDI', '1 NAME شيخة', '1 SEX F',
      '0 @F1@ FAM', '1 HUSB @H@', '1 WIFE @W1@',
      '0 @F2@ FAM', '1 HUSB @H@', '1 WIFE @W2@',
      '0 @F3@ FAM', '1 HUSB @H@', '1 WIFE @W3@',
    ]); // prettier-ignore
    expect(data.marriages.map((marriage) => [marriage.wifeKey, marriage.order])).toEqual([
      ['W1', 3],
      ['W2', 1],
      ['W3', 2],
    ]);
  });

  it('falls back to file order when the husband lists no FAMS, and counts only marriages', () => {
    const data = read([
      '0 @H@ INDI', '1 NAME ناصر', '1 SEX M',
      '0 @W1@ INDI', '1 NAME هيا', '1 SEX F',
      '0 @W2@ INDI', '1 NAME دلال', '1 SEX F',
      '0 @C@ INDI', '1 NAME ابن',
      '0 @F0@ FAM', '1 HUSB @H@', '1 CHIL @C@',
      '0 @F1@ FAM', '1 HUSB @H@', '1 WIFE @W1@',
      '0 @F2@ FAM', '1 HUSB @H@', '1 WIFE @W2@',
    ]); // prettier-ignore
    expect(data.marriages.map((marriage) => [marriage.wifeKey, marriage.order])).toEqual([
      ['W1', 1],
      ['W2', 2],
    ]);
    // A family with one parent still links the child to that parent.
    expect(person(data, 'C')).toMatchObject({ fatherKey: 'H', motherKey: null });
  });

  it('infers a marriage ended by a death only from a death the living rule reads', () => {
    const data = read([
      '0 @H@ INDI', '1 NAME راشد', '1 SEX M', '1 DEAT', '2 DATE حي', '1 FAMS @F1@',
      '0 @W@ INDI', '1 NAME لطيفة', '1 SEX F', '1 FAMS @F1@', '1 FAMS @F2@',
      '0 @K@ INDI', '1 NAME بدر', '1 SEX M', '1 DEAT Y', '1 FAMS @F2@',
      '0 @F1@ FAM', '1 HUSB @H@', '1 WIFE @W@', '1 MARR Y',
      '0 @F2@ FAM', '1 HUSB @K@', '1 WIFE @W@', '1 MARR Y',
    ]); // prettier-ignore
    expect(data.marriages.map((marriage) => [marriage.husbandKey, marriage.ended])).toEqual([
      ['H', null],
      ['K', 'widowed'],
    ]);
  });

  it('reads a woman who married again after her husband died, and a divorce', () => {
    const data = read([
      '0 @H1@ INDI', '1 NAME راشد', '1 SEX M', '1 DEAT', '2 DATE 1920', '1 FAMS @F1@',
      '0 @H2@ INDI', '1 NAME بدر', '1 SEX M', '1 FAMS @F2@', '1 FAMS @F3@',
      '0 @W@ INDI', '1 NAME لطيفة', '1 SEX F', '1 FAMS @F1@', '1 FAMS @F2@',
      '0 @X@ INDI', '1 NAME منيرة', '1 SEX F', '1 FAMS @F3@',
      '0 @C1@ INDI', '1 NAME ابن راشد', '1 FAMC @F1@',
      '0 @C2@ INDI', '1 NAME ابن بدر', '1 FAMC @F2@',
      '0 @F1@ FAM', '1 HUSB @H1@', '1 WIFE @W@', '1 CHIL @C1@', '1 MARR', '2 DATE 1910',
      '0 @F2@ FAM', '1 HUSB @H2@', '1 WIFE @W@', '1 CHIL @C2@', '1 MARR', '2 DATE ABT 1922',
      '0 @F3@ FAM', '1 HUSB @H2@', '1 WIFE @X@', '1 MARR Y', '1 DIV', '2 DATE 1930',
    ]); // prettier-ignore
    expect(data.marriages).toEqual([
      {
        husbandKey: 'H1',
        wifeKey: 'W',
        order: 1,
        ended: 'widowed',
        married: '1910',
        endedOn: '',
        place: '',
        source: { line: 32 },
      },
      {
        husbandKey: 'H2',
        wifeKey: 'W',
        order: 1,
        ended: null,
        married: 'ABT 1922',
        endedOn: '',
        place: '',
        source: { line: 38 },
      },
      {
        husbandKey: 'H2',
        wifeKey: 'X',
        order: 2,
        ended: 'divorced',
        married: '',
        endedOn: '1930',
        place: '',
        source: { line: 44 },
      },
    ]);
    expect(person(data, 'C1')).toMatchObject({ fatherKey: 'H1', motherKey: 'W' });
    expect(person(data, 'C2')).toMatchObject({ fatherKey: 'H2', motherKey: 'W' });
  });

  it('does not take a couple marked as not married for a marriage (GEDCOM 7 NO MARR, GEDCOM-L _STAT)', () => {
    const data = read([
      '0 @H@ INDI', '1 NAME A', '1 SEX M',
      '0 @W@ INDI', '1 NAME B', '1 SEX F',
      '0 @C@ INDI', '1 NAME C', '1 FAMC @F1@',
      '0 @D@ INDI', '1 NAME D', '1 FAMC @F2@',
      '0 @F1@ FAM', '1 HUSB @H@', '1 WIFE @W@', '1 NO MARR',
      '0 @F2@ FAM', '1 HUSB @H@', '1 WIFE @W@', '1 _STAT NOT MARRIED',
      '0 @F3@ FAM', '1 HUSB @H@', '1 WIFE @W@', '1 NO DIV',
    ]); // prettier-ignore
    expect(data.marriages).toHaveLength(1);
    expect(data.marriages[0]).toMatchObject({ ended: null, source: { line: 26 } });
    expect(person(data, 'C')).toMatchObject({ fatherKey: 'H', motherKey: 'W' });
    expect(person(data, 'D')).toMatchObject({ fatherKey: 'H', motherKey: 'W' });
    expect(data.warnings).toEqual([]);
  });

  it('takes the birth family of a child with several FAMC, and warns when it cannot tell', () => {
    const data = read([
      '0 @H1@ INDI', '1 NAME A', '0 @H2@ INDI', '1 NAME B', '0 @H3@ INDI', '1 NAME C',
      '0 @C1@ INDI', '1 NAME Adopted later', '1 FAMC @F2@', '2 PEDI adopted', '1 FAMC @F1@',
      '0 @C2@ INDI', '1 NAME Born into F3', '1 FAMC @F1@', '2 PEDI foster', '1 FAMC @F3@', '2 PEDI BIRTH',
      '0 @C3@ INDI', '1 NAME Unclear', '1 FAMC @F2@', '1 FAMC @F1@',
      '0 @F1@ FAM', '1 HUSB @H1@', '0 @F2@ FAM', '1 HUSB @H2@', '0 @F3@ FAM', '1 HUSB @H3@',
    ]); // prettier-ignore
    expect(person(data, 'C1').fatherKey).toBe('H1');
    expect(person(data, 'C2').fatherKey).toBe('H3');
    expect(person(data, 'C3').fatherKey).toBe('H2');
    expect(data.warnings).toEqual([{ message: m.severalParentFamilies('Unclear'), line: 23 }]);
  });

  it('links a child that only the family lists (CHIL without FAMC)', () => {
    const data = read([
      '0 @H@ INDI',
      '1 NAME A',
      '0 @C@ INDI',
      '1 NAME B',
      '0 @F1@ FAM',
      '1 HUSB @H@',
      '1 CHIL @C@',
    ]);
    expect(person(data, 'C').fatherKey).toBe('H');
  });

  it('drops references to records that are not there, with a warning', () => {
    const data = read([
      '0 @H@ INDI', '1 NAME A', '1 FAMS @F9@', '1 NOTE @N9@',
      '0 @C@ INDI', '1 NAME B', '1 FAMC @F1@',
      '0 @F1@ FAM', '1 HUSB @H@', '1 WIFE @I9@', '1 CHIL @C@',
    ]); // prettier-ignore
    expect(person(data, 'C')).toMatchObject({ fatherKey: 'H', motherKey: null });
    expect(data.marriages).toEqual([]);
    expect(data.warnings).toEqual(
      expect.arrayContaining([
        { message: m.missingRecord('@F9@'), line: 8 },
        { message: m.missingRecord('@N9@'), line: 9 },
        { message: m.missingRecord('@I9@'), line: 15 },
      ]),
    );
  });

  it('keeps the first of two records with the same xref', () => {
    const data = read(['0 @I1@ INDI', '1 NAME First', '0 @I1@ INDI', '1 NAME Second']);
    expect(data.people.map((p) => p.name)).toEqual(['First']);
    expect(data.skipped).toBe(1);
    expect(data.warnings).toContainEqual({ message: m.duplicateId('@I1@'), line: 8 });
  });
});

describe('readGedcom: GEDCOM 7', () => {
  it('reads a 7.0 file: no CHAR, @VOID@ pointers, SNOTE shared notes, only a leading @@ escaped', () => {
    const text = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SCHMA',
      '2 TAG _SKYPEID http://xmlns.com/foaf/0.1/skypeID',
      '0 @I1@ INDI',
      '1 NAME Ali /Salem/',
      '2 TRAN علي /السالم/',
      '3 LANG ar',
      '1 SEX M',
      '1 FAMC @VOID@',
      '1 FAMS @F1@',
      '1 SNOTE @N1@',
      '1 NOTE @@ is the at sign; mail ali@@x stays doubled',
      '1 BIRT',
      '2 DATE JULIAN 1750',
      '0 @I2@ INDI',
      '1 NAME Mona',
      '1 SEX F',
      '0 @C@ INDI',
      '1 NAME Child',
      '1 FAMC @F1@',
      '2 PEDI BIRTH',
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @VOID@',
      '2 PHRASE unknown wife',
      '1 CHIL @C@',
      '1 CHIL @VOID@',
      '0 @N1@ SNOTE A shared note',
      '1 CONT on two lines',
      '0 TRLR',
      '',
    ].join('\n');
    const data = readGedcom(utf8(text));
    expect(person(data, 'I1')).toMatchObject({
      name: 'علي',
      surname: 'السالم',
      // 7.0's calendar word in 5.5.1's escape, which the site reads alike and a 5.5.1 export keeps.
      birth: '@#DJULIAN@ 1750',
      bio: 'A shared note\non two lines\n\n@ is the at sign; mail ali@@x stays doubled',
    });
    expect(person(data, 'C')).toMatchObject({ fatherKey: 'I1', motherKey: null });
    expect(data.marriages).toEqual([]);
    expect(data.warnings).toEqual([]);
  });
});

describe('readGedcom: what it does not take', () => {
  it('counts each unknown tag once, with how often it came', () => {
    const data = read([
      '0 @I1@ INDI', '1 NAME A', '1 _UID 123', '1 _FSFTID X', '1 BIRT', '2 _GODP someone', '2 AGNC Kuwait',
      '0 @I2@ INDI', '1 NAME B', '1 _UID 456', '1 NICK Sheikh',
      '0 @S1@ SOUR', '1 TITL Register', '1 _XYZ 1',
    ]); // prettier-ignore
    const unknown = data.warnings.filter((warning) => warning.message.includes('غير معروف'));
    expect(unknown).toEqual([
      { message: m.unknownTag('_UID'), line: 8, count: 2 },
      { message: m.unknownTag('_FSFTID'), line: 9, count: 1 },
      { message: m.unknownTag('_GODP'), line: 11, count: 1 },
      { message: m.unknownTag('_XYZ'), line: 19, count: 1 },
    ]);
    // The source record is kept (decision 060); the nickname and the agency are not.
    expect(data.warnings).toContainEqual({ message: m.unusedData('AGNC (1)، NICK (1)'), count: 2 });
    expect(data.people).toHaveLength(2);
  });

  it('keeps lines that are not GEDCOM lines as text of the line before, with one warning', () => {
    const data = read([
      '0 @I1@ INDI',
      '1 NAME A',
      '1 NOTE first line',
      'second line written without CONT',
      '2 CONT third',
    ]);
    expect(person(data, 'I1').bio).toBe('first line\nsecond line written without CONT\nthird');
    expect(data.warnings).toContainEqual({ message: m.malformedLines, line: 9, count: 1 });
  });

  it('reads a truncated file as far as it goes, with a warning', () => {
    const full = gedcom([
      '0 @I1@ INDI', '1 NAME A', '1 SEX M', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME B', '1 SEX F', '1 FAMS @F1@',
      '0 @I3@ INDI', '1 NAME C', '1 FAMC @F1@',
      '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@',
    ]); // prettier-ignore
    const cut = full.slice(0, full.indexOf('0 @F1@ FAM') - 8);
    const data = readGedcom(utf8(cut));
    expect(data.people.map((p) => p.key)).toEqual(['I1', 'I2', 'I3']);
    expect(data.warnings).toContainEqual({ message: m.truncated });
    expect(data.warnings).toContainEqual(expect.objectContaining({ message: m.missingRecord('@F1@') }));
  });

  it.each([
    ['an empty file', new Uint8Array(), m.emptyFile],
    ['blank lines', utf8('\n\n  \n'), m.emptyFile],
    ['a spreadsheet', utf8('name,father,mother\nمحمد,,\n'), m.notGedcom],
    ['a text file', utf8('Dear family,\nhere is the tree.\n'), m.notGedcom],
    ['a level-1 line first', utf8('1 NAME Ali\n0 TRLR\n'), m.notGedcom],
    ['a record before the header', utf8('0 @I1@ INDI\n1 NAME Ali\n0 TRLR\n'), m.notGedcom],
    [
      'a PNG picture',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]),
      m.binaryFile,
    ],
    ['a ZIP or GEDZIP archive', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), m.zipFile],
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256), m.binaryFile],
  ])('refuses %s with an Arabic reason', (_, bytes, message) => {
    expect(() => readGedcom(bytes)).toThrow(UnreadableFileError);
    expect(() => readGedcom(bytes)).toThrow(message);
  });

  // Its speed is printed by scripts/bench-rules.ts: a test cannot hold a time on a shared machine.
  it('reads 3,000 people in 1,000 families', () => {
    const lines: string[] = [];
    for (let index = 1; index <= 3000; index += 1) {
      const family = Math.ceil(index / 3);
      lines.push(`0 @I${index}@ INDI`, `1 NAME محمد ${index} /السالم/`, `1 SEX ${index % 2 ? 'M' : 'F'}`);
      lines.push('1 BIRT', '2 DATE ABT 1850', '2 PLAC الكويت', '1 NOTE سطر', '2 CONT سطر آخر', '1 _UID X');
      if (index > 3) lines.push(`1 FAMC @F${Math.floor(family / 2)}@`);
      lines.push(`1 FAMS @F${family}@`);
    }
    for (let family = 1; family <= 1000; family += 1)
      lines.push(
        `0 @F${family}@ FAM`,
        `1 HUSB @I${family * 3 - 2}@`,
        `1 WIFE @I${family * 3 - 1}@`,
        '1 MARR',
        '2 DATE 1870',
      );
    const bytes = utf8(gedcom(lines));
    const data = readGedcom(bytes);
    expect(data.people).toHaveLength(3000);
    expect(data.marriages).toHaveLength(1000);
  });
});
