import { AdminPlacesList } from '#web/features/admin/places/components/admin-places-list.tsx';

export default function AdminPlacesListRoute() {
  return <AdminPlacesList />;
}
