import { useParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { HistoryBlockScreen } from '#web/features/admin/history/components/history-block-form.tsx';

/** /admin/history/blocks/add and /admin/history/blocks/edit/:id share this module. */
export default function AdminHistoryBlockFormRoute() {
  const { id } = useParams();
  if (id === undefined) return <HistoryBlockScreen key="new" />;
  return <HistoryBlockScreen key={id} id={parseId(id) ?? -1} />;
}
