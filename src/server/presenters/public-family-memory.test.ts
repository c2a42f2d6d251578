import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { publicFamily, defaultPrivacySettings } from '#shared/family-tree/privacy.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { memberRecord } from '#shared/testing/members.ts';
import { publicFamilyView, type ViewMemory } from './public-family';

// A view made after an edit starts from what the last one made (ViewMemory): the tree when the
// cards did not move, the search's order. Its answers must be those of a view made from nothing.

const NOW = new Date('2026-11-23T00:00:00Z');
const FOUNDER = 'سالم';

const family: FamilyMember[] = [
  memberRecord(1, 'سالم بن عبدالله', {
    birth: '1880',
    death: '1950',
    spouses: [{ id: 2, order: 1, ended: null }],
  }),
  memberRecord(2, 'نورة', {
    gender: 'female',
    birth: '1885',
    death: '1960',
    spouses: [{ id: 1, order: 1, ended: null }],
  }),
  ...Array.from({ length: 30 }, (_, index) =>
    memberRecord(index + 3, `ابن ${index}`, {
      generation: 2 + (index % 3),
      parent: index < 3 ? 1 : 3 + (index % 3),
      mother_id: index < 3 ? 2 : null,
      birth: String(1900 + index),
      death: '1990',
    }),
  ),
  // Men no one links to the founder or to each other, more than one page of tops holds.
  ...Array.from({ length: 300 }, (_, index) =>
    memberRecord(100 + index, `رجل منفرد ${index}`, { birth: '1890', death: '1960' }),
  ),
];
const LATE_TOP = 399;

const viewOf = (members: readonly FamilyMember[], memory?: ViewMemory) =>
  publicFamilyView(publicFamily(members, defaultPrivacySettings, NOW), FOUNDER, undefined, memory);

async function answers(view: ReturnType<typeof viewOf>) {
  const slicer = await view.treeSlices();
  return {
    first: slicer.firstScreen(),
    page: slicer.topsPage(1),
    lastPage: slicer.topsPage(slicer.firstScreen().topPages - 1),
    branch: slicer.branch(3, 2),
    path: slicer.withPathTo(30),
    search: await view.search('ابن'),
  };
}

/** A full collection, after the current job: a WeakRef's target is held until the job ends. */
async function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}

const edited = (id: number, change: Partial<FamilyMember>) =>
  family.map((member) => (member.id === id ? { ...member, ...change } : member));

describe('a view made after an edit, from the last view', () => {
  it('keeps the tree when the cards did not move, and shows the edited record', async () => {
    const memory: ViewMemory = {};
    await answers(viewOf(family, memory));
    const firstTree = memory.shape!.slicer;
    const after = edited(3, { birth: '1899', role: 'إمام', bio: 'سيرة جديدة' });
    const view = viewOf(after, memory);
    const got = await answers(view);
    expect(memory.shape!.slicer).toBe(firstTree);
    expect(got).toEqual(await answers(viewOf(after)));
    // The page's links count names through the kept counts, the same as counted from nothing.
    const page = { notablePeople: [], news: [] };
    expect(await view.profile(3, page)).toEqual(await viewOf(after).profile(3, page));
    expect(got.first.members.find((member) => member.id === 3)?.birth).toBe('1899');
    // A later page of tops, too, carries the records of this state.
    const late = await answers(viewOf(edited(LATE_TOP, { birth: '1891' }), memory));
    expect(memory.shape!.slicer).toBe(firstTree);
    expect(late.lastPage!.members.find((member) => member.id === LATE_TOP)?.birth).toBe('1891');
  });

  it('makes the tree again when a name, a parent or a marriage changed', async () => {
    for (const change of [
      { id: 4, change: { name: 'بدر' } },
      { id: 20, change: { parent: 4 } },
      { id: 1, change: { spouses: [] } },
      { id: 5, change: { visibility: 'hidden' as const } },
    ]) {
      const memory: ViewMemory = {};
      await answers(viewOf(family, memory));
      const firstTree = memory.shape!.slicer;
      const after = edited(change.id, change.change);
      const got = await answers(viewOf(after, memory));
      expect(memory.shape!.slicer).not.toBe(firstTree);
      expect(got).toEqual(await answers(viewOf(after)));
    }
  });

  it('orders the search as from nothing after members are added, renamed and removed', async () => {
    const memory: ViewMemory = {};
    await answers(viewOf(family, memory));
    const after = [
      ...edited(7, { name: 'ابن أول' }).filter((member) => member.id !== 30),
      memberRecord(40, 'ابن جديد', { generation: 2, parent: 1, birth: '1940', death: '2000' }),
    ];
    expect(await viewOf(after, memory).search('ابن')).toEqual(await viewOf(after).search('ابن'));
  });

  it('lets the last view go: what views of one shape share holds none of its maps', async () => {
    const memory: ViewMemory = {};
    const page = { notablePeople: [], news: [] };
    // At 50,000 members each view's maps (by id, children) are several megabytes: a tree, search
    // index or name count kept across edits must not keep the view that made it.
    const firstById = await (async () => {
      const view = viewOf(family, memory);
      await answers(view);
      await view.profile(3, page);
      return new WeakRef(view.byId);
    })();
    const firstTree = memory.shape!.slicer;
    const later = viewOf(edited(3, { birth: '1899' }), memory);
    await answers(later);
    await later.profile(3, page);
    expect(memory.shape!.slicer).toBe(firstTree);
    await collectGarbage();
    expect(firstById.deref()).toBeUndefined();
  });
});
