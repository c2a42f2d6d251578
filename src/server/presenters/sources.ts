import type { MemberSummary } from '#shared/schemas/member-page.ts';
import type { PublicCitation } from '#shared/schemas/citation.ts';
import type { AdminCitation, AdminSource, SourceFact, SourcePage } from '#shared/schemas/source.ts';
import type { SourceRow } from '../db/schema';
import type { CitationRecord, CitedFactRow, SourceRecord } from '../repositories/sources-repository';
import { summarise, type PublicFamilyView, type SeeRecord } from './public-family';

export const presentAdminSource = (record: SourceRecord): AdminSource => ({
  id: record.id,
  kind: record.kind,
  title: record.title,
  author: record.author,
  author_member_id: record.author_member_id,
  author_member_name: record.author_member_name,
  details: record.details,
  image: record.image,
  is_public: record.is_public === 1,
  uses: record.uses,
  version: record.version,
});

export const presentAdminCitation = (record: CitationRecord): AdminCitation => ({
  id: record.id,
  source_id: record.source_id,
  source_title: record.source_title,
  source_kind: record.source_kind,
  fact: record.fact,
  member_id: record.member_id,
  marriage_id: record.marriage_id,
  event_id: record.event_id,
  page: record.page,
  note: record.note,
  version: record.version,
});

/**
 * Who a cited fact is about, as the reader may see them; null when the reader may not see the fact
 * (docs/genealogy.md#privacy-of-the-living): a hidden member's facts never; a limited member's name
 * and link to the parents, which the tree shows, but not the dates, the events or the marriages,
 * which the public does not see of him; a marriage only when both spouses are seen in full.
 */
function factAsSeen(
  fact: Pick<CitedFactRow, 'fact' | 'subject_id' | 'spouse_id'>,
  view: PublicFamilyView,
  see: SeeRecord,
): { member: MemberSummary; spouse?: MemberSummary } | null {
  const seen = (id: number | null) => {
    const record = id === null ? undefined : view.byId.get(id);
    return record && see(record);
  };
  const member = seen(fact.subject_id);
  if (!member || member.visibility === 'hidden') return null;
  const inFull = member.visibility === 'public';
  if (fact.fact === 'name' || fact.fact === 'parents') return { member: summarise(member) };
  if (!inFull) return null;
  if (fact.fact !== 'marriage') return { member: summarise(member) };
  const spouse = seen(fact.spouse_id);
  if (!spouse || spouse.visibility !== 'public') return null;
  return { member: summarise(member), spouse: summarise(spouse) };
}

/** A public source's page as its reader may see it: the facts of members he may not see are left out. */
export function presentSourcePage(
  source: SourceRow,
  facts: readonly CitedFactRow[],
  view: PublicFamilyView,
  see: SeeRecord,
): SourcePage {
  const listed: SourceFact[] = [];
  for (const fact of facts) {
    const seen = factAsSeen(fact, view, see);
    if (!seen) continue;
    listed.push({
      fact: fact.fact,
      ...seen,
      ...(fact.event_kind
        ? { event: { kind: fact.event_kind, value: fact.event_value ?? '', date: fact.event_date ?? '' } }
        : {}),
      page: fact.page,
      note: fact.note,
    });
  }
  const tellerRecord = source.author_member_id === null ? undefined : view.byId.get(source.author_member_id);
  const teller = tellerRecord && see(tellerRecord);
  return {
    id: source.id,
    kind: source.kind,
    title: source.title,
    author: source.author,
    teller: teller && teller.visibility !== 'hidden' ? summarise(teller) : null,
    details: source.details,
    image: source.image,
    facts: listed,
  };
}

/**
 * The citations a member's page shows beside the facts (public sources only, read so by the
 * repository), seen from the member: a marriage's names the other spouse.
 */
export function presentMemberCitations(
  memberId: number,
  rows: readonly (CitationRecord & CitedFactRow)[],
  view: PublicFamilyView,
  see: SeeRecord,
): PublicCitation[] {
  const citations: PublicCitation[] = [];
  for (const row of rows) {
    if (!factAsSeen(row, view, see)) continue;
    const other =
      row.fact === 'marriage' ? (row.subject_id === memberId ? row.spouse_id : row.subject_id) : null;
    citations.push({
      fact: row.fact,
      ...(other !== null ? { spouse_id: other } : {}),
      ...(row.event_id !== null ? { event_id: row.event_id } : {}),
      source: { id: row.source_id, title: row.source_title, kind: row.source_kind },
      page: row.page,
    });
  }
  return citations;
}
