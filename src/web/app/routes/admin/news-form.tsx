import { useParams } from 'react-router';
import { RecordHistory } from '../../../features/admin/audit/components/record-history';
import { AdminNewsForm } from '../../../features/admin/news/components/admin-news-form';

export default function AdminNewsFormRoute() {
  const { id } = useParams();
  // A new key per item: moving from one edit page to another starts a fresh form.
  const newsId = Number(id);
  return (
    <>
      <AdminNewsForm key={id ?? 'new'} id={id} />
      {Number.isInteger(newsId) && newsId > 0 && <RecordHistory key={id} type="news" id={newsId} />}
    </>
  );
}
