import type { SpouseLink } from '../schemas/family-member';
import type { TreeMember } from './members';
import type { TreeUnit } from './build-tree';

/** A tree member for tests, with overrides. */
export function member(id: number, name: string, overrides: Partial<TreeMember> = {}): TreeMember {
  return { id, name, generation: 1, parent: null, spouse_id: null, gender: 'male', ...overrides };
}

const f = { gender: 'female' as const };

/** A small family linked by `spouse_id` only: two wives and a cousin marriage, like the demo seed. */
export const spouseLinkFamily: readonly TreeMember[] = [
  member(1, 'سالم بن عبدالله الفلاني', { spouse_id: 2 }),
  member(2, 'نورة بنت محمد', { ...f, spouse_id: 1 }),
  member(3, 'عبدالله بن سالم', { parent: 1, generation: 2, spouse_id: 4 }),
  member(4, 'منيرة بنت راشد', { ...f, generation: 2, spouse_id: 3 }),
  member(5, 'لطيفة بنت حمد', { ...f, generation: 2, spouse_id: 3 }),
  member(6, 'محمد بن سالم', { parent: 1, generation: 2 }),
  member(7, 'فاطمة بنت سالم', { ...f, parent: 1, generation: 2 }),
  // Children of Abdullah with their mother recorded, and one without.
  member(8, 'خالد بن عبدالله', { parent: 3, mother_id: 4, generation: 3 }),
  member(9, 'سارة بنت عبدالله', { ...f, parent: 3, mother_id: 4, generation: 3, spouse_id: 11 }),
  member(10, 'سعود بن عبدالله', { parent: 3, mother_id: 5, generation: 3 }),
  member(13, 'يوسف بن عبدالله', { parent: 3, generation: 3 }),
  // Cousin marriage: Sara marries Fahad son of Mohammad; their child is recorded under him.
  member(11, 'فهد بن محمد', { parent: 6, generation: 3 }),
  member(12, 'نورة بنت فهد', { ...f, parent: 11, generation: 4 }),
];

const wife = (id: number, order = 1, ended: SpouseLink['ended'] = null): SpouseLink => ({ id, order, ended });

/**
 * Marriages as records (decision 013). Hamad (line) marries Hessa, who was first married to
 * Nasser (an in-law from outside) and widowed. Maryam, daughter of the line, married Rashid from
 * outside, then her cousin Fahad.
 */
export const marriageRecordFamily: readonly TreeMember[] = [
  member(1, 'سالم بن عبدالله الفلاني', { spouses: [wife(2)] }),
  member(2, 'نورة بنت محمد', { ...f, spouses: [wife(1)] }),
  member(3, 'حمد بن سالم', { parent: 1, mother_id: 2, generation: 2, spouses: [wife(20, 1)] }),
  member(4, 'مريم بنت سالم', {
    ...f,
    parent: 1,
    mother_id: 2,
    generation: 2,
    spouses: [wife(30, 1, 'divorced'), wife(5, 1)],
  }),
  member(5, 'فهد بن سالم', { parent: 1, mother_id: 2, generation: 2, spouses: [wife(4, 1)] }),
  member(20, 'حصة بنت علي', { ...f, generation: 2, spouses: [wife(21, 1, 'widowed'), wife(3, 1)] }),
  member(21, 'ناصر بن سعد', { generation: 2, spouses: [wife(20, 1, 'widowed')] }),
  member(30, 'راشد بن جاسم', { generation: 2, spouses: [wife(4, 1, 'divorced')] }),
  // Hessa's children: one by Nasser, one by Hamad.
  member(22, 'علي بن ناصر', { parent: 21, mother_id: 20, generation: 3 }),
  member(23, 'سعد بن حمد', { parent: 3, mother_id: 20, generation: 3 }),
  // Maryam's children: one by Rashid (outside the line), one by Fahad (her cousin).
  member(31, 'جاسم بن راشد', { parent: 30, mother_id: 4, generation: 3 }),
  member(32, 'سالم بن فهد', { parent: 5, mother_id: 4, generation: 3 }),
];

/** A repeatable stream of numbers in [0, 1) (mulberry32), so a generated family is the same each run. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A family of about `size` members, generation by generation from one founder: men with up to
 * three wives, some children with no recorded mother, daughters married to cousins of another
 * branch (their children recorded under the husband) or to men from outside (their children under
 * her), and a stranger's branch the founder does not reach. Marriages are records (decision 013).
 */
