import { describe, expect, it } from 'vitest';
import { inFamilyOrder } from './family-order';

const arabicOrder = new Intl.Collator('ar');

describe('inFamilyOrder', () => {
  it('orders as comparing every pair with the collator would: generation, name, id', () => {
    // Tatweel and a zero-width joiner are ignored by the collator: those names tie, and ids decide.
    const names = ['محمد', 'محـمد', 'مح\u200dمد', 'أحمد', 'احمد', 'عبدالله', 'عبد الله', 'Zaid', 'زيد'];
    const members = Array.from({ length: 200 }, (_, index) => ({
      id: 1000 - index * 7,
      generation: (index * 5) % 4,
      name: names[(index * 11) % names.length]!,
    }));
    const expected = [...members].sort(
      (a, b) => a.generation - b.generation || arabicOrder.compare(a.name, b.name) || a.id - b.id,
    );
    expect(inFamilyOrder(members)).toEqual(expected);
  });
});

describe('inFamilyOrder given its previous answer', () => {
  const names = ['محمد', 'محـمد', 'أحمد', 'احمد', 'عبدالله', 'عبد الله', 'زيد', 'سالم'];
  const member = (id: number) => ({ id, generation: id % 5, name: names[(id * 7) % names.length]! });
  const byCollator = <T extends { id: number; generation: number; name: string }>(items: T[]) =>
    [...items].sort(
      (a, b) => a.generation - b.generation || arabicOrder.compare(a.name, b.name) || a.id - b.id,
    );

  it('places the new and changed members among the kept ones as a full sort would', () => {
    const members = Array.from({ length: 400 }, (_, index) => member(index + 1));
    const previous = inFamilyOrder(members);
    // Three renamed (new objects), two removed, four added.
    const renamed = new Map([10, 200, 399].map((id) => [id, { ...member(id), name: 'بدر', generation: 2 }]));
    const after = [
      ...members.filter((m) => m.id !== 50 && m.id !== 51).map((m) => renamed.get(m.id) ?? m),
      ...[401, 402, 403, 404].map(member),
    ];
    const ordered = inFamilyOrder(after, previous);
    expect(ordered).toEqual(byCollator(after));
    expect(ordered.filter((item) => !after.includes(item))).toEqual([]);
  });

  it('sorts everything again when most members are new', () => {
    const previous = inFamilyOrder([member(1), member(2)]);
    const after = Array.from({ length: 50 }, (_, index) => ({ ...member(index + 1) }));
    expect(inFamilyOrder(after, previous)).toEqual(byCollator(after));
  });
});
