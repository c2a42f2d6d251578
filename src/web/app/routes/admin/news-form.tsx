import { useParams } from 'react-router';
import { parseId } from '../../../../shared/schemas/ids';
import { RecordHistory } from '../../../features/admin/audit/components/record-history';
import { AdminNewsForm } from '../../../features/admin/news/components/admin-news-form';

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
