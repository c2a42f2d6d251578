import { describe, expect, it } from 'vitest';
import { searchChain } from './search-chain';

interface Person {
  id: number;
  name: string;
  father: number | null;
}

const chainOf = (people: Person[], id: number) => {
  const byId = new Map(people.map((person) => [person.id, person]));
  return searchChain(byId.get(id)!, (person) =>
    person.father === null ? null : (byId.get(person.father) ?? null),
  );
};

describe('searchChain', () => {
  it('reads the given names up the father line', () => {
    const people = [
      { id: 1, name: 'سالم', father: null },
      { id: 2, name: 'محمد بن سالم', father: 1 },
      { id: 3, name: 'فهد بن محمد المثال', father: 2 },
    ];
    expect(chainOf(people, 3)).toEqual(['فهد', 'محمد', 'سالم']);
  });

  it('goes on with the lineage written in the name of the first recorded ancestor', () => {
    // The founder's father is not a member, but his name says who he was: the nasab shows him, so
    // «محمد بن سالم بن عبدالله» must find محمد.
    const people = [
      { id: 1, name: 'سالم بن عبدالله بن حمد المثال', father: null },
      { id: 2, name: 'محمد بن سالم المثال', father: 1 },
    ];
    expect(chainOf(people, 2)).toEqual(['محمد', 'سالم', 'عبدالله', 'حمد المثال']);
    expect(chainOf(people, 1)).toEqual(['سالم', 'عبدالله', 'حمد المثال']);
    expect(chainOf([{ id: 5, name: 'نورة بنت محمد', father: null }], 5)).toEqual(['نورة', 'محمد']);
  });

  it('stops at eight names, and on a cycle without reading a name twice', () => {
    const line = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `اسم${index + 1}`,
      father: index === 9 ? null : index + 2,
    }));
    expect(chainOf(line, 1)).toHaveLength(8);
    const cycle = [
      { id: 1, name: 'أ بن ب', father: 2 },
      { id: 2, name: 'ب بن أ', father: 1 },
    ];
    expect(chainOf(cycle, 1)).toEqual(['أ', 'ب']);
  });
});
