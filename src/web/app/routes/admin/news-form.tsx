import { useParams } from 'react-router';
import { AdminNewsForm } from '../../../features/admin/news/components/admin-news-form';

export default function AdminNewsFormRoute() {
  const { id } = useParams();
  // A new key per item: moving from one edit page to another starts a fresh form.
  return <AdminNewsForm key={id ?? 'new'} id={id} />;
}
