import { Outlet } from 'react-router';
import { AdminLayout } from '../../../features/admin/shell/admin-layout';
import { RequireAdmin } from '../../../features/admin/shell/require-admin';

export default function AdminLayoutRoute() {
  return (
    <RequireAdmin>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </RequireAdmin>
  );
}
