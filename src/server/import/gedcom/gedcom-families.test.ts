import { describe, expect, it } from 'vitest';
import { importedMarriage, importedPerson } from '#server/test/imported-family.ts';
import type { ImportedPerson } from '../family-data';
import { gedcomFamilies } from './gedcom-families';

function plan(people: ImportedPerson[], marriages: Parameters<typeof gedcomFamilies>[1]) {
  let next = 0;
  const result = gedcomFamilies(
    new Map(people.map((person) => [person.key, person])),
    marriages,
    () => `F${++next}`,
  );
  const shape = result.families.map(({ id, husband, wife, marriage, children }) => ({
    id,
    husband,
    wife,
    married: marriage !== null,
    children,
  }));
  return { ...result, shape };
}

describe('gedcomFamilies', () => {
  it('gives each husband’s marriages in his order, even with another man’s between them', () => {
    const people = ['1', '2', '3', '4', '5'].map((key) => importedPerson(key));
    const { shape, spouseIn } = plan(people, [
      importedMarriage('1', '3', { order: 2 }),
      importedMarriage('4', '5'),
      importedMarriage('1', '2', { order: 1 }),
    ]);
    expect(shape.map(({ id, husband, wife }) => [id, husband, wife])).toEqual([
      ['F1', '1', '2'],
      ['F2', '1', '3'],
      ['F3', '4', '5'],
    ]);
    expect(spouseIn.get('1')?.map((family) => family.id)).toEqual(['F1', 'F2']);
  });

  it('puts children under their parents’ marriage, or a family of their own for parents with none', () => {
    const { shape, parentsOf } = plan(
      [
        importedPerson('1'),
        importedPerson('2'),
        importedPerson('3', { fatherKey: '1', motherKey: '2' }),
        importedPerson('4', { fatherKey: '1' }),
        importedPerson('5', { fatherKey: '1', motherKey: 'gone' }),
        importedPerson('6', { fatherKey: 'gone', motherKey: '2' }),
      ],
      [importedMarriage('1', '2'), importedMarriage('1', 'gone')],
    );
    expect(shape).toEqual([
      { id: 'F1', husband: '1', wife: '2', married: true, children: ['3'] },
      { id: 'F2', husband: '1', wife: null, married: false, children: ['4', '5'] },
      { id: 'F3', husband: null, wife: '2', married: false, children: ['6'] },
    ]);
    expect(parentsOf.get('5')?.id).toBe('F2');
  });
});
