import { describe, expect, it } from 'vitest';
import { MEMBERS_PER_STEP } from '#shared/family-tree/steps.ts';
import { memberRecord } from '#shared/testing/members.ts';
import { patchSteps } from './family-source';

describe('the kept family, patched after a write', () => {
  it('offers to pause every few hundred members, and keeps every untouched member as it was', () => {
    const members = Array.from({ length: 2 * MEMBERS_PER_STEP + 10 }, (_, index) =>
      memberRecord(index + 1, `فرد ${index + 1}`),
    );
    const base = { generation: 1, members, byId: new Map(members.map((member) => [member.id, member])) };
    const edited = memberRecord(5, 'فرد معدّل');
    const added = memberRecord(members.length + 1, 'فرد جديد');
    // 5 edited, 7 deleted (touched, not read again), one member added.
    const steps = patchSteps(
      base,
      new Set([5, 7, added.id]),
      new Map([edited, added].map((m) => [m.id, m])),
      2,
    );
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    // At 50,000 members the whole patch in one go held the thread (bench:scale: a 75 ms block).
    expect(pauses).toBe(2);

    const snapshot = step.value;
    expect(snapshot.generation).toBe(2);
    expect(snapshot.members.map((member) => member.id)).toEqual([
      ...members.map((member) => member.id).filter((id) => id !== 7),
      added.id,
    ]);
    expect(snapshot.members[0]).toBe(members[0]);
    expect(snapshot.byId.get(5)).toBe(edited);
    expect(snapshot.byId.has(7)).toBe(false);
    expect(snapshot.byId.get(added.id)).toBe(added);
    expect(snapshot.byId.get(1)).toBe(members[0]);
    expect(snapshot.byId.size).toBe(snapshot.members.length);
  });
});
