import type { DuplicateCandidate } from '#shared/family-tree/duplicates.ts';
import { buildNasab } from '#shared/family-tree/nasab.ts';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import type {
  DuplicateMemberSummary,
  DuplicatesResponse,
  MemberMerge,
  MemberMergesResponse,
} from '#shared/schemas/member-merge.ts';
import type { MemberMergeRow } from '../db/schema';
import { memberYears } from './member-list';

/** The likely pairs of one state of the family, and what the list shows of their members. */
export interface DuplicateList {
  candidates: readonly DuplicateCandidate[];
  summary(id: number): DuplicateMemberSummary;
}

/** Each member's summary made when a page first shows it: a page shows forty, the family has thousands. */
export function duplicateList(
  members: readonly FamilyMember[],
  candidates: readonly DuplicateCandidate[],
): DuplicateList {
  const byId = new Map(members.map((member) => [member.id, member]));
  const children = new Map<number, number>();
  for (const member of members) {
    for (const parent of new Set([member.parent, member.mother_id])) {
      if (parent !== null) children.set(parent, (children.get(parent) ?? 0) + 1);
    }
  }
  const fatherOf = (member: FamilyMember) =>
    member.parent === null ? null : (byId.get(member.parent) ?? null);
  const made = new Map<number, DuplicateMemberSummary>();
  return {
    candidates,
    summary(id) {
      const known = made.get(id);
      if (known) return known;
      const member = byId.get(id)!;
      const summary = {
        id,
        name: member.name,
        nasab: buildNasab(member, fatherOf),
        years: memberYears(sortableYear(member.birth), sortableYear(member.death)),
        gender: member.gender,
        children: children.get(id) ?? 0,
        spouses: member.spouses.length,
      };
      made.set(id, summary);
      return summary;
    },
  };
}

/** One page of the list; `only`, when given, keeps the pairs whose two members are in it (a branch). */
export function presentDuplicatesPage(
  list: DuplicateList,
  page: number,
  perPage: number,
  only?: ReadonlySet<number>,
): DuplicatesResponse {
  const kept = only
    ? list.candidates.filter(({ ids }) => only.has(ids[0]) && only.has(ids[1]))
    : list.candidates;
  const start = (page - 1) * perPage;
  return {
    success: true,
    data: kept.slice(start, start + perPage).map(({ ids, score, reasons }) => ({
      score,
      reasons,
      first: list.summary(ids[0]),
      second: list.summary(ids[1]),
    })),
    total: kept.length,
    page,
    per_page: perPage,
  };
}

export function presentMemberMerge(row: MemberMergeRow): MemberMerge {
  return {
    id: row.id,
    survivor: { id: row.survivor_id, name: row.survivor_name },
    absorbed: { id: row.absorbed_id, name: row.absorbed_name },
    merged_at: row.created_at,
    merged_by: row.merged_by,
    undone_at: row.undone_at,
    undone_by: row.undone_by,
  };
}

export function presentMemberMerges(
  rows: readonly MemberMergeRow[],
  total: number,
  page: number,
  perPage: number,
): MemberMergesResponse {
  return { success: true, data: rows.map(presentMemberMerge), total, page, per_page: perPage };
}
