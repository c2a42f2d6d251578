import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { buildFamilyTree } from '#shared/family-tree/build-tree.ts';
import { separateFamilies } from '#shared/family-tree/test-members.ts';
import { assembleTree, SLICE_BUDGET, type TreeSlice } from '#shared/family-tree/tree-slice.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { treeSliceResponseSchema } from '#shared/schemas/family-tree-slice.ts';
import { siteSettingsBody } from '#server/test/factories.ts';
import { fileForm, separateFamiliesCsv } from '#server/test/family-files.ts';
import { request } from '#server/test/http.ts';
import { treeShapeOf } from '#shared/family-tree/test-members.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

// A spreadsheet of hundreds of families linked to nobody: each head is a top card of its own. The
// first screen and every answer stay within the budget; the tops come a page at a time
// (`tops_page=`), every one of them on exactly one page, cut from the same public family.

const FAMILIES = 700;
const FOUNDER = 'سالم المؤسس';
const m = treeChartMessages.branch;

const rows = separateFamilies(FAMILIES);
const heads = rows.filter((row) => row.name.startsWith('رب أسرة'));
const late = heads.slice(-40);
// A head the family keeps hidden with nobody below him: on no page at all. Another with children
// shown: his card stays as «—», his name on no page.
const alone = late.find((head) => !rows.some((row) => row.spouses?.some((link) => link.id === head.id)))!;
const father = late.find((head) => rows.some((row) => row.parent === head.id))!;
const hidden = new Set([alone.id, father.id]);

let server: TestServer;
const get = (path: string, headers?: Record<string, string>) =>
  request(server, 'GET', path, headers ? { headers } : {});
const branchUrl = (query: string) => `${api.familyMembers.branch}${query ? `?${query}` : ''}`;

async function slice(query = ''): Promise<TreeSlice<PublicFamilyMember> & { text: string }> {
  const res = await get(branchUrl(query));
  expect(res.status, `${query}: ${res.text.slice(0, 200)}`).toBe(200);
  expect(treeSliceResponseSchema.parse(res.body)).toEqual(res.body);
  return { ...res.body, text: res.text };
}

const peopleIn = (answer: TreeSlice) => answer.units.reduce((sum, unit) => sum + 1 + unit.spouses.length, 0);

let list: PublicFamilyMember[];
let pages: (TreeSlice<PublicFamilyMember> & { text: string })[];

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  const imported = await request(server, 'POST', api.admin.import.csv, {
    token: server.token,
    body: fileForm(separateFamiliesCsv(FAMILIES, hidden), 'families.csv'),
  });
  expect(imported.status, imported.text).toBe(200);
  const settings = await request(server, 'POST', api.admin.site.update, {
    token: server.token,
    json: siteSettingsBody({ founderName: FOUNDER }),
  });
  expect(settings.status, settings.text).toBe(200);
  list = (await get(api.familyMembers.list)).body;
  const first = await slice();
  pages = [first];
  for (let page = 1; page < first.topPages; page++) pages.push(await slice(`tops_page=${page}`));
});
afterAll(async () => server?.close());

