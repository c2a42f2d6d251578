import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { cacheTags, type ContentChange } from '../lib/content-change';
import type { PublicFamilyView } from './public-family';
import { runYielding } from '../lib/yield-to-event-loop';
import { MEMBERS_PER_STEP } from '#shared/family-tree/steps.ts';

// Decision 032: a member write is described by what the public sees differently, found by
// comparing the public family before and after it, so privacy (decision 015) decides both what
// is forgotten and whether the old answers may still be served while new ones are made.

const strictness = { public: 0, limited: 1, hidden: 2 } as const;

/**
 * What changed between two states of the public family: every member whose public record
 * differs, the pages that list them (their parents', spouses', children's and siblings'), their
 * ancestors (what is below them changed), the names counted for a page's links, and the founder if a member
 * carrying the founder's name is among them. It reduces what the public sees when a member left
 * the public family, became stricter, or lost a field, a link or a marriage.
 */
export async function describeFamilyChange(
  before: PublicFamilyView,
  after: PublicFamilyView,
  founderName: string | null | undefined,
): Promise<ContentChange> {
  const changed = await changedMembers(before, after);
  if (changed.length === 0) return { scope: [], reducesPublic: false };
  const tags = new Set<string>([cacheTags.anyMember]);
  const needle = (founderName ?? '').trim();
  let reducesPublic = false;
  for (const id of changed) {
    if (takesAway(before.byId.get(id), after.byId.get(id))) reducesPublic = true;
    tags.add(cacheTags.member(id));
    for (const view of [before, after]) {
      for (const tag of view.nameTags(id)) tags.add(tag);
      for (const child of view.childrenOf(id)) {
        tags.add(cacheTags.pageOf(child.id));
        // A child's mention phrase carries the father's given name.
        for (const tag of view.nameTags(child.id)) tags.add(tag);
      }
      const record = view.byId.get(id);
      if (!record) continue;
      if (needle !== '' && record.name.includes(needle)) tags.add(cacheTags.founder);
      for (const relative of relativesListing(view, record)) tags.add(cacheTags.pageOf(relative));
      for (const ancestor of ancestorsOf(view, record)) tags.add(cacheTags.descendantsOf(ancestor));
    }
  }
  return { scope: [...tags], reducesPublic };
}

/** The members whose pages list this one: parents, spouses and siblings (children: by the caller). */
function relativesListing(view: PublicFamilyView, member: PublicFamilyMember): number[] {
  const ids = member.spouses.map((link) => link.id);
  for (const parent of [member.parent, member.mother_id]) {
    if (parent === null) continue;
    ids.push(parent, ...view.childrenOf(parent).map((sibling) => sibling.id));
  }
  return ids;
}

/**
 * The ids whose public record is not the same in both states, compared in steps so the requests
 * waiting meanwhile are answered between slices.
 */
async function changedMembers(before: PublicFamilyView, after: PublicFamilyView): Promise<number[]> {
  return runYielding(
    (function* () {
      const changed: number[] = [];
      let compared = 0;
      for (const [id, record] of before.byId) {
        if (!sameJson(record, after.byId.get(id))) changed.push(id);
        if (++compared % MEMBERS_PER_STEP === 0) yield;
      }
      for (const id of after.byId.keys()) if (!before.byId.has(id)) changed.push(id);
      return changed;
    })(),
  );
}

/**
 * Whether two records would be sent as the same JSON: every member is compared after each write,
 * and serialising 50,000 of them twice cost more than the rest of the comparison. A field present
 * as `undefined` counts as absent, as in JSON.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameJson(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (record: Record<string, unknown>) =>
    Object.keys(record).filter((key) => record[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

const isShown = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The public saw something of this member that it no longer sees. */
export function takesAway(
  before: PublicFamilyMember | undefined,
  after: PublicFamilyMember | undefined,
): boolean {
  if (!before) return false;
  if (!after) return true;
  if (strictness[after.visibility] > strictness[before.visibility]) return true;
  const spousesAfter = new Set(after.spouses.map((link) => link.id));
  if (before.spouses.some((link) => !spousesAfter.has(link.id))) return true;
  const fields = before as unknown as Record<string, unknown>;
  const now = after as unknown as Record<string, unknown>;
  return Object.keys(fields).some((field) => isShown(fields[field]) && !isShown(now[field]));
}

/** Fathers' and mothers' lines up from a member, each ancestor once. */
function ancestorsOf(view: PublicFamilyView, member: PublicFamilyMember): number[] {
  const found = new Set<number>();
  const queue = [member.parent, member.mother_id];
  while (queue.length > 0) {
    const id = queue.pop();
    if (id === null || id === undefined || found.has(id) || id === member.id) continue;
    const ancestor = view.byId.get(id);
    if (!ancestor) continue;
    found.add(id);
    queue.push(ancestor.parent, ancestor.mother_id);
  }
  return [...found];
}