export function generatedFamily(size: number, seed = 7): TreeMember[] {
  const random = randomFrom(seed);
  const rows: TreeMember[] = [];
  const add = (name: string, overrides: Partial<TreeMember>) => {
    const row = member(rows.length + 1, `${name} ${rows.length + 1}`, { spouses: [], ...overrides });
    rows.push(row);
    return row;
  };
  const marry = (husband: TreeMember, bride: TreeMember) => {
    (husband.spouses as SpouseLink[]).push(wife(bride.id, husband.spouses!.length + 1));
    (bride.spouses as SpouseLink[]).push(wife(husband.id, 1));
  };
  // A line man's child may lack a recorded mother; a child of a man from outside is known by hers.
  const childrenOf = (father: TreeMember, mother: TreeMember, next: TreeMember[], motherKnown = false) => {
    const count = 1 + Math.floor(random() * 4);
    for (let index = 0; index < count && rows.length < size; index++) {
      const daughter = random() < 0.5;
      next.push(
        add(daughter ? 'بنت' : 'ابن', {
          parent: father.id,
          mother_id: !motherKnown && random() < 0.1 ? null : mother.id,
          generation: father.generation + 1,
          gender: daughter ? 'female' : 'male',
        }),
      );
    }
  };

  let generation = [add('سالم المؤسس', {})];
  const unmarriedDaughters: TreeMember[] = [];
  while (rows.length < size && generation.length > 0) {
    const next: TreeMember[] = [];
    for (const person of generation) {
      if (rows.length >= size) break;
      if (person.gender === 'female') {
        if (random() < 0.3) {
          const husband = add('زوج من خارج العائلة', { generation: person.generation });
          marry(husband, person);
          const kids: TreeMember[] = [];
          childrenOf(husband, person, kids, true);
          next.push(...kids);
        } else {
          unmarriedDaughters.push(person);
        }
        continue;
      }
      const wives = 1 + (random() < 0.3 ? 1 : 0) + (random() < 0.1 ? 1 : 0);
      for (let index = 0; index < wives && rows.length < size; index++) {
        const cousin = unmarriedDaughters.findIndex(
          (d) => d.generation === person.generation && d.parent !== person.parent,
        );
        const bride =
          cousin >= 0 && random() < 0.3
            ? unmarriedDaughters.splice(cousin, 1)[0]!
            : add('زوجة', { ...f, generation: person.generation });
        marry(person, bride);
        childrenOf(person, bride, next);
      }
    }
    generation = next;
  }
  const stranger = add('غريب', {});
  add('ابن الغريب', { parent: stranger.id, generation: 2 });
  return rows;
}

/**
 * A founder with his wife and three sons, then `count` families no one links to him or to each
 * other, as a file of separate families or a spreadsheet of unlinked rows gives: every third a
 * man alone, the others a man, his wife and up to three children. Each family's man is a top card.
 */
export function separateFamilies(count: number): TreeMember[] {
  const rows: TreeMember[] = [];
  const add = (name: string, overrides: Partial<TreeMember>) => {
    const row = member(rows.length + 1, `${name} ${rows.length + 1}`, { spouses: [], ...overrides });
    rows.push(row);
    return row;
  };
  const marry = (husband: TreeMember, bride: TreeMember) => {
    (husband.spouses as SpouseLink[]).push(wife(bride.id));
    (bride.spouses as SpouseLink[]).push(wife(husband.id));
  };
  const founder = add('سالم المؤسس', {});
  const founderWife = add('زوجة المؤسس', f);
  marry(founder, founderWife);
  for (let index = 0; index < 3; index++) {
    add('ابن المؤسس', { parent: founder.id, mother_id: founderWife.id, generation: 2 });
  }
  for (let family = 0; family < count; family++) {
    const head = add('رب أسرة', {});
    if (family % 3 === 2) continue;
    const bride = add('زوجة', f);
    marry(head, bride);
    for (let child = 0; child < family % 4; child++) {
      add(child % 2 ? 'بنت' : 'ابن', {
        parent: head.id,
        mother_id: bride.id,
        generation: 2,
        gender: child % 2 ? 'female' : 'male',
      });
    }
  }
  return rows;
}

/** Everything a chart reads of a card, by ids, down the whole tree. */
export function treeShapeOf(tops: readonly TreeUnit[]): unknown[] {
  const shapes: unknown[] = [];
  const stack = [...tops].reverse();
  while (stack.length > 0) {
    const unit = stack.pop()!;
    shapes.push({
      id: unit.member.id,
      spouses: unit.spouses.map((spouse) => spouse.id),
      groups: unit.groups.map((group) => ({
        mother: group.mother?.id ?? null,
        sons: group.sons.map((son) => son.member.id),
        daughters: group.daughters.map((daughter) => daughter.member.id),
      })),
      groupedByMother: unit.groupedByMother,
      childrenWith: unit.childrenWith?.id ?? null,
      childCount: unit.childCount,
      depth: unit.depth,
      descendants: unit.descendants,
    });
    const children = unit.groups.flatMap((group) => [...group.sons, ...group.daughters]);
    stack.push(...children.reverse());
  }
  return shapes;
}
