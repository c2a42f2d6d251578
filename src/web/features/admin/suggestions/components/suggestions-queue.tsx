import { useState } from 'react';
import { toast } from 'sonner';
import { memberSuggestionAdminMessages as m } from '#shared/messages/member-suggestions-admin.ts';
import type { MemberSuggestion } from '#shared/schemas/member-suggestion.ts';
import { FilterButtons } from '#web/components/ui/filter-buttons.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EmptyMessage, QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { UnreadBadge } from '#web/features/admin/shell/components/unread-badge.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useDeleteAction } from '#web/features/admin/shell/hooks/use-delete-action.tsx';
import {
  useDismissSuggestion,
  useMarkSuggestionApplied,
  useMarkSuggestionRead,
  useSuggestions,
} from '../api/suggestions-api';
import { filterSuggestions, queueFilters, type QueueFilter } from '../suggestion-queue';
import { SuggestionCard } from './suggestion-card';

const filterOptions = queueFilters.map((value) => ({ value, label: m.filters[value] }));
/**
 * /admin/suggestions (decision 021): «التصحيحات المقترحة», newest first, those waiting shown first.
 * Each one beside the member's values as stored now; «تطبيق» opens the member's form with the
 * suggested value filled in, and saving it marks the suggestion applied.
 */
export function SuggestionsQueue() {
  const query = useSuggestions();
  const [filter, setFilter] = useState<QueueFilter>('open');
  const markRead = useMarkSuggestionRead();
  const markApplied = useMarkSuggestionApplied();
  const { mutateAsync: dismiss } = useDismissSuggestion();
  const dismissal = useDeleteAction({
    remove: dismiss,
    nameOf: (suggestion: MemberSuggestion) => suggestion.member?.name ?? suggestion.memberName,
    text: {
      deleteConfirm: m.dismissConfirm,
      deleted: m.dismissed,
      deleteFailed: m.actionFailed,
      confirmLabel: m.dismiss,
    },
  });
  const [workingId, setWorkingId] = useState<number | null>(null);

  async function update(suggestion: MemberSuggestion, action: () => Promise<unknown>, done?: string) {
    if (workingId !== null) return;
    setWorkingId(suggestion.id);
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.actionFailed));
    } finally {
      setWorkingId(null);
    }
  }

  const unread = query.data?.unreadCount ?? 0;
  return (
    <AdminScreen
      title={m.title}
      intro={m.intro}
      actions={<UnreadBadge count={unread} label={m.unreadCount} />}
    >
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(queue) => {
          if (queue.data.length === 0) return <EmptyMessage>{m.empty}</EmptyMessage>;
          const shown = filterSuggestions(queue.data, filter);
          return (
            <div className="space-y-4">
              <FilterButtons
                label={m.filterLabel}
                options={filterOptions}
                value={filter}
                onChange={setFilter}
                compact
              />
              {shown.length === 0 ? (
                <EmptyMessage>{m.emptyFilter}</EmptyMessage>
              ) : (
                <ul className="space-y-4">
                  {shown.map((suggestion) => (
                    <li key={suggestion.id}>
                      <SuggestionCard
                        suggestion={suggestion}
                        busy={workingId === suggestion.id || dismissal.isDeleting(suggestion)}
                        onToggleRead={() =>
                          void update(suggestion, () =>
                            markRead.mutateAsync({ id: suggestion.id, read: !suggestion.read }),
                          )
                        }
                        onMarkApplied={() =>
                          void update(
                            suggestion,
                            () => markApplied.mutateAsync(suggestion.id),
                            m.markedApplied,
                          )
                        }
                        onDismiss={() => dismissal.requestDelete(suggestion)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryState>
      {dismissal.confirmDialog}
    </AdminScreen>
  );
}
