import { useParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { TimelineEntryScreen } from '#web/features/admin/history/components/timeline-entry-form.tsx';

/** /admin/history/timeline/add and /admin/history/timeline/edit/:id share this module. */
export default function AdminHistoryEntryFormRoute() {
  const { id } = useParams();
  // A new key per entry: moving from one edit page to another starts a fresh form.
  if (id === undefined) return <TimelineEntryScreen key="new" />;
  return <TimelineEntryScreen key={id} id={parseId(id) ?? -1} />;
}
