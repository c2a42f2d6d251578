import { UsersScreen } from '#web/features/admin/users/components/users-screen.tsx';

export default function UsersRoute() {
  return <UsersScreen />;
}
