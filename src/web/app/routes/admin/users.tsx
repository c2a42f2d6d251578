import { UsersScreen } from '../../../features/admin/users/components/users-screen';

export default function UsersRoute() {
  return <UsersScreen />;
}
