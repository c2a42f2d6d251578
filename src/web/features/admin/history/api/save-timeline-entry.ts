import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { HistoryEntryValues } from '../../../../../shared/schemas/history-input';
import { apiFetch } from '../../../../lib/api-client';

/** POST timeline/create.php, or PUT timeline/item.php?id= when editing. */
export function saveTimelineEntry(id: number | undefined, values: HistoryEntryValues) {
  const request = { method: id === undefined ? 'POST' : 'PUT', body: values, auth: true } as const;
  const path =
    id === undefined ? api.admin.history.timeline.create : withId(api.admin.history.timeline.item, id);
  return apiFetch(
    path,
    () => import('../../../../../shared/schemas/history').then((m) => m.historyEntrySavedResponseSchema),
    request,
  );
}

export function useSaveTimelineEntry(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: HistoryEntryValues) => saveTimelineEntry(id, values),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The «على الرئيسية» switch of the list: the same update, with the entry's other values as stored. */
export function useToggleTimelineEntryOnHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: HistoryEntryValues }) => saveTimelineEntry(id, values),
    // Refused as stale too (decision 026: the list's copy names its version): the list reloads.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
