import { describe, expect, it } from 'vitest';
import { buildFamilyTree, type TreeUnit } from './build-tree';
import type { TreeMember } from './members';
import { marriageRecordFamily, member, spouseLinkFamily as family } from './test-members';

const ids = (units: TreeUnit[]) => units.map((u) => u.member.id);

describe('buildFamilyTree', () => {
  const tree = buildFamilyTree(family, { founderName: 'سالم' });
  const root = tree.tops[0]!;
  const abdullah = root.groups[0]!.sons[0]!;

  it('starts at the founder and splits his children into sons and daughters', () => {
    expect(tree.root?.id).toBe(1);
    expect(tree.tops).toHaveLength(1);
    expect(root.spouses.map((s) => s.id)).toEqual([2]);
    expect(root.groups).toHaveLength(1);
    expect(root.groups[0]!.mother?.id).toBe(2);
    expect(ids(root.groups[0]!.sons)).toEqual([3, 6]);
    expect(ids(root.groups[0]!.daughters)).toEqual([7]);
    expect(root.childCount).toBe(3);
  });

  it('puts children under their mother when the father has several wives', () => {
    expect(abdullah.spouses.map((s) => s.id)).toEqual([4, 5]);
    expect(abdullah.groups.map((g) => g.mother?.id ?? null)).toEqual([4, 5, null]);
    expect(ids(abdullah.groups[0]!.sons)).toEqual([8]);
    expect(ids(abdullah.groups[0]!.daughters)).toEqual([9]);
    expect(ids(abdullah.groups[1]!.sons)).toEqual([10]);
    expect(ids(abdullah.groups[2]!.sons)).toEqual([13]);
  });

  it('says on the unit whether its children are grouped by mother, for both renderers', () => {
    expect(abdullah.groupedByMother).toBe(true);
    // One wife: one unheaded group, whatever is recorded.
    expect(root.groupedByMother).toBe(false);
    // Several wives but no child's mother known: nothing to group by.
    const unknownMothers = family.map((m) => (m.parent === 3 ? { ...m, mother_id: null } : m));
    const unit = buildFamilyTree(unknownMothers, { founderName: 'سالم' }).tops[0]!.groups[0]!.sons[0]!;
    expect(unit.groups.map((g) => g.mother)).toEqual([null]);
    expect(unit.groupedByMother).toBe(false);
  });

  it('also accepts older data that records the mother as the parent', () => {
    const legacy = family.map((m) => (m.mother_id ? { ...m, parent: m.mother_id, mother_id: null } : m));
    const unit = buildFamilyTree(legacy, { founderName: 'سالم' }).tops[0]!.groups[0]!.sons[0]!;
    expect(unit.groups.map((g) => [g.mother?.id ?? null, ...ids(g.sons), ...ids(g.daughters)])).toEqual([
      [4, 8, 9],
      [5, 10],
      [null, 13],
    ]);
  });

  it('places the children of a daughter who married outside the line under her', () => {
    const rows = [
      ...family,
      member(30, 'زوج من خارج العائلة', { generation: 2, spouse_id: 7 }),
      member(31, 'حفيد', { mother_id: 7, generation: 3 }),
    ];
    const tree2 = buildFamilyTree(rows, { founderName: 'سالم' });
    const fatma = tree2.tops[0]!.groups[0]!.daughters[0]!;
    expect(fatma.spouses.map((s) => s.id)).toEqual([30]);
    expect(ids(fatma.groups[0]!.sons)).toEqual([31]);
    expect(tree2.tops).toHaveLength(1);
    expect(tree2.nasabOf(tree2.byId.get(31)!)).toBe('حفيد بن زوج من خارج العائلة');
  });

  it('draws a cousin-married daughter once under her father and her children under her husband', () => {
    const sara = abdullah.groups[0]!.daughters[0]!;
    expect(sara.childrenWith?.id).toBe(11);
    expect(sara.groups).toEqual([]);
    const fahad = root.groups[0]!.sons[1]!.groups[0]!.sons[0]!;
    expect(fahad.member.id).toBe(11);
    expect(fahad.spouses.map((s) => s.id)).toEqual([9]);
    expect(ids(fahad.groups[0]!.daughters)).toEqual([12]);
  });

  it('draws every member once as a card', () => {
    const seen: number[] = [];
    const walk = (unit: TreeUnit) => {
      seen.push(unit.member.id);
      for (const g of unit.groups) [...g.sons, ...g.daughters].forEach(walk);
    };
    tree.tops.forEach(walk);
    const wivesOnly = [2, 4, 5];
    expect(seen.sort((a, b) => a - b)).toEqual(
      family
        .map((m) => m.id)
        .filter((id) => !wivesOnly.includes(id))
        .sort((a, b) => a - b),
    );
  });

  it('highlights the founder and his first two children', () => {
    expect([...tree.earlyIds]).toEqual([1, 3, 6]);
  });

  it('builds the nasab through the father, even when a child is recorded under the mother', () => {
    const khalid = tree.byId.get(8)!;
    expect(tree.fatherOf(khalid)?.id).toBe(3);
    expect(tree.nasabOf(khalid)).toBe('خالد بن عبدالله بن سالم بن عبدالله الفلاني');
    expect(tree.nasabOf(tree.byId.get(12)!)).toBe('نورة بنت فهد بن محمد بن سالم بن عبدالله الفلاني');
  });

  it('drops duplicate ids, keeping the first', () => {
    const withCopy = buildFamilyTree([...family, member(3, 'نسخة مكررة')], { founderName: 'سالم' });
    expect(withCopy.dropped.map((m) => m.name)).toEqual(['نسخة مكررة']);
    expect(withCopy.byId.get(3)?.name).toBe('عبدالله بن سالم');
  });

  it('keeps branches the founder does not reach, and everyone when no founder matches', () => {
    const rows = [...family, member(20, 'غريب'), member(21, 'ابن الغريب', { parent: 20, generation: 2 })];
    const withStranger = buildFamilyTree(rows, { founderName: 'سالم' });
    expect(ids(withStranger.tops)).toEqual([1, 20]);
    const noFounder = buildFamilyTree(rows, { founderName: 'مبارك' });
    expect(noFounder.root).toBeNull();
    expect(noFounder.earlyIds.size).toBe(0);
    expect(ids(noFounder.tops)).toEqual([1, 20]);
  });

  it('terminates on cyclic parent links and still shows those members', () => {
    const cyclic = [member(1, 'سالم'), member(2, 'أ', { parent: 3 }), member(3, 'ب', { parent: 2 })];
    const tree2 = buildFamilyTree(cyclic, { founderName: 'سالم' });
    expect(ids(tree2.tops)).toEqual([1, 2]);
    expect(ids(tree2.tops[1]!.groups[0]!.sons)).toEqual([3]);
    expect(tree2.nasabOf(tree2.byId.get(2)!)).toBe('أ بن ب');
  });

  it('builds 5,000 members with repeated ancestors and a 5,000-deep chain without recursion limits', () => {
    const rows: TreeMember[] = [member(1, 'سالم')];
    for (let id = 2; id <= 5000; id++) {
      const parent = Math.max(1, Math.floor(id / 4));
      rows.push(member(id, `فرد ${id}`, { parent, generation: 2, gender: id % 3 === 0 ? 'female' : 'male' }));
      // Cousin marriages: every tenth woman marries a man from another branch.
      if (id % 30 === 0) rows[rows.length - 1]!.spouse_id = id - 7;
    }
    // A 5,000-long chain of bad data.
    const chain: TreeMember[] = Array.from({ length: 5000 }, (_, i) =>
      member(10_000 + i, `س${i}`, { parent: i === 0 ? null : 10_000 + i - 1 }),
    );
    // Speed is measured by `npm run bench:web`, not asserted here: a loaded CI machine is no stopwatch.
    const big = buildFamilyTree([...rows, ...chain], { founderName: 'سالم' });
    for (const m of big.members) expect(big.nasabOf(m).length).toBeGreaterThan(0);
    expect(big.tops).toHaveLength(2);
  });
});

