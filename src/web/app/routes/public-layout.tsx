import { Outlet } from 'react-router';

// Placeholder: the site shell (issue #3) replaces this.
export default function PublicLayout() {
  return <Outlet />;
}
