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
import type { HistoryBlockRow, HistoryPageRow, HistoryTimelineRow } from '../db/schema';

// Rows of the history content → its JSON shapes (decision 020).

export const presentHistoryEntry = (row: HistoryTimelineRow): HistoryEntry => ({
  id: row.id,
  year: row.year,
  period: row.period,
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.image,
  on_home: row.on_home === 1,
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
  timeline: readonly HistoryTimelineRow[],
  blocks: readonly HistoryBlockRow[],
): History => ({
  page: presentHistoryPage(page),
  timeline: timeline.map(presentHistoryEntry),
  blocks: blocks.map(presentHistoryBlock),
});

// The admin's copies (decision 026): with the version an update sends back; the page's
// texts are at version 0 until their first save creates the row.

export const presentAdminHistoryEntry = (row: HistoryTimelineRow): AdminHistoryEntry => ({
  ...presentHistoryEntry(row),
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
  timeline: readonly HistoryTimelineRow[],
  blocks: readonly HistoryBlockRow[],
): AdminHistory => ({
  page: presentAdminHistoryPage(page),
  timeline: timeline.map(presentAdminHistoryEntry),
  blocks: blocks.map(presentAdminHistoryBlock),
});
