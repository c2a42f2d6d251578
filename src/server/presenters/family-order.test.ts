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
