import { describe, expect, it } from 'vitest';
import { importCsvMessages as m } from '#shared/messages/import-csv.ts';
import { importedPerson } from '#server/test/imported-family.ts';
import { UnreadableFileError, type ImportWarning } from '../family-data';
import { COLUMNS, matchColumns, normaliseKey, readSpousesCell } from './family-csv-columns';

describe('matchColumns', () => {
  it('finds each column by its documented header or an alias, however it is spelled', () => {
    const warnings: ImportWarning[] = [];
    const columns = matchColumns(['ID', ' المعرف ', 'Full_Name', 'الأُمّ', 'Notes', 'colour'], warnings);
    expect(columns.index).toEqual({ id: 0, name: 2, mother: 3, bio: 4 });
    expect(columns.header).toMatchObject({
      id: 'ID',
      name: 'Full_Name',
      mother: 'الأُمّ',
      father: m.headers.father,
    });
    expect(warnings).toEqual([
      { message: m.repeatedColumn('المعرف'), column: 'المعرف' },
      { message: m.extraColumns(['colour']) },
    ]);
  });

  it('refuses a file without the required columns, naming them', () => {
    expect(() => matchColumns(['gender', 'father'], [])).toThrow(UnreadableFileError);
    expect(() => matchColumns(['gender'], [])).toThrow(m.missingColumns([m.headers.id, m.headers.name]));
  });
});

describe('COLUMNS details', () => {
  const at = { line: 4, header: 'الجنس' };

  it('copies text as written', () => {
    const person = importedPerson('1');
    expect(COLUMNS.birth.detail!(person, 'ABT 1850', at)).toBeNull();
    expect(person.birth).toBe('ABT 1850');
  });

  it('reads a gender word, leaves an empty cell unknown, and warns of a word it does not know', () => {
    const person = importedPerson('1', { gender: 'male' });
    expect(COLUMNS.gender.detail!(person, 'أنثى', at)).toBeNull();
    expect(person.gender).toBe('female');
    expect(COLUMNS.gender.detail!(person, '', at)).toBeNull();
    expect(person.gender).toBeNull();
    expect(COLUMNS.gender.detail!(person, 'غير ذلك', at)).toBe(m.unknownGender(4, 'الجنس', 'غير ذلك'));
    expect(person.gender).toBeNull();
  });

  it('reads the privacy words, the site’s rules when empty or unknown', () => {
    const person = importedPerson('1');
    expect(COLUMNS.visibility.detail!(person, m.visibility.hidden, at)).toBeNull();
    expect(person.visibility).toBe('hidden');
    expect(COLUMNS.visibility.detail!(person, 'سري', at)).toBe(m.unknownVisibility(4, 'الجنس', 'سري'));
    expect(person.visibility).toBe('auto');
  });

  it('leaves the links to the link reader', () => {
    for (const column of ['id', 'father', 'mother', 'spouses'] as const)
      expect(COLUMNS[column].detail).toBeUndefined();
  });
});

describe('readSpousesCell and normaliseKey', () => {
  it('splits ids on any separator, each with the end in brackets', () => {
    expect(readSpousesCell('12، 15 (مطلقة)؛ 17 (أرملة | )x(')).toEqual([
      { kind: 'spouse', id: '12', end: '' },
      { kind: 'spouse', id: '15', end: 'مطلقة' },
      { kind: 'spouse', id: '17', end: 'أرملة' },
      { kind: 'unreadable', text: ')x(' },
    ]);
  });

  it('reads Arabic-Indic digits and drops direction marks', () => {
    expect(normaliseKey('\u200f١٢۳ ')).toBe('123');
  });
});
