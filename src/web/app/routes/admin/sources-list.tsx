import { AdminSourcesList } from '#web/features/admin/sources/components/admin-sources-list.tsx';

export default function AdminSourcesListRoute() {
  return <AdminSourcesList />;
}
