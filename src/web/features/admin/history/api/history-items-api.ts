import type { $ZodType } from 'zod/v4/core';
import { api, withId } from '#shared/api-paths.ts';
import type { HistoryBlockValues, HistoryEntryValues } from '#shared/schemas/history-input.ts';
import type { SchemaLoader } from '#web/lib/api-client.ts';
import { apiMutation, defineEntityApi } from '#web/lib/entity-api.ts';

const schemas = () => import('#shared/schemas/history.ts');

/**
 * The timeline's entries or the text blocks: read inside the history's one answer
 * (get-admin-history.ts), each saved (POST create.php, PUT item.php?id=), deleted (DELETE
 * item.php?id=) and reordered (POST reorder.php); any write may show on the public history page
 * and the home section.
 */
const orderedItemsApi =
  <TValues>() =>
  <SavedSchema extends $ZodType, ReorderedSchema extends $ZodType>(
    paths: { create: string; item: string; reorder: string },
    answers: { saved: SchemaLoader<SavedSchema>; reordered: SchemaLoader<ReorderedSchema> },
  ) =>
    defineEntityApi<{ id: number; values: TValues }>()({
      auth: true,
      invalidates: 'everything',
      save: { create: paths.create, update: paths.item, schema: answers.saved },
      remove: { path: paths.item },
      reorder: { path: paths.reorder, schema: answers.reordered },
    });

export const timelineApi = orderedItemsApi<HistoryEntryValues>()(api.admin.history.timeline, {
  saved: () => schemas().then((m) => m.historyEntrySavedResponseSchema),
  reordered: () => schemas().then((m) => m.historyTimelineReorderedResponseSchema),
});

export const historyBlocksApi = orderedItemsApi<HistoryBlockValues>()(api.admin.history.blocks, {
  saved: () => schemas().then((m) => m.historyBlockSavedResponseSchema),
  reordered: () => schemas().then((m) => m.historyBlocksReorderedResponseSchema),
});

export const { useSave: useSaveTimelineEntry } = timelineApi;
export const { useSave: useSaveHistoryBlock } = historyBlocksApi;

/** The «على الرئيسية» switch of the list: the same update, with the entry's other values as stored. */
export const useToggleTimelineEntryOnHome = apiMutation({
  request: ({ id, values }: { id: number; values: HistoryEntryValues }) => ({
    path: withId(api.admin.history.timeline.item, id),
    method: 'PUT',
    body: values,
  }),
  schema: () => schemas().then((m) => m.historyEntrySavedResponseSchema),
  auth: true,
  invalidates: timelineApi.invalidates,
  // Refused as stale too (decision 026: the list's copy names its version): the list reloads.
  refreshAfterFailure: true,
});
