import { useParams } from 'react-router';
import { AdminPersonForm } from '#web/features/admin/notable-people/components/admin-person-form.tsx';

export default function AdminNotablePeopleFormRoute() {
  const { id } = useParams();
  // A new key per item: moving from one edit page to another starts a fresh form.
  return <AdminPersonForm key={id ?? 'new'} id={id} />;
}
