import { describe, expect, it } from 'vitest';
import { importMessages } from '#shared/messages/import.ts';
import { UnreadableFileError, type FamilyData } from '../family-data';
import { inPieces } from '#server/test/file-pieces.ts';
import { FamilyCsvError, readFamilyCsv } from './read-family-csv';

const HEADER = 'المعرّف,الاسم,الجنس,الأب,الأم,الأزواج,الميلاد,الوفاة,الدور,النبذة';

/** A file as Excel's «CSV UTF-8» saves it: BOM, CRLF. */
const utf8 = (lines: string[], { bom = true, eol = '\r\n' } = {}) =>
  new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`);

const read = (lines: string[], options?: { bom?: boolean; eol?: string }) =>
  readFamilyCsv(utf8(lines, options));

/** The problems a refused file lists (fails the test when the file is not refused). */
async function problemsOf(lines: string[]) {
  try {
    await readFamilyCsv(utf8(lines));
  } catch (error) {
    if (error instanceof FamilyCsvError) return error.problems;
    throw error;
  }
  throw new Error('expected FamilyCsvError');
}

const person = (data: FamilyData, key: string) => {
  const found = data.people.find((p) => p.key === key);
  if (!found) throw new Error(`no person ${key}`);
  return found;
};

describe('readFamilyCsv: encodings and layout', () => {
  const family = [HEADER, '1,محمد,ذكر,,,,1900,1975,,', '2,عبدالله,ذكر,1,,,1930,,,'];

  it('reads UTF-8 with a BOM and without one alike', async () => {
    const withBom = await read(family);
    const withoutBom = await read(family, { bom: false });
    expect(withBom).toEqual(withoutBom);
    expect(withBom.people.map((p) => [p.key, p.name, p.fatherKey])).toEqual([
      ['1', 'محمد', null],
      ['2', 'عبدالله', '1'],
    ]);
    expect(withBom.warnings).toEqual([]);
  });

  it('takes LF line ends as well as CRLF', async () => {
    expect(await read(family, { eol: '\n' })).toEqual(await read(family));
  });

  it('detects a semicolon delimiter, as Arabic Excel saves, with commas inside cells', async () => {
    const data = await read([HEADER.replaceAll(',', ';'), '1;محمد، الكبير;ذكر;;;;;;تاجر, ومؤذن;']);
    expect(person(data, '1')).toMatchObject({ name: 'محمد، الكبير', gender: 'male', role: 'تاجر, ومؤذن' });
  });

  it("follows Excel's «sep=;» hint line, which Excel hides, so the header stays row 1", async () => {
    const data = await read(['sep=;', 'id;name;father', '1;محمد، الكبير;', '2;علي;1']);
    expect(data.people.map((p) => [p.name, p.source.line])).toEqual([
      ['محمد، الكبير', 2],
      ['علي', 3],
    ]);
  });

  it('detects a tab delimiter and reads UTF-16LE with a BOM (Excel «Unicode text»)', async () => {
    const text = `${HEADER.replaceAll(',', '\t')}\r\n1\tمحمد\tذكر\t\t\t\t\t\t\t\r\n2\tفاطمة\tأنثى\t\t\t1\t\t\t\t\r\n`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    const data = await readFamilyCsv(bytes);
    expect(data.people.map((p) => p.name)).toEqual(['محمد', 'فاطمة']);
    expect(data.marriages).toMatchObject([{ husbandKey: '1', wifeKey: '2', order: 1 }]);
  });

  it('keeps a quoted multi-line bio whole and numbers rows as Excel does', async () => {
    const data = await read([
      HEADER,
      '1,محمد,ذكر,,,,,,,"السطر الأول، وفيه فاصلة\nوالسطر الثاني ""بين علامتين"""',
      '',
      '2,عبدالله,ذكر,1,,,,,,',
    ]);
    expect(person(data, '1').bio).toBe('السطر الأول، وفيه فاصلة\nوالسطر الثاني "بين علامتين"');
    expect(person(data, '1').source.line).toBe(2);
    // The bio spans two lines of text but one row; the blank row still counts.
    expect(person(data, '2').source.line).toBe(4);
  });

  it('matches English headers, in any case and spacing, in any order', async () => {
    const data = await read([
      ' Name ,ID,FATHER,Mother,Gender,Spouses,Birth,Death,Role,Bio',
      'علي,1,,,M,,,,,',
      'سعاد,2,,,f,1,,,,',
    ]);
    expect(data.people.map((p) => [p.key, p.name, p.gender])).toEqual([
      ['1', 'علي', 'male'],
      ['2', 'سعاد', 'female'],
    ]);
    expect(data.marriages).toMatchObject([{ husbandKey: '1', wifeKey: '2' }]);
  });

  it('matches Arabic headers written without the shadda or with other alef forms', async () => {
    const data = await read(['المعرف,الاسم,الاب,الام', '1,محمد,,', '2,علي,1,']);
    expect(person(data, '2').fatherKey).toBe('1');
  });

  it('names the extra columns in one warning, and reads a family-name column', async () => {
    const data = await read(['المعرّف,الاسم,اسم العائلة,الهاتف,ملاحظة خاصة', '1,محمد,الصباح,5555,x']);
    expect(person(data, '1')).toMatchObject({ name: 'محمد', surname: 'الصباح', gender: null, bio: '' });
    expect(data.warnings).toHaveLength(1);
    expect(data.warnings[0]!.message).toContain('«الهاتف»، «ملاحظة خاصة»');
  });

  it('refuses a file without an id or a name column, naming it', async () => {
    await expect(read(['الاسم,الأب', 'محمد,'])).rejects.toThrow(/«المعرّف»/);
    await expect(read(['id,father', '1,'])).rejects.toThrow(/«الاسم»/);
    await expect(read(['1,محمد,ذكر', '2,علي,ذكر'])).rejects.toThrow(UnreadableFileError);
  });

  it('reads the gender words in Arabic and English, and warns about others', async () => {
    const data = await read([
      'المعرّف,الاسم,الجنس',
      '1,أ,ذكر',
      '2,ب,أنثى',
      '3,ج,ذ',
      '4,د,أ',
      '5,هـ,Female',
      '6,و,انثى',
      '7,ز,',
      '8,ح,ولد؟',
    ]);
    expect(data.people.map((p) => p.gender)).toEqual([
      'male',
      'female',
      'male',
      'female',
      'female',
      'female',
      null,
      null,
    ]);
    expect(data.warnings).toEqual([
      expect.objectContaining({
        line: 9,
        column: 'الجنس',
        message: expect.stringContaining('الصف 9، عمود «الجنس»'),
      }),
    ]);
  });

  it("reads what the public may see, in the export's words and others, and warns about the rest", async () => {
    const data = await read([
      'المعرّف,الاسم,ما يراه الزوار',
      '1,أ,',
      '2,ب,كل البيانات',
      '3,ج,الاسم والقرابة',
      '4,د,مخفي',
      '5,هـ,Limited',
      '6,و,عام',
      '7,ز,سري؟',
    ]);
    expect(data.people.map((p) => p.visibility)).toEqual([
      'auto',
      'public',
      'limited',
      'hidden',
      'limited',
      'public',
      'auto',
    ]);
    expect(data.warnings).toEqual([
      expect.objectContaining({
        line: 8,
        column: 'ما يراه الزوار',
        message: expect.stringContaining('سري؟'),
      }),
    ]);
  });

  it('reads Arabic-Indic digits in ids as the same ids', async () => {
    const data = await read(['المعرّف,الاسم,الأب', '١٢,محمد,', '13,علي,12']);
    expect(person(data, '13').fatherKey).toBe('12');
  });
});

describe('readFamilyCsv: files it cannot read', () => {
  it('refuses a binary file', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    await expect(readFamilyCsv(png)).rejects.toThrow(UnreadableFileError);
  });

  it('tells an Excel workbook from a CSV', async () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0]);
    await expect(readFamilyCsv(xlsx)).rejects.toThrow(/ملف Excel/);
  });

  it('refuses a legacy Windows-1256 save with the way to save it right', async () => {
    // «محمد» in Windows-1256: not valid UTF-8.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('id,name\r\n1,'),
      0xe3,
      0xcd,
      0xe3,
      0xcf,
      0x0d,
      0x0a,
    ]);
    await expect(readFamilyCsv(bytes)).rejects.toThrow(/CSV UTF-8/);
  });

  it('refuses an empty file and a file of blank lines', async () => {
    await expect(readFamilyCsv(new Uint8Array())).rejects.toThrow(UnreadableFileError);
    await expect(read(['', ''])).rejects.toThrow(UnreadableFileError);
  });

  it('refuses an unclosed quote, saying where', async () => {
    await expect(read([HEADER, '1,"محمد,ذكر,,,,,,,'])).rejects.toThrow(/علامة تنصيص/);
  });

  it('reads a file with only the header as no one', async () => {
    expect(await read([HEADER])).toEqual({ people: [], marriages: [], warnings: [], skipped: 0 });
  });
});

describe('readFamilyCsv: links between rows', () => {
  it('refuses an unknown father with the row and the column', async () => {
    const problems = await problemsOf([HEADER, '1,محمد,ذكر,,,,,,,', '2,علي,ذكر,40,,,,,,']);
    expect(problems).toEqual([
      { line: 3, column: 'الأب', message: 'الصف 3، عمود «الأب»: لا يوجد صف بالمعرّف 40' },
    ]);
  });

  it('names the column as the file wrote it', async () => {
    const problems = await problemsOf(['id,name,father,mother', '1,Ali,,7']);
    expect(problems).toEqual([expect.objectContaining({ line: 2, column: 'mother' })]);
    expect(problems[0]!.message).toContain('عمود «mother»');
  });

  it('says which id was meant when a name is written where an id belongs', async () => {
    const [problem] = await problemsOf([HEADER, '1,محمد,ذكر,,,,,,,', '2,علي,ذكر,محمد,,,,,,']);
    expect(problem!.message).toContain('اكتب معرّفه 1');
  });

  it('refuses a duplicate id, naming both rows', async () => {
    const problems = await problemsOf([HEADER, '1,محمد,ذكر,,,,,,,', '2,علي,ذكر,1,,,,,,', '1,حسن,ذكر,,,,,,,']);
    expect(problems).toEqual([
      { line: 4, column: 'المعرّف', message: 'الصف 4، عمود «المعرّف»: المعرّف 1 مكرر، فقد ورد في الصف 2' },
    ]);
  });

  it('refuses a row without an id or without a name', async () => {
    const problems = await problemsOf([HEADER, ',محمد,ذكر,,,,,,,', '2,,ذكر,,,,,,,']);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'المعرّف'],
      [3, 'الاسم'],
    ]);
  });

  it('refuses a loop of fathers (A the father of B, B the father of A), listing its rows', async () => {
    const error = await read([HEADER, '1,أ,ذكر,2,,,,,,', '2,ب,ذكر,1,,,,,,', '3,ج,ذكر,1,,,,,,']).then(
      () => {
        throw new Error('expected a refusal');
      },
      (caught: unknown) => caught as FamilyCsvError,
    );
    expect(error).toBeInstanceOf(FamilyCsvError);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatchObject({ line: 3, column: 'الأب' });
    expect(error.problems[0]!.message).toContain('الصف 2 ← الصف 3 ← الصف 2');
    // A screen that shows only the message still shows the row.
    expect(error.message).toContain('الصف 3، عمود «الأب»');
  });

  it('refuses a loop through a mother, and a person who is their own father', async () => {
    const problems = await problemsOf([
      HEADER,
      '1,أ,أنثى,,3,,,,,',
      '2,ب,ذكر,,1,,,,,',
      '3,ج,أنثى,,1,,,,,',
      '4,د,ذكر,4,,,,,,',
    ]);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [4, 'الأم'],
      [5, 'الأب'],
    ]);
  });

  it('reports every problem at once, and imports nothing', async () => {
    const problems = await problemsOf([HEADER, '1,أ,ذكر,9,,,,,,', '2,ب,ذكر,,8,,,,,', '3,ج,ذكر,,,7,,,,']);
    expect(problems.map((p) => p.column)).toEqual(['الأب', 'الأم', 'الأزواج']);
  });

  it('takes the row without a mother listed as a man (and a father listed as a woman), with a warning', async () => {
    const data = await read([HEADER, '1,محمد,ذكر,,,,,,,', '2,فاطمة,أنثى,,,,,,,', '3,علي,ذكر,2,1,,,,,']);
    expect(person(data, '3')).toMatchObject({ fatherKey: null, motherKey: null });
    expect(data.warnings.map((w) => [w.line, w.column])).toEqual([
      [4, 'الأب'],
      [4, 'الأم'],
    ]);
    expect(data.warnings[1]!.message).toBe(
      'الصف 4، عمود «الأم»: صاحب المعرّف 1 (الصف 2) مسجل ذكراً، فلم يُربط أماً',
    );
  });
});

describe('readFamilyCsv: marriages', () => {
  it('makes one marriage of a marriage listed on both rows, the man as husband', async () => {
    const data = await read([HEADER, '1,فاطمة,أنثى,,,2,,,,', '2,محمد,ذكر,,,1,,,,']);
    expect(data.marriages).toEqual([
      {
        husbandKey: '2',
        wifeKey: '1',
        order: 1,
        ended: null,
        married: '',
        endedOn: '',
        place: '',
        source: { line: 2 },
      },
    ]);
  });

  it('orders a man’s wives as his row lists them, with the children under each mother', async () => {
    const data = await read([
      HEADER,
      '1,محمد,ذكر,,,"3، 2 (مطلقة)",,,,',
      '2,نورة,أنثى,,,1 (مطلق),,,,',
      '3,سارة,أنثى,,,1,,,,',
      '4,علي,ذكر,1,2,,,,,',
      '5,حصة,أنثى,1,3,,,,,',
      '6,خالد,ذكر,1,3,,,,,',
    ]);
    expect(data.marriages.map((x) => [x.husbandKey, x.wifeKey, x.order, x.ended])).toEqual([
      ['1', '3', 1, null],
      ['1', '2', 2, 'divorced'],
    ]);
    const childrenOf = (mother: string) =>
      data.people.filter((p) => p.motherKey === mother).map((p) => p.key);
    expect(childrenOf('2')).toEqual(['4']);
    expect(childrenOf('3')).toEqual(['5', '6']);
    expect(data.people.filter((p) => p.fatherKey === '1')).toHaveLength(3);
    expect(data.warnings).toEqual([]);
  });

  it('reads a woman who married again after being widowed', async () => {
    const data = await read([
      HEADER,
      '1,حمد,ذكر,,,3 (أرملة),1900,1940,,',
      '2,سالم,ذكر,,,3,1905,,,',
      '3,مريم,أنثى,,,"1 (متوفى)، 2",1910,,,',
      '4,ناصر,ذكر,1,3,,,,,',
      '5,لطيفة,أنثى,2,3,,,,,',
    ]);
    expect(data.marriages.map((x) => [x.husbandKey, x.wifeKey, x.order, x.ended])).toEqual([
      ['1', '3', 1, 'widowed'],
      ['2', '3', 1, null],
    ]);
    expect([person(data, '4').fatherKey, person(data, '5').fatherKey]).toEqual(['1', '2']);
  });

  it('reads the example of docs/import-formats.md as it says', async () => {
    const data = await read([
      'المعرّف,الاسم,الجنس,الأب,الأم,الأزواج,الوفاة',
      '1,حمد,ذكر,,,3 (أرملة),1940',
      '2,سالم,ذكر,,,"4، 3",',
      '3,مريم,أنثى,,,"1 (متوفى)، 2",',
      '4,نورة,أنثى,,,2,',
      '5,ناصر,ذكر,1,3,,',
      '6,لطيفة,أنثى,2,3,,',
      '7,علي,ذكر,2,4,,',
    ]);
    expect(data.warnings).toEqual([]);
    expect(data.marriages.map((x) => [x.husbandKey, x.wifeKey, x.order, x.ended])).toEqual([
      ['1', '3', 1, 'widowed'],
      ['2', '4', 1, null],
      ['2', '3', 2, null],
    ]);
  });

  it('accepts every separator and status word the docs list', async () => {
    const data = await read([
      'id,name,gender,spouses',
      '1,أ,ذكر,"2 (أرملة); 3 (متوفاة) | 4 (طلاق), 5 (مطلقه)،6(انتهى بالوفاة"',
      ...['2', '3', '4', '5', '6'].map((key) => `${key},زوجة ${key},أنثى,`),
    ]);
    expect(data.marriages.map((x) => [x.wifeKey, x.order, x.ended])).toEqual([
      ['2', 1, 'widowed'],
      ['3', 2, 'widowed'],
      ['4', 3, 'divorced'],
      ['5', 4, 'divorced'],
      ['6', 5, 'widowed'],
    ]);
    expect(data.warnings).toEqual([]);
  });

  it('places a wife listed only on her own row after those his row lists', async () => {
    const data = await read([HEADER, '1,محمد,ذكر,,,2,,,,', '2,نورة,أنثى,,,,,,,', '3,سارة,أنثى,,,1,,,,']);
    expect(data.marriages.map((x) => [x.wifeKey, x.order])).toEqual([
      ['2', 1],
      ['3', 2],
    ]);
  });

  it('takes the husband from a parent link, else from the row that lists the marriage first', async () => {
    const inferred = await read(['id,name,father,mother,spouses', '1,أ,,,2', '2,ب,,,', '3,ج,2,1,']);
    expect(inferred.marriages).toMatchObject([{ husbandKey: '2', wifeKey: '1' }]);
    const unknown = await read(['id,name,spouses', '1,أ,', '2,ب,1', '3,ج,']);
    expect(unknown.marriages).toMatchObject([{ husbandKey: '2', wifeKey: '1' }]);
  });

  it('warns and skips a marriage between two men, keeps one of a spouse listed twice', async () => {
    const data = await read([HEADER, '1,محمد,ذكر,,,"2, 3, 3",,,,', '2,علي,ذكر,,,,,,,', '3,نورة,أنثى,,,,,,,']);
    expect(data.marriages).toMatchObject([{ husbandKey: '1', wifeKey: '3', order: 1 }]);
    expect(data.warnings.map((w) => [w.line, w.column])).toEqual([
      [2, 'الأزواج'],
      [2, 'الأزواج'],
    ]);
  });

  it('warns about an unknown status word and a status the two rows disagree on', async () => {
    const data = await read([
      HEADER,
      '1,محمد,ذكر,,,2 (مطلقة),,,,',
      '2,نورة,أنثى,,,1 (متوفى),,,,',
      '3,علي,ذكر,,,4 (خطيبة),,,,',
      '4,سارة,أنثى,,,,,,,',
    ]);
    expect(data.marriages.map((x) => x.ended)).toEqual(['divorced', null]);
    expect(data.warnings.map((w) => w.line)).toEqual([3, 4]);
  });

  it('refuses a spouse that is not in the file or is the person', async () => {
    const problems = await problemsOf([HEADER, '1,محمد,ذكر,,,"2، 9 (مطلقة)، 1",,,,', '2,نورة,أنثى,,,,,,,']);
    expect(problems.map((p) => p.message)).toEqual([
      'الصف 2، عمود «الأزواج»: لا يوجد صف بالمعرّف 9',
      'الصف 2، عمود «الأزواج»: المعرّف 1 هو معرّف الصف نفسه، والشخص لا يُربط بنفسه',
    ]);
  });

  it('refuses a spouses item it cannot read', async () => {
    const problems = await problemsOf([HEADER, '1,محمد,ذكر,,,(مطلقة) 2,,,,', '2,نورة,أنثى,,,,,,,']);
    expect(problems).toMatchObject([{ line: 2, column: 'الأزواج' }]);
  });
});

describe('readFamilyCsv: formula guard', () => {
  it('strips exactly one leading apostrophe before a formula character, and no other', async () => {
    const data = await read([
      'id,name,birth,death,role,bio',
      "1,'=HYPERLINK(\"x\"),'-1850,''+x,'plain,'@home",
      "2,'\tname,-,it's,=raw,",
    ]);
    expect(person(data, '1')).toMatchObject({
      name: '=HYPERLINK("x")',
      birth: '-1850',
      death: "'+x",
      role: "'plain",
      bio: '@home',
    });
    expect(person(data, '2')).toMatchObject({ name: '\tname', birth: '-', death: "it's", role: '=raw' });
  });
});

describe('readFamilyCsv: a file read as it arrives', () => {
  const sheet = [
    'sep=;',
    'المعرّف;الاسم;الجنس;الأب;الأم;الأزواج;النبذة',
    '1;محمد;ذكر;;;2;"سطر أول؛ وفيه فاصلة\nوسطر ثانٍ ""بين علامتين"""',
    '',
    '2;فاطمة;أنثى;;;1;',
    '3;عبدالله;ذكر;1;2;;',
  ];

  it('reads a file cut anywhere, inside a letter, a quoted cell or the hint line, as it reads it whole', async () => {
    const bytes = utf8(sheet);
    const whole = await readFamilyCsv(bytes);
    expect(whole.people.map((p) => [p.key, p.source.line])).toEqual([
      ['1', 2],
      ['2', 4],
      ['3', 5],
    ]);
    for (const size of [1, 2, 3, 5, 64]) expect(await readFamilyCsv(inPieces(bytes, size))).toEqual(whole);
  });

  it('reads UTF-16 cut inside a letter as it reads it whole', async () => {
    const text = `${sheet.join('\r\n')}\r\n`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    expect(await readFamilyCsv(inPieces(bytes, 3))).toEqual(await readFamilyCsv(utf8(sheet)));
  });

  it('says where a quote is left open, and what is wrong with a file, however it arrives', async () => {
    await expect(readFamilyCsv(inPieces(utf8([HEADER, '1,"محمد,ذكر']), 4))).rejects.toThrow(/علامة تنصيص/);
    await expect(readFamilyCsv(inPieces(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]), 1))).rejects.toThrow(
      /ملف Excel/,
    );
    await expect(readFamilyCsv(inPieces(utf8(['', ' ']), 1))).rejects.toThrow(UnreadableFileError);
  });

  it('takes as many people as the limit, blank rows aside', async () => {
    const data = await readFamilyCsv(utf8(['id,name', '1,أ', '', '2,ب', '3,ج', '']), { maxPeople: 3 });
    expect(data.people).toHaveLength(3);
  });

  it('refuses a sheet at the row past the limit, without reading the rest of the file', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `${i + 1},فرد ${i + 1}`);
    const bytes = utf8(['id,name', ...rows]);
    const source = inPieces(bytes, 4096);
    await expect(readFamilyCsv(source, { maxPeople: 3 })).rejects.toThrow(
      new UnreadableFileError(importMessages.tooManyMembers(3)),
    );
    // What the streams hold ahead of the parser (tens of kilobytes), not the 2 MB file.
    expect(source.asked * 4096).toBeLessThan(bytes.length / 10);
  });
});

describe('readFamilyCsv: size', () => {
  it('reads 5,000 people with parents and marriages', async () => {
    const lines = [HEADER];
    for (let i = 1; i <= 5000; i++) {
      // Couples (odd husband, even wife); each couple's children are the next couple.
      const husband = i % 2 === 1;
      const parentsOf = i > 2 ? Math.floor((i - 1) / 2) - (Math.floor((i - 1) / 2) % 2 === 0 ? 1 : 0) : 0;
      const father = parentsOf > 0 ? String(parentsOf) : '';
      const mother = parentsOf > 0 ? String(parentsOf + 1) : '';
      const spouse = husband ? String(i + 1) : String(i - 1);
      lines.push(
        `${i},فلان بن فلان ${i},${husband ? 'ذكر' : 'أنثى'},${father},${mother},${spouse},1900,,,"نبذة\nقصيرة"`,
      );
    }
    // Its speed is printed by scripts/bench-rules.ts.
    const data = await read(lines);
    expect(data.people).toHaveLength(5000);
    expect(data.marriages).toHaveLength(2500);
    expect(data.warnings).toEqual([]);
  });
});
