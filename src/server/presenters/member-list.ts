import { sortableYear } from '#shared/format/genealogy-date.ts';
import { buildNasab } from '#shared/family-tree/nasab.ts';
import { publicVisibilitySteps, type PrivacySettings } from '#shared/family-tree/privacy.ts';
import { mapSteps, MEMBERS_PER_STEP, runToEnd, type Steps } from '#shared/family-tree/steps.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import type { MemberListParams } from '#shared/schemas/member-list-input.ts';
import type { MemberListResponse, MemberListRow } from '#shared/schemas/member-list.ts';
import { createMemberIndex, createMemberIndexSteps, type MemberIndex } from '#shared/search/arabic-names.ts';
import type { MemberWithSpouses } from '../repositories/family-member-rows';
import { inFamilyOrder, inFamilyOrderSteps } from './family-order';
import { presentFamilyMember, presentMemberCircle } from './presenters';
import { searchChain } from './search-chain';

/**
 * Every member as the admin's list shows it, in the list's order, with the search index over them:
 * built once per state of the family, then each request only filters and slices. The
 * admin form reads its member through `?ids=` after every save, so what only a listing or a search
 * needs (every row, their order, the index) is made on the first of those, and a row on its own
 * when asked for by id.
 */
export interface MemberDirectory {
  /** Generation, then name (the order the family reads its tree in). */
  rows(): readonly MemberListRow[];
  row(id: number): MemberListRow | undefined;
  /** Every match, best first. */
  search(query: string): MemberListRow[];
  /** Every member's links, for a branch editor's branch (decision 022). */
  members: readonly FamilyMember[];
  deepestGeneration: number;
}

/**
 * «1890–1952», «1890–», «–1952», or '' when neither date holds a year: the years the members sort
 * by (sortableYear), so a dual year is its later year and a Hijri one its Gregorian year.
 */
export function memberYears(birthYear: number | null, deathYear: number | null): string {
  if (birthYear === null && deathYear === null) return '';
  const shown = (year: number | null) => (year === null ? '' : year < 0 ? `${-year} ق.م` : `${year}`);
  return `${shown(birthYear)}–${shown(deathYear)}`;
}

/** A column left empty by rows written before it existed is read from the text instead. */
const yearOf = (stored: number | null, text: string) => stored ?? (text.trim() ? sortableYear(text) : null);

export function buildMemberDirectory(
  members: readonly MemberWithSpouses[],
  privacy: PrivacySettings,
  now: Date,
): MemberDirectory {
  return runToEnd(directorySteps(members, privacy, now, false));
}

/**
 * The directory with every row, their order and the search index made now, offering to pause:
 * the server's copy, built when a keeper first opens the list after a change. Made at once, it
 * held the server's thread for 620 ms at 50,000 members.
 */
export function memberDirectorySteps(
  members: readonly MemberWithSpouses[],
  privacy: PrivacySettings,
  now: Date,
): Steps<MemberDirectory> {
  return directorySteps(members, privacy, now, true);
}

function* directorySteps(
  members: readonly MemberWithSpouses[],
  privacy: PrivacySettings,
  now: Date,
  complete: boolean,
): Steps<MemberDirectory> {
  const presented = yield* mapSteps(members, presentFamilyMember);
  const visibility = yield* publicVisibilitySteps(presented, privacy, now);
  const positionOf = new Map<number, number>();
  const children = new Map<number, number>();
  const countChild = (id: number) => children.set(id, (children.get(id) ?? 0) + 1);
  for (let position = 0; position < presented.length; position++) {
    const member = presented[position]!;
    positionOf.set(member.id, position);
    if (member.parent !== null) countChild(member.parent);
    // A child recorded with the same member as father and mother counts once.
    if (member.mother_id !== null && member.mother_id !== member.parent) countChild(member.mother_id);
    if ((position + 1) % MEMBERS_PER_STEP === 0) yield;
  }
  const memberAt = (id: number | null) => {
    const position = id === null ? undefined : positionOf.get(id);
    return position === undefined ? null : presented[position]!;
  };
  const fatherOf = (member: FamilyMember) => memberAt(member.parent);

  const made = new Map<number, MemberListRow>();
  const rowAt = (position: number): MemberListRow => {
    const member = presented[position]!;
    let row = made.get(member.id);
    if (row) return row;
    const stored = members[position]!.row;
    row = {
      ...member,
      ...presentMemberCircle(stored),
      nasab: buildNasab(member, fatherOf),
      years: memberYears(yearOf(stored.birth_year, stored.birth), yearOf(stored.death_year, stored.death)),
      children: children.get(member.id) ?? 0,
      public_visibility: visibility.get(member.id)!,
      version: stored.version,
      editable: true,
    };
    made.set(member.id, row);
    return row;
  };
  const everyRow = () => presented.map((_, position) => rowAt(position));
  // Candidates in list order, so equally good matches keep the family's order.
  const toCandidate = (row: MemberListRow) => ({ name: row.name, chain: searchChain(row, fatherOf) });

  let ordered: MemberListRow[] | undefined;
  let index: MemberIndex<MemberListRow> | undefined;
  if (complete) {
    ordered = yield* inFamilyOrderSteps(
      yield* mapSteps(presented, (member) => rowAt(positionOf.get(member.id)!)),
    );
    index = yield* createMemberIndexSteps(ordered, toCandidate);
  }
  const rows = () => (ordered ??= inFamilyOrder(everyRow()));

  return {
    rows,
    row(id) {
      const position = positionOf.get(id);
      return position === undefined ? undefined : rowAt(position);
    },
    search(query) {
      index ??= createMemberIndex(rows(), toCandidate);
      return index.search(query, Number.POSITIVE_INFINITY);
    },
    members: presented,
    deepestGeneration: presented.reduce((deepest, member) => Math.max(deepest, member.generation), 0),
  };
}

/** `gender=male` keeps men and members whose gender is not recorded (they may be either). */
function keeps(params: MemberListParams, row: MemberListRow): boolean {
  if (params.exclude !== null && row.id === params.exclude) return false;
  return params.gender === undefined || row.gender === null || row.gender === params.gender;
}

/**
 * One page of the list for these parameters (memberListQuerySchema's doc has the rules); `only`,
 * when given, keeps just those members (a branch editor's branch).
 */
export function presentMemberList(
  directory: MemberDirectory,
  params: MemberListParams,
  only?: ReadonlySet<number>,
): MemberListResponse {
  const answer = (data: MemberListRow[], total: number, page: number, perPage: number) => ({
    success: true as const,
    data,
    total,
    page,
    per_page: perPage,
    deepest_generation: directory.deepestGeneration,
  });

  if (params.ids !== null) {
    const found = params.ids.flatMap((id) => directory.row(id) ?? []);
    return answer(found, found.length, 1, found.length);
  }

  const candidates = params.q ? directory.search(params.q) : directory.rows();
  const matching = candidates.filter((row) => keeps(params, row) && (!only || only.has(row.id)));
  const start = (params.page - 1) * params.per_page;
  return answer(
    matching.slice(start, start + params.per_page),
    matching.length,
    params.page,
    params.per_page,
  );
}