describe('GET branch.php: the tops a page at a time', () => {
  it('the first screen is the founder, his children and as many families as the budget holds', () => {
    const [first] = pages;
    const whole = buildFamilyTree(list, { founderName: FOUNDER });
    expect(whole.tops.length).toBeGreaterThan(FAMILIES - 10);
    expect(first!.topCount).toBe(whole.tops.length);
    expect(first!.tops[0]).toBe(whole.root!.id);
    expect(first!.tops.length).toBeLessThan(whole.tops.length);
    expect(first!.topPages).toBeGreaterThan(3);
    expect(peopleIn(first!)).toBeLessThanOrEqual(SLICE_BUDGET);
    expect(first!.members.length).toBeLessThanOrEqual(SLICE_BUDGET);
    const founder = first!.units.find((unit) => unit.id === whole.root!.id)!;
    expect(founder.descendants).toBeUndefined();
    expect(founder.groups.flatMap((group) => group.sons)).toHaveLength(3);
  });

  it('every page is within the budget, and the pages hold every top once, in the tree’s order', () => {
    const whole = buildFamilyTree(list, { founderName: FOUNDER });
    expect(pages.flatMap((page) => page.tops)).toEqual(whole.tops.map((unit) => unit.member.id));
    for (const page of pages) {
      expect(page.tops.length).toBeGreaterThan(0);
      expect(peopleIn(page)).toBeLessThanOrEqual(SLICE_BUDGET);
      expect(page.topPages).toBe(pages.length);
    }
    // Put together in page order, they are the tree of the whole list.
    expect(treeShapeOf(assembleTree(pages)!.tops)).toEqual(treeShapeOf(whole.tops));
  });

  it('a page beyond the last is a 404 with the Arabic message; a page number is validated', async () => {
    for (const page of [pages.length, pages.length + 10, 2_000_000_000]) {
      const res = await get(branchUrl(`tops_page=${page}`));
      expect(res.status, String(page)).toBe(404);
      expect(res.body).toEqual({ success: false, error: m.notFound });
    }
    for (const page of ['0', '-1', '1.5', 'abc', '', '99999999999']) {
      const res = await get(branchUrl(`tops_page=${page}`));
      expect(res.status, page).toBe(400);
      expect(JSON.stringify(res.body), page).toContain(m.invalidTopsPage);
    }
    for (const query of ['tops_page=1&id=5', 'tops_page=1&member=5']) {
      const res = await get(branchUrl(query));
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(m.topsPageAlone);
    }
  });

  it('privacy as everywhere: each member as in the list, a hidden one on no page', () => {
    const listed = new Map(list.map((member) => [member.id, member]));
    for (const page of pages) {
      for (const member of page.members) expect(member).toEqual(listed.get(member.id));
      for (const secret of [alone.name, father.name]) expect(page.text).not.toContain(secret);
    }
    // The father stays as «—» above his children; the man alone is nowhere.
    const shown = pages.flatMap((page) => page.members);
    const dash = shown.filter((member) => member.visibility === 'hidden');
    expect(dash).toHaveLength(1);
    expect(dash[0]!.name).toBe('—');
    expect(shown).toHaveLength(list.length);
  });

  it('the way down to a member under a late top brings that top after the first page’s', async () => {
    const lastPage = pages.at(-1)!;
    const top = lastPage.units.find(
      (unit) =>
        unit.depth === 0 &&
        unit.childCount > 0 &&
        lastPage.members.some((member) => member.id === unit.id && member.visibility !== 'hidden'),
    )!;
    const child = top.groups[0]!.sons[0] ?? top.groups[0]!.daughters[0]!;
    const path = await slice(`member=${child}`);
    expect(path.tops).toEqual([...pages[0]!.tops, top.id]);
    expect(peopleIn(path)).toBeLessThanOrEqual(SLICE_BUDGET + 1 + top.spouses.length + top.childCount);
    // A branch adds no top.
    expect((await slice(`id=${top.id}&depth=1`)).tops).toEqual([]);
  });

  it('is cached and compressed like the other public reads: an ETag, 304 to a client that holds it', async () => {
    for (const query of ['tops_page=1', `tops_page=${pages.length - 1}`]) {
      const first = await get(branchUrl(query), { 'accept-encoding': 'gzip' });
      expect(first.status, query).toBe(200);
      expect(first.headers.get('content-encoding'), query).toBe('gzip');
      const etag = first.headers.get('etag');
      expect(etag, query).toMatch(/^"[A-Za-z0-9_-]+(-\w+)?"$/);
      const again = await get(branchUrl(query), { 'accept-encoding': 'gzip', 'if-none-match': etag! });
      expect(again.status, query).toBe(304);
      expect(again.text).toBe('');
    }
  });
});
