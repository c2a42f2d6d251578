import { describe, expect, it } from 'vitest';
import { duplicateReasons, likelyDuplicates, type DuplicateMember } from '#shared/family-tree/duplicates.ts';
import { likelyDuplicatesInWorker } from './likely-duplicates-in-worker';

/** Draws from a fixed sequence: a whole number below `below`. */
function drawer(seed: number) {
  return (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * below);
  };
}

type Member = DuplicateMember & { spouses: { id: number }[] };

/**
 * A family of `size` people, then a second record of a third of them, as a second file brings:
 * another spelling, a date written otherwise, under the first record's father or the second's,
 * with the wife of one or of the other. Everything the search reads is there: fathers, mothers,
 * spouses, members of no known gender, approximate and Hijri dates, deaths.
 */
function familyTwiceOver(size: number): DuplicateMember[] {
  const draw = drawer(11);
  const men = ['محمد', 'عبدالله', 'سالم', 'أحمد', 'خالد', 'ناصر', 'يوسف', 'فهد'];
  const women = ['فاطمة', 'مريم', 'نورة', 'حصة', 'لطيفة'];
  const spelled: Record<string, string> = { عبدالله: 'عبد الله', أحمد: 'احمد', فاطمة: 'فاطمه' };
  const members: Member[] = [];
  const born = new Map<number, number>();
  const add = (member: Omit<Member, 'id'>, year: number) => {
    const added = { ...member, id: members.length + 1 };
    members.push(added);
    born.set(added.id, year);
    return added;
  };
  for (const name of men.slice(0, 3))
    add({ name, parent: null, mother_id: null, gender: 'male', birth: '1800', death: '', spouses: [] }, 1800);
  while (members.length < size) {
    const father = members[draw(members.length)]!;
    if (father.gender !== 'male') continue;
    const year = born.get(father.id)! + 20 + draw(5);
    const wife = add(
      {
        name: women[draw(women.length)]!,
        parent: null,
        mother_id: null,
        gender: 'female',
        birth: String(year - 5),
        death: '',
        spouses: [{ id: father.id }],
      },
      year - 5,
    );
    father.spouses.push({ id: wife.id });
    for (let child = draw(4); child > 0; child--) {
      const gender = (['male', 'female', null] as const)[draw(3)]!;
      const at = year + 20 + draw(10);
      add(
        {
          name: (gender === 'female' ? women : men)[draw(gender === 'female' ? women.length : men.length)]!,
          parent: father.id,
          mother_id: wife.id,
          gender,
          birth: [String(at), `ABT ${at}`, '', `${Math.round((at - 622) * 1.03)} هـ`][draw(4)]!,
          death: draw(3) === 0 ? String(at + 60) : '',
          spouses: [],
        },
        at,
      );
    }
  }
  const again = new Map<number, number>();
  for (const first of [...members]) {
    if (draw(3) !== 0) continue;
    const parent = first.parent === null ? null : (again.get(first.parent) ?? first.parent);
    const second = add(
      { ...first, name: spelled[first.name] ?? first.name, parent, spouses: [] },
      born.get(first.id)!,
    );
    again.set(first.id, second.id);
    for (const { id } of first.spouses) {
      const spouse = members[(again.get(id) ?? id) - 1]!;
      second.spouses.push({ id: spouse.id });
      spouse.spouses.push({ id: second.id });
    }
  }
  return members;
}

describe('likelyDuplicatesInWorker', () => {
  it('answers the candidates the search finds on the calling thread, with every reason', async () => {
    const members = familyTwiceOver(400);
    const expected = likelyDuplicates(members).candidates;
    expect(new Set(expected.flatMap((candidate) => candidate.reasons))).toEqual(new Set(duplicateReasons));

    expect(await likelyDuplicatesInWorker(members)).toEqual(expected);
  });

  it('answers an empty family with no candidates', async () => {
    expect(await likelyDuplicatesInWorker([])).toEqual([]);
  });

  it("rejects with the worker's error when its search throws", async () => {
    const unnamed = { ...familyTwiceOver(10)[0]!, name: undefined as unknown as string };
    await expect(likelyDuplicatesInWorker([unnamed])).rejects.toThrow(TypeError);
  });

  it('rejects, rather than waiting for ever, when the worker reaches its memory ceiling', async () => {
    await expect(likelyDuplicatesInWorker(familyTwiceOver(20_000), { heapMb: 16 })).rejects.toMatchObject({
      code: 'ERR_WORKER_OUT_OF_MEMORY',
    });
  });
});