describe('buildFamilyTree with marriages as records (decision 013)', () => {
  const rows = marriageRecordFamily;
  const tree = buildFamilyTree(rows, { founderName: 'سالم بن عبدالله' });
  const root = tree.tops[0]!;
  const unitOf = (id: number): TreeUnit | undefined => {
    const stack = [...tree.tops];
    while (stack.length > 0) {
      const unit = stack.pop()!;
      if (unit.member.id === id) return unit;
      for (const group of unit.groups) stack.push(...group.sons, ...group.daughters);
    }
    return undefined;
  };
  const childIds = (unit: TreeUnit | undefined) =>
    (unit?.groups ?? []).flatMap((g) => [...g.sons, ...g.daughters]).map((u) => u.member.id);

  it("takes each member's spouses from the marriages, in their order", () => {
    expect(root.spouses.map((s) => s.id)).toEqual([2]);
    expect(tree.spousesOf.get(4)?.map((s) => s.id)).toEqual([30, 5]);
    expect(tree.spousesOf.get(20)?.map((s) => s.id)).toEqual([21, 3]);
  });

  it("draws a remarried widow's children under each husband: only Hamad's son under Hamad", () => {
    expect(childIds(unitOf(3))).toEqual([23]);
    // Nasser, from outside the line, has no card: his son is not lost either.
    expect(tree.tops.some((top) => top.member.id === 21 || childIds(top).includes(22))).toBe(true);
  });

  it("keeps a daughter's children by an outside husband under her, and those by her cousin under him", () => {
    const maryam = unitOf(4)!;
    expect(maryam.childrenWith?.id).toBe(5);
    expect(childIds(maryam)).toEqual([31]);
    expect(childIds(unitOf(5))).toEqual([32]);
  });

  it('follows each child to its own father in the nasab', () => {
    expect(tree.fatherOf(tree.byId.get(22)!)?.id).toBe(21);
    expect(tree.fatherOf(tree.byId.get(31)!)?.id).toBe(30);
  });
});
