import { AdminOccasionsList } from '#web/features/admin/occasions/components/admin-occasions-list.tsx';

export default function AdminOccasionsListRoute() {
  return <AdminOccasionsList />;
}
