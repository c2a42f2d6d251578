import { AdminPeopleList } from '#web/features/admin/notable-people/components/admin-people-list.tsx';

export default function AdminNotablePeopleListRoute() {
  return <AdminPeopleList />;
}
