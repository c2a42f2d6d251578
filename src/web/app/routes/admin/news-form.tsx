import { useParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { RecordHistory } from '#web/features/admin/audit/components/record-history.tsx';
import { AdminNewsForm } from '#web/features/admin/news/components/admin-news-form.tsx';

export default function AdminNewsFormRoute() {
  const { id } = useParams();
  // A new key per item: moving from one edit page to another starts a fresh form.
  const newsId = parseId(id);
  return (
    <>
      <AdminNewsForm key={id ?? 'new'} id={id} />
      {newsId !== null && <RecordHistory key={id} type="news" id={newsId} />}
    </>
  );
}
