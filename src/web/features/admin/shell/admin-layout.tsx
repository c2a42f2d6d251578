import { useQuery } from '@tanstack/react-query';
import { Home, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Navigate, useLocation, useNavigate } from 'react-router';
import { adminMessages } from '#shared/messages/admin.ts';
import { paths } from '#web/config/paths.ts';
import { adminSectionOf, adminSections, type AdminSection, type SectionBadge } from './admin-sections';
import { checkAuthQueryOptions } from './api/check-auth';
import { useAdminStats } from './api/get-admin-stats';
import { useLogout } from './api/logout';
import { AdminScreen } from './components/admin-screen';
import { AlertBanner } from './components/alert-banner';
import { useAdminAccess, type AdminAccess } from './hooks/use-admin-access';
import { keepersAdminMessages } from '#shared/messages/keepers-admin.ts';
import { useToaster } from '#web/components/ui/toaster.tsx';

const m = adminMessages.shell;

/** The unread messages or suggested corrections beside their section's name. */
function UnreadBadge({ badge }: { badge: SectionBadge }) {
  const { data } = useAdminStats();
  const unread = data?.[badge.count] ?? 0;
  if (unread <= 0) return null;
  return (
    <span className="ms-auto rounded-full bg-gold-500 px-2 py-0.5 text-xs font-bold text-brand-900">
      <bdi>{unread}</bdi>
      <span className="sr-only"> {badge.label(unread)}</span>
    </span>
  );
}

function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { may } = useAdminAccess();
  return (
    <ul className="space-y-1">
      {adminSections
        .filter(({ access }) => may(access))
        .map(({ to, label, Icon, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === paths.admin.dashboard}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold transition-colors ${
                  isActive ? 'bg-brand-600 text-white' : 'text-brand-50 hover:bg-white/10'
                }`
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span>{label}</span>
              {badge && <UnreadBadge badge={badge} />}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

/** «مالك», «محرر» or «محرر فرع: …» in the header. */
function RoleBadge({ access, className = '' }: { access: AdminAccess; className?: string }) {
  if (access.role === null) return null;
  const label =
    access.role === 'branch_editor' && access.branch
      ? keepersAdminMessages.branchBadge(access.branch.name)
      : keepersAdminMessages.role[access.role];
  return (
    <span
      className={`truncate rounded-full bg-gold-500 px-3 py-1 text-xs font-bold text-brand-900 ${className}`}
      title={`${keepersAdminMessages.roleBadgeLabel}: ${label}`}
    >
      <span className="sr-only">{keepersAdminMessages.roleBadgeLabel}: </span>
      {label}
    </span>
  );
}

/**
 * A section the keeper's role does not cover, opened by its address: its sidebar link is hidden and
 * the server refuses its writes (decision 022), so the screen's buttons would only fail.
 */
function SectionOutOfReach({ section }: { section: AdminSection }) {
  return (
    <AdminScreen title={section.label}>
      <AlertBanner
        tone="info"
        actions={
          <Link to={paths.admin.dashboard} className="font-semibold text-brand-700 underline">
            {keepersAdminMessages.backToDashboard}
          </Link>
        }
      >
        {keepersAdminMessages.sectionOutOfReach}
      </AlertBanner>
    </AdminScreen>
  );
}

/** Header with logout, sidebar and the screen (children). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  // The panel is open for one page only: any navigation closes it on a phone.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const sidebarOpen = openOn === location.pathname;
  const setSidebarOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  const navigate = useNavigate();
  const logout = useLogout();
  // docs/product.md#admin-routes: every admin screen verifies the session when it opens; a refusal (401) is
  // handled once, by the query client, which sends the administrator to the login page.
  useQuery(checkAuthQueryOptions(location.pathname));
  const access = useAdminAccess();
  const section = adminSectionOf(location.pathname);
  useToaster();

  // Escape closes the phone panel, as it would a menu.
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen]);

  async function onLogout() {
    await logout.mutateAsync();
    navigate(paths.admin.login, { replace: true });
  }

  return (
    <div className="min-h-screen bg-slate-100">
      <title>{adminMessages.shell.title}</title>
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 bg-brand-900 px-4 text-white shadow">
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-white/10 lg:hidden"
          onClick={() => setSidebarOpen(!sidebarOpen)}
          aria-expanded={sidebarOpen}
          aria-controls="admin-sidebar"
          aria-label={sidebarOpen ? m.closeSidebar : m.openSidebar}
        >
          {sidebarOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
        <Link to={paths.admin.dashboard} className="text-lg font-bold">
          {m.title}
        </Link>
        <div className="ms-auto flex items-center gap-2">
          {/* On a phone the header has no room for a branch's name: the badge heads the menu there. */}
          <RoleBadge access={access} className="hidden max-w-48 sm:inline-block" />
          <Link
            to={paths.home}
            className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-white/10 sm:inline-flex"
          >
            <Home className="size-4" aria-hidden="true" />
            {m.viewSite}
          </Link>
          <button
            type="button"
            onClick={onLogout}
            disabled={logout.isPending}
            className="inline-flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20 disabled:opacity-60"
          >
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {m.logout}
          </button>
        </div>
      </header>
      <div className="flex">
        <nav
          id="admin-sidebar"
          aria-label={m.sidebarLabel}
          className={`${
            sidebarOpen ? 'block' : 'hidden'
          } fixed inset-x-0 top-16 bottom-0 z-20 overflow-y-auto bg-brand-700 p-4 lg:sticky lg:top-16 lg:block lg:h-[calc(100vh-4rem)] lg:w-64 lg:shrink-0`}
        >
          <div className="mb-3 sm:hidden">
            <RoleBadge access={access} className="inline-block max-w-full" />
          </div>
          <SidebarLinks onNavigate={() => setSidebarOpen(false)} />
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {access.mustChangePassword && location.pathname !== paths.admin.changePassword ? (
            // A temporary password opens nothing else (the server answers 403 meanwhile).
            <Navigate to={paths.admin.changePassword} replace />
          ) : access.mustEnrolTwoFactor && location.pathname !== paths.admin.twoFactor ? (
            // Likewise an owner the site requires to use two-factor sign-in (decision 024).
            <Navigate to={paths.admin.twoFactor} replace />
          ) : section && !access.may(section.access) ? (
            <SectionOutOfReach section={section} />
          ) : (
            <>
              {access.mustChangePassword && (
                <div className="mb-4">
                  <AlertBanner tone="info" role="alert">
                    {keepersAdminMessages.temporaryPassword}
                  </AlertBanner>
                </div>
              )}
              {children}
            </>
          )}
        </main>
      </div>
    </div>
  );
}
