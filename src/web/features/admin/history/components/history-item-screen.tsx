import type { ReactNode } from 'react';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import type { AdminHistory } from '#shared/schemas/history.ts';
import { paths } from '#web/config/paths.ts';
import { AdminFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { useAdminHistory } from '../api/get-admin-history';

interface HistoryItemScreenProps<T extends { id: number }> {
  /** Absent: a new item. */
  id?: number;
  text: { addTitle: string; editTitle: string; notFound: string };
  /** The list the item belongs to (the timeline or the text blocks). */
  itemsOf: (history: AdminHistory) => readonly T[];
  /** The form, empty for a new item or filled with the stored one. */
  form: (stored?: T) => ReactNode;
}

/**
 * The add and edit screens of a timeline entry or a text block: an edit loads the history and
 * finds its item (or says it is gone); an add needs nothing loaded.
 */
export function HistoryItemScreen<T extends { id: number }>({
  id,
  text,
  itemsOf,
  form,
}: HistoryItemScreenProps<T>) {
  const query = useAdminHistory();
  return (
    <AdminFormScreen<AdminHistory>
      title={id === undefined ? text.addTitle : text.editTitle}
      backTo={paths.admin.history}
      width="medium"
      query={id === undefined ? undefined : query}
      loadError={historyAdminMessages.loadError}
    >
      {(history) => {
        if (id === undefined) return form();
        const stored = history && itemsOf(history).find((item) => item.id === id);
        return stored ? form(stored) : <AlertBanner tone="error">{text.notFound}</AlertBanner>;
      }}
    </AdminFormScreen>
  );
}
