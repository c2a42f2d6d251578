import { Outlet } from 'react-router';

// Placeholder: the guarded admin layout (issue #4) replaces this.
export default function AdminLayoutRoute() {
  return <Outlet />;
}
