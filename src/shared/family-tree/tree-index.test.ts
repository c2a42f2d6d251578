import { describe, expect, it } from 'vitest';
import { runToEnd } from './steps';
import { marriageRecordFamily, member } from './test-members';
import { indexTreeSteps } from './tree-index';

const f = { gender: 'female' } as const;

describe('indexTreeSteps', () => {
  it('keeps the first of duplicate ids and finds the founder', () => {
    const index = runToEnd(
      indexTreeSteps([member(1, 'سالم'), member(2, 'نورة', f), member(1, 'مكرر')], 'سالم'),
    );
    expect(index.members.map((m) => m.name)).toEqual(['سالم', 'نورة']);
    expect(index.dropped.map((m) => m.name)).toEqual(['مكرر']);
    expect(index.root?.id).toBe(1);
  });

  it('gives each member’s spouses and children, and none for a member without', () => {
    const index = runToEnd(indexTreeSteps(marriageRecordFamily, 'سالم'));
    expect(index.spouses(4).map((m) => m.id)).toEqual([30, 5]);
    expect(index.children(4).map((m) => m.id)).toEqual([31, 32]);
    expect(index.children(31)).toEqual([]);
    expect(index.hasLineage(index.byId.get(1)!)).toBe(true);
    expect(index.hasLineage(index.byId.get(20)!)).toBe(false);
  });

  it('takes the mother from mother_id, else from a parent who is a woman', () => {
    const rows = [
      member(1, 'علي', { spouse_id: 2 }),
      member(2, 'فاطمة', { ...f, spouse_id: 1 }),
      member(3, 'محمد', { parent: 1, mother_id: 2 }),
      member(4, 'سارة', { parent: 2, ...f }),
      member(5, 'سالم', { parent: 5 }),
    ];
    const index = runToEnd(indexTreeSteps(rows));
    const at = (id: number) => index.byId.get(id)!;
    expect(index.motherOf(at(3))?.id).toBe(2);
    expect(index.motherOf(at(4))?.id).toBe(2);
    expect(index.motherOf(at(5))).toBeNull();
    // The nasab follows the father: the mother's husband when only she is recorded.
    expect(index.fatherOf(at(3))?.id).toBe(1);
    expect(index.fatherOf(at(4))?.id).toBe(1);
    expect(index.fatherOf(at(5))).toBeNull();
  });
});
