import { api, withId } from '../../../../../shared/api-paths';
import type { HistoryBlockValues, HistoryEntryValues } from '../../../../../shared/schemas/history-input';
import { apiMutation, defineEntityApi } from '../../../../lib/entity-api';

const schemas = () => import('../../../../../shared/schemas/history');

// The timeline and the blocks are read inside the history's one answer (get-admin-history.ts);
// any write to them may show on the public history page and the home section.

/** The timeline: POST create.php, PUT, DELETE item.php?id=, POST reorder.php. */
export const timelineApi = defineEntityApi<{ id: number; values: HistoryEntryValues }>()({
  auth: true,
  invalidates: 'everything',
  save: {
    create: api.admin.history.timeline.create,
    update: api.admin.history.timeline.item,
    schema: () => schemas().then((m) => m.historyEntrySavedResponseSchema),
  },
  remove: { path: api.admin.history.timeline.item },
  reorder: {
    path: api.admin.history.timeline.reorder,
    schema: () => schemas().then((m) => m.historyTimelineReorderedResponseSchema),
  },
});

/** The text blocks: POST create.php, PUT, DELETE item.php?id=, POST reorder.php. */
export const historyBlocksApi = defineEntityApi<{ id: number; values: HistoryBlockValues }>()({
  auth: true,
  invalidates: 'everything',
  save: {
    create: api.admin.history.blocks.create,
    update: api.admin.history.blocks.item,
    schema: () => schemas().then((m) => m.historyBlockSavedResponseSchema),
  },
  remove: { path: api.admin.history.blocks.item },
  reorder: {
    path: api.admin.history.blocks.reorder,
    schema: () => schemas().then((m) => m.historyBlocksReorderedResponseSchema),
  },
});

export const {
  useSave: useSaveTimelineEntry,
  useRemove: useDeleteTimelineEntry,
  useReorder: useReorderTimeline,
} = timelineApi;
export const {
  useSave: useSaveHistoryBlock,
  useRemove: useDeleteHistoryBlock,
  useReorder: useReorderHistoryBlocks,
} = historyBlocksApi;

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
