import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { findBranchFocus } from '#shared/family-tree/branch-focus.ts';
import { buildFamilyTree, type TreeUnit } from '#shared/family-tree/build-tree.ts';
import { assembleTree, SLICE_BUDGET, type TreeSlice } from '#shared/family-tree/tree-slice.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { treeSliceResponseSchema } from '#shared/schemas/family-tree-slice.ts';
import { familyMemberInputSchema } from '#shared/schemas/family-member-input.ts';
import { memberBody, siteSettingsBody } from '#server/test/factories.ts';
import { fileForm, generatedFamilyCsv } from '#server/test/family-files.ts';
import { request } from '#server/test/http.ts';
import { treeShapeOf } from '#shared/family-tree/test-members.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { SLICE_MS } from '#server/lib/yield-to-event-loop.ts';
import { makeWebDir, renderedPage } from '#server/test/web-dir.ts';

// The tree a part at a time (branch.php): a family larger than the first screen, imported whole,
// read back by first screen and branches and compared with the tree of the full list.

const FAMILY_SIZE = 700;
const FOUNDER = 'سالم المؤسس';
const m = treeChartMessages.branch;

let server: TestServer;
const get = (path: string, headers?: Record<string, string>) =>
  request(server, 'GET', path, headers ? { headers } : {});
const branchUrl = (query: string) => `${api.familyMembers.branch}${query ? `?${query}` : ''}`;

async function slice(query = ''): Promise<TreeSlice<PublicFamilyMember>> {
  const res = await get(branchUrl(query));
  expect(res.status, res.text).toBe(200);
  // The answer is what the shared schema says, nothing more.
  expect(treeSliceResponseSchema.parse(res.body)).toEqual(res.body);
  return res.body;
}

const peopleIn = (answer: TreeSlice) => answer.units.reduce((sum, unit) => sum + 1 + unit.spouses.length, 0);

function closedIds(tops: readonly TreeUnit[]): number[] {
  const closed: number[] = [];
  const stack = [...tops];
  while (stack.length > 0) {
    const unit = stack.pop()!;
    if (unit.descendants !== undefined) closed.push(unit.member.id);
    for (const group of unit.groups) stack.push(...group.sons, ...group.daughters);
  }
  return closed;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, webDir: makeWebDir() });
  const imported = await request(server, 'POST', api.admin.import.csv, {
    token: server.token,
    body: fileForm(generatedFamilyCsv(FAMILY_SIZE), 'family.csv'),
  });
  expect(imported.status, imported.text).toBe(200);
  const settings = await request(server, 'POST', api.admin.site.update, {
    token: server.token,
    json: siteSettingsBody({ founderName: FOUNDER }),
  });
  expect(settings.status, settings.text).toBe(200);
});
afterAll(async () => server?.close());

