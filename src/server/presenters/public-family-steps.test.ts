import { describe, expect, it } from 'vitest';
import { buildFamilyTree, buildFamilyTreeSteps } from '#shared/family-tree/build-tree.ts';
import { defaultPrivacySettings, publicFamily, publicFamilySteps } from '#shared/family-tree/privacy.ts';
import { createTreeSlicer, createTreeSlicerSteps } from '#shared/family-tree/tree-slice.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { memberRecord } from '#shared/testing/members.ts';
import { runYielding, type SliceClock } from '../lib/yield-to-event-loop';
import { publicFamilyView, publicFamilyViewSteps } from './public-family';

const NOW = new Date('2026-01-01T00:00:00Z');

/** Pauses at every offer: how many pauses a computation offers does not depend on the machine. */
const everyStep: SliceClock = { spent: () => true, restart: () => {} };

/** A family large enough that every per-member pass of the rebuild pauses more than once. */
function largeFamily(size: number): FamilyMember[] {
  const members: FamilyMember[] = [];
  for (let id = 1; id <= size; id++) {
    const parent = id === 1 ? null : Math.ceil((id - 1) / 3);
    const generation = parent === null ? 1 : members[parent - 1]!.generation + 1;
    const born = 1800 + generation * 25;
    members.push(
      memberRecord(id, id === 1 ? 'المؤسس' : `فرد ${id}`, {
        parent,
        generation,
        gender: id % 4 === 0 ? 'female' : 'male',
        birth: id % 5 === 0 ? '' : String(born),
        death: born < 1930 ? String(born + 60) : '',
        visibility: id % 11 === 0 ? 'hidden' : id % 13 === 0 ? 'limited' : 'auto',
      }),
    );
  }
  return members;
}

/** The work that another request queues meanwhile (setImmediate) and how often it got to run. */
async function withQueuedWork<T>(build: () => Promise<T>): Promise<{ value: T; ran: number }> {
  let ran = 0;
  let building = true;
  const queued = () => {
    if (!building) return;
    ran += 1;
    setImmediate(queued);
  };
  setImmediate(queued);
  const value = await build();
  building = false;
  return { value, ran };
}

describe('the rebuild of the public family in steps', () => {
  const members = largeFamily(12_000);
  const shown = publicFamily(members, defaultPrivacySettings, NOW);

  it('lets queued work run during privacy, with the result of the one-block version', async () => {
    const { value, ran } = await withQueuedWork(() =>
      runYielding(publicFamilySteps(members, defaultPrivacySettings, NOW), everyStep),
    );
    expect(ran).toBeGreaterThanOrEqual(5);
    expect(value).toEqual(shown);
  });

  it('lets queued work run while the view is made, with the same view', async () => {
    const { value, ran } = await withQueuedWork(() =>
      runYielding(publicFamilyViewSteps(shown, 'المؤسس'), everyStep),
    );
    expect(ran).toBeGreaterThanOrEqual(2);
    const whole = publicFamilyView(shown, 'المؤسس');
    expect(value.members).toBe(shown);
    expect([...value.byId]).toEqual([...whole.byId]);
    for (const id of [1, 2, 3, 40, 4_000]) expect(value.childrenOf(id)).toEqual(whole.childrenOf(id));
  });

  it('lets queued work run while the tree and its slicer are built, with the same tree', async () => {
    const { value: tree, ran } = await withQueuedWork(() =>
      runYielding(buildFamilyTreeSteps(shown, { founderName: 'المؤسس' }), everyStep),
    );
    expect(ran).toBeGreaterThanOrEqual(2);
    const whole = buildFamilyTree(shown, { founderName: 'المؤسس' });
    expect(tree.root).toBe(whole.root);
    expect(tree.tops).toEqual(whole.tops);
    expect(tree.members).toEqual(whole.members);
    expect([...tree.earlyIds]).toEqual([...whole.earlyIds]);

    const sliced = await withQueuedWork(() => runYielding(createTreeSlicerSteps(tree), everyStep));
    expect(sliced.ran).toBeGreaterThanOrEqual(2);
    const slicer = createTreeSlicer(whole);
    expect(sliced.value.firstScreen()).toEqual(slicer.firstScreen());
    expect(sliced.value.branch(40, 3)).toEqual(slicer.branch(40, 3));
    expect(sliced.value.withPathTo(9_000)).toEqual(slicer.withPathTo(9_000));
  });
});
