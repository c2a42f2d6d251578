import { AdminPeopleList } from '../../../features/admin/notable-people/components/admin-people-list';

export default function AdminNotablePeopleListRoute() {
  return <AdminPeopleList />;
}
