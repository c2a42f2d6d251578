import { Outlet } from 'react-router';
import { AdminLayout } from '#web/features/admin/shell/admin-layout.tsx';
import { RequireAdmin } from '#web/features/admin/shell/require-admin.tsx';

export default function AdminLayoutRoute() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </RequireAdmin>
  );
}
