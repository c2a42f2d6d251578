import type {
  AdminHistory,
  AdminHistoryBlock,
  AdminHistoryEntry,
  AdminHistoryPageTexts,
  History,
  HistoryBlock,
  HistoryEntry,
  HistoryPageTexts,
} from '#shared/schemas/history.ts';
import type { HistoryBlockRow, HistoryPageRow } from '../db/schema';
import type { TimelineEntryRow } from '../repositories/history-repository';
import { labelsOf, type PlaceNode } from '../repositories/places-repository';
import { presentNewsMembers } from './presenters';

// Rows of the history content → its JSON shapes (decision 020).

/**
 * What a public entry is made with besides its row (decision 063): the family as the public sees it,
 * whose members it names as a news item names them (a hidden one is left out), and the places.
 */
export interface HistoryContext {
  byId: Parameters<typeof presentNewsMembers>[1];
  places: ReadonlyMap<number, PlaceNode>;
}

const entryFields = (row: TimelineEntryRow) => ({
  id: row.id,
  year: row.year,
  period: row.period,
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.image,
  on_home: row.on_home === 1,
});

export const presentHistoryEntry = (row: TimelineEntryRow, context: HistoryContext): HistoryEntry => ({
  ...entryFields(row),
  members: presentNewsMembers(row.member_ids, context.byId),
  place: row.place_id === null ? null : (labelsOf([row.place_id], context.places)[0] ?? null),
});

export const presentHistoryBlock = (row: HistoryBlockRow): HistoryBlock => ({
  id: row.id,
  title: row.title,
  body: row.body,
});

/** A site that has written nothing has empty texts, not an error. */
export const presentHistoryPage = (row: HistoryPageRow | undefined): HistoryPageTexts => ({
  intro: row?.intro ?? '',
  home_intro: row?.home_intro ?? '',
  map_image: row?.map_image ?? '',
  map_alt: row?.map_alt ?? '',
  map_caption: row?.map_caption ?? '',
});

export const presentHistory = (
  page: HistoryPageRow | undefined,
  timeline: readonly TimelineEntryRow[],
  blocks: readonly HistoryBlockRow[],
  context: HistoryContext,
): History => ({
  page: presentHistoryPage(page),
  timeline: timeline.map((row) => presentHistoryEntry(row, context)),
  blocks: blocks.map(presentHistoryBlock),
});

// The admin's copies (decision 026): with the version an update sends back; the page's
// texts are at version 0 until their first save creates the row.

export const presentAdminHistoryEntry = (row: TimelineEntryRow): AdminHistoryEntry => ({
  ...entryFields(row),
  member_ids: row.member_ids,
  place_id: row.place_id,
  version: row.version,
});

export const presentAdminHistoryBlock = (row: HistoryBlockRow): AdminHistoryBlock => ({
  ...presentHistoryBlock(row),
  version: row.version,
});

export const presentAdminHistoryPage = (row: HistoryPageRow | undefined): AdminHistoryPageTexts => ({
  ...presentHistoryPage(row),
  version: row?.version ?? 0,
});

export const presentAdminHistory = (
  page: HistoryPageRow | undefined,
  timeline: readonly TimelineEntryRow[],
  blocks: readonly HistoryBlockRow[],
): AdminHistory => ({
  page: presentAdminHistoryPage(page),
  timeline: timeline.map(presentAdminHistoryEntry),
  blocks: blocks.map(presentAdminHistoryBlock),
});
