import { useParams } from 'react-router';
import { AdminSourceForm } from '#web/features/admin/sources/components/admin-source-form.tsx';

export default function AdminSourceFormRoute() {
  const { id } = useParams();
  // A new key per item: moving from one edit page to another starts a fresh form.
  return <AdminSourceForm key={id ?? 'new'} id={id} />;
}
