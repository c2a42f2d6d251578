/**
 * The admin shell (issue #4): the foundation every admin screen builds on.
 *
 * Session
 * - `require-admin.tsx`      RequireAdmin: renders children only with a token, else to login with a return URL.
 * - `use-admin-session.ts`   useAdminFormAuth(what): each form's check-auth call on open (SPEC §4);
 *                            useRedirectToLogin(): to login with the return URL and a message.
 * - `login-redirect.ts`      loginHref(returnTo), returnPathFrom(search), LoginRedirectState.
 * - `api/`                   login, logout (revokes server-side, then forgets the token),
 *                            check-auth, get-admin-stats (dashboard counters, unread messages: invalidate
 *                            `adminStatsQueryKey` after marking a message read or deleting one).
 * Layout
 * - `admin-layout.tsx`       AdminLayout: header with logout, sidebar (collapsible under 1024 px).
 * Forms
 * - `hooks/use-form-draft.ts`              useFormDraft(form, formDraftKey('news', id)): restore/clear.
 * - `hooks/use-unsaved-changes-prompt.ts`  useUnsavedChangesPrompt(isDirty, onDiscard).
 * - `hooks/use-admin-save.ts`              useAdminSave(fn): one request per double click, 401 → login
 *                                          with the draft kept; applyServerFieldErrors for 400 `fields`;
 *                                          failureMessage(error, fallback): the server's text or the fallback.
 * - `components/form-field.tsx`            FormField, fieldAria, input and button class names.
 * - `components/image-upload-field.tsx`    ImageUploadField: upload with preview and progress, or a path.
 * - `components/alert-banner.tsx`          AlertBanner: success / error / info; `reveal` scrolls it into view.
 * - `components/confirm-dialog.tsx`        ConfirmDialog (Radix) for deletes.
 */
import {
  Database,
  FileText,
  Home,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Network,
  Settings,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../../config/paths';
import { useAdminStats } from './api/get-admin-stats';
import { useLogout } from './api/logout';

const m = messages.adminShell;

interface NavEntry {
  to: string;
  label: string;
  Icon: LucideIcon;
  end?: boolean;
}

// SPEC §2 order first, then the pages issue #4 adds.
const entries: NavEntry[] = [
  { to: paths.admin.dashboard, label: m.nav.dashboard, Icon: LayoutDashboard, end: true },
  { to: paths.admin.news, label: m.nav.news, Icon: FileText },
  { to: paths.admin.diwan, label: m.nav.diwan, Icon: Landmark },
  { to: paths.admin.notablePeople, label: m.nav.notablePeople, Icon: Users },
  { to: paths.admin.familyMembers, label: m.nav.familyTree, Icon: Network },
  { to: paths.admin.changePassword, label: m.nav.changePassword, Icon: KeyRound },
  { to: paths.admin.siteSettings, label: m.nav.siteSettings, Icon: Settings },
  { to: paths.admin.messages, label: m.nav.messages, Icon: Mail },
  { to: paths.admin.dbSeed, label: m.nav.database, Icon: Database },
];

function UnreadBadge() {
  const { data } = useAdminStats();
  const unread = data?.unreadMessages ?? 0;
  if (unread <= 0) return null;
  return (
    <span className="ms-auto rounded-full bg-gold-500 px-2 py-0.5 text-xs font-bold text-brand-900">
      <bdi>{unread}</bdi>
      <span className="sr-only"> {m.unread(unread)}</span>
    </span>
  );
}

function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {entries.map(({ to, label, Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold transition-colors ${
                isActive ? 'bg-brand-600 text-white' : 'text-brand-50 hover:bg-white/10'
              }`
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span>{label}</span>
            {to === paths.admin.messages && <UnreadBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
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
      <title>{messages.titles.admin}</title>
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
          <SidebarLinks onNavigate={() => setSidebarOpen(false)} />
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
