import { useParams } from 'react-router';
import { AdminPlaceForm } from '#web/features/admin/places/components/admin-place-form.tsx';

export default function AdminPlaceFormRoute() {
  const { id } = useParams();
  // A new key per item: moving from one edit page to another starts a fresh form.
  return <AdminPlaceForm key={id ?? 'new'} id={id} />;
}