describe('GET branch.php', () => {
  it('the first screen: whole generations within the budget, the rest closed with its count', async () => {
    const first = await slice();
    const list: PublicFamilyMember[] = (await get(api.familyMembers.list)).body;
    expect(first.total).toBe(list.length);
    expect(list.length).toBeGreaterThan(SLICE_BUDGET);
    expect(peopleIn(first)).toBeLessThanOrEqual(SLICE_BUDGET);
    const founder = list.find((member) => member.name.startsWith(FOUNDER))!;
    expect(first.root).toBe(founder.id);
    expect(first.tops[0]).toBe(founder.id);
    const deepest = Math.max(...first.units.map((unit) => unit.depth));
    expect(deepest).toBeGreaterThanOrEqual(2);
    const closed = first.units.filter((unit) => unit.descendants !== undefined);
    expect(closed.length).toBeGreaterThan(0);
    for (const unit of closed) {
      expect(unit.depth).toBe(deepest);
      expect(unit.groups).toEqual([]);
    }
  });

  it('the first screen and every branch opened from it are the tree of the whole list', async () => {
    const list: PublicFamilyMember[] = (await get(api.familyMembers.list)).body;
    const whole = buildFamilyTree(list, { founderName: FOUNDER });
    const slices = [await slice()];
    for (let round = 0; round < 50; round++) {
      const closed = closedIds(assembleTree(slices)!.tops);
      if (closed.length === 0) break;
      slices.push(...(await Promise.all(closed.map((id) => slice(`id=${id}&depth=5`)))));
    }
    const assembled = assembleTree(slices)!;
    expect(treeShapeOf(assembled.tops)).toEqual(treeShapeOf(whole.tops));
    for (const member of assembled.members) expect(member).toEqual(whole.byId.get(member.id));
  });

  it('a branch: the card and n generations below it (2 by default), at least one', async () => {
    const first = await slice();
    const closed = first.units.find((unit) => unit.descendants !== undefined && unit.childCount > 0)!;
    const one = await slice(`id=${closed.id}&depth=1`);
    expect(one.units[0]).toMatchObject({ id: closed.id, childCount: closed.childCount });
    expect(one.units[0]!.descendants).toBeUndefined();
    expect(one.units.filter((unit) => unit.depth === closed.depth + 1)).toHaveLength(closed.childCount);
    expect(Math.max(...one.units.map((unit) => unit.depth))).toBe(closed.depth + 1);
    const byDefault = await slice(`id=${closed.id}`);
    expect(Math.max(...byDefault.units.map((unit) => unit.depth))).toBeLessThanOrEqual(closed.depth + 2);
    expect(peopleIn(byDefault)).toBeLessThanOrEqual(Math.max(SLICE_BUDGET, peopleIn(one)));
  });

  it('?member= opens the first screen down to a deep member', async () => {
    const list: PublicFamilyMember[] = (await get(api.familyMembers.list)).body;
    const whole = buildFamilyTree(list, { founderName: FOUNDER });
    const deep = list.reduce((deepest, member) =>
      member.generation > deepest.generation ? member : deepest,
    );
    const focus = findBranchFocus(whole.tops, deep.id)!;
    expect(focus.openIds.length).toBeGreaterThan(3);
    const assembled = assembleTree([await slice(`member=${deep.id}`)])!;
    expect(findBranchFocus(assembled.tops, deep.id)).toEqual(focus);
  });

  it('is cached like the other public reads: an ETag, and 304 to a client that holds it', async () => {
    for (const query of ['', 'member=5', 'id=5&depth=3']) {
      const first = await get(branchUrl(query));
      const etag = first.headers.get('etag');
      expect(etag, query).toMatch(/^"[A-Za-z0-9_-]+(-\w+)?"$/);
      const again = await get(branchUrl(query), { 'if-none-match': etag! });
      expect(again.status, query).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it('a member added under a card is in the next answer: the cache forgets the tree on a write', async () => {
    const before = await slice();
    const founder = before.units.find((unit) => unit.id === before.root)!;
    const created = await request(server, 'POST', api.familyMembers.create, {
      token: server.token,
      json: memberBody({ name: 'ابن جديد للمؤسس', generation: 2, parent: founder.id }),
    });
    expect(created.status, created.text).toBe(201);
    const after = await slice();
    expect(after.units.find((unit) => unit.id === founder.id)!.childCount).toBe(founder.childCount + 1);
    expect(after.members.map((member) => member.id)).toContain(created.body.data.id);
    const branch = await slice(`id=${founder.id}&depth=1`);
    expect(branch.units.map((unit) => unit.id)).toContain(created.body.data.id);
  });

  it('builds the family, its tree and its search index in steps: what waits runs between them', async () => {
    const { app } = server;
    // A clock on which every step takes a whole slice: a family of this size pauses as 50,000
    // members do on a real one.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS));
    onTestFinished(() => clock.mockRestore());
    /** Whether a callback queued before `work` began ran before it ended. */
    const letOthersRun = async (work: () => Promise<unknown>) => {
      let ran = false;
      setImmediate(() => (ran = true));
      await work();
      return ran;
    };
    // A new member, written as an import would (no member route to say what it touched): the
    // family is read again whole, and the tree and the search index, whose shape changed, are
    // built again on their next use.
    const founder = (await app.publicFamily()).members.find((member) => member.name.includes(FOUNDER))!;
    await app.repos.familyMembers.save(
      null,
      familyMemberInputSchema.parse(memberBody({ generation: 2, parent: founder.id })),
    );
    app.publicCache.contentChanged();
    expect(await letOthersRun(() => app.publicFamily())).toBe(true);
    const family = await app.publicFamily();
    expect(await letOthersRun(async () => family.treeSlices())).toBe(true);
    expect(await letOthersRun(async () => family.search('سالم'))).toBe(true);
  });

  it('an unknown id or member is a 404 with the Arabic message', async () => {
    for (const query of ['id=987654', 'member=987654']) {
      const res = await get(branchUrl(query));
      expect(res.status, query).toBe(404);
      expect(res.body).toEqual({ success: false, error: m.notFound });
    }
  });

  it('the server-rendered tree page holds the first screen, not the whole family', async () => {
    const first = await slice();
    const list: PublicFamilyMember[] = (await get(api.familyMembers.list)).body;
    const shown = new Set(first.members.map((member) => member.id));
    const page = await renderedPage(server, '/family-tree');
    expect(page.status).toBe(200);
    const cards = [...page.html.matchAll(/data-card="[^"]*" data-member-id="(\d+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards) expect(shown.has(id), String(id)).toBe(true);
    const beyond = list.find((member) => !shown.has(member.id))!;
    expect(page.html).not.toContain(`"name":"${beyond.name}"`);
    expect(page.html).not.toContain(api.familyMembers.list);
  });

  it('validates its query string', async () => {
    for (const query of [
      'id=abc',
      'id=0',
      'id=1.5',
      'member=-3',
      'id=1&depth=0',
      'id=1&depth=6',
      'id=1&depth=x',
    ]) {
      const res = await get(branchUrl(query));
      expect(res.status, query).toBe(400);
      expect(res.body.success, query).toBe(false);
      expect(typeof res.body.error, query).toBe('string');
    }
    const both = await get(branchUrl('id=1&member=2'));
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(m.idOrMember);
    const depth = await get(branchUrl('id=1&depth=9'));
    expect(JSON.stringify(depth.body)).toContain(m.invalidDepth);
  });
});
