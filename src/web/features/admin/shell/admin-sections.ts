import {
  ArrowDownUp,
  BookMarked,
  CalendarHeart,
  Database,
  DatabaseBackup,
  FileText,
  GitMerge,
  History,
  KeyRound,
  Landmark,
  LayoutDashboard,
  MapPin,
  Mail,
  MessageSquareWarning,
  Network,
  ScrollText,
  Settings,
  ShieldCheck,
  UserCog,
  UsersRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AccessLevel } from '#shared/auth/roles.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { duplicatesAdminMessages } from '#shared/messages/duplicates-admin.ts';
import { importMessages } from '#shared/messages/import.ts';
import { memberSuggestionAdminMessages } from '#shared/messages/member-suggestions-admin.ts';
import { relativesAdminMessages } from '#shared/messages/relatives-admin.ts';
import { usersAdminMessages } from '#shared/messages/users-admin.ts';
import { sourcesAdminMessages } from '#shared/messages/sources-admin.ts';
import { auditMessages } from '#shared/messages/audit.ts';
import { backupMessages } from '#shared/messages/backup.ts';
import { twoFactorMessages } from '#shared/messages/two-factor.ts';
import { paths } from '#web/config/paths.ts';

const m = adminMessages.shell;

/** A count from stats.php shown beside a section's name, and how a screen reader says it. */
export interface SectionBadge {
  count: 'unreadMessages' | 'unreadSuggestions';
  label: (count: number) => string;
}

export interface AdminSection {
  to: string;
  label: string;
  Icon: LucideIcon;
  badge?: SectionBadge;
  /** Who sees the section in the sidebar: a section is where its writes happen. */
  access: AccessLevel;
}

// The sections in the order of docs/product.md#admin-routes, with the import and export beside the family
// tree.
export const adminSections: readonly AdminSection[] = [
  { to: paths.admin.dashboard, label: m.nav.dashboard, Icon: LayoutDashboard, access: 'keeper' },
  { to: paths.admin.news, label: m.nav.news, Icon: FileText, access: 'editor' },
  { to: paths.admin.occasions, label: occasionAdminMessages.section, Icon: CalendarHeart, access: 'editor' },
  { to: paths.admin.diwan, label: m.nav.diwan, Icon: Landmark, access: 'editor' },
  { to: paths.admin.notablePeople, label: m.nav.notablePeople, Icon: Users, access: 'editor' },
  { to: paths.admin.history, label: historyAdminMessages.nav, Icon: ScrollText, access: 'editor' },
  { to: paths.admin.familyMembers, label: m.nav.familyTree, Icon: Network, access: 'members' },
  // A branch editor adds a source while citing his branch's facts, and reads them all.
  { to: paths.admin.sources, label: sourcesAdminMessages.section, Icon: BookMarked, access: 'members' },
  // Renaming, moving, merging and deleting a place are an editor's; a branch editor adds one from
  // his branch's member form and needs no screen of them.
  { to: paths.admin.places, label: placesAdminMessages.section, Icon: MapPin, access: 'editor' },
  { to: paths.admin.duplicates, label: duplicatesAdminMessages.nav, Icon: GitMerge, access: 'members' },
  { to: paths.admin.importExport, label: importMessages.screen.nav, Icon: ArrowDownUp, access: 'editor' },
  { to: paths.admin.changePassword, label: m.nav.changePassword, Icon: KeyRound, access: 'self' },
  { to: paths.admin.twoFactor, label: twoFactorMessages.nav, Icon: ShieldCheck, access: 'self' },
  { to: paths.admin.siteSettings, label: m.nav.siteSettings, Icon: Settings, access: 'owner' },
  {
    to: paths.admin.messages,
    label: m.nav.messages,
    Icon: Mail,
    badge: { count: 'unreadMessages', label: m.unread },
    access: 'editor',
  },
  {
    to: paths.admin.suggestions,
    label: memberSuggestionAdminMessages.nav,
    Icon: MessageSquareWarning,
    badge: { count: 'unreadSuggestions', label: memberSuggestionAdminMessages.sidebarUnread },
    access: 'editor',
  },
  { to: paths.admin.relatives, label: relativesAdminMessages.nav, Icon: UsersRound, access: 'editor' },
  { to: paths.admin.users, label: usersAdminMessages.nav, Icon: UserCog, access: 'owner' },
  { to: paths.admin.audit, label: auditMessages.nav, Icon: History, access: 'owner' },
  { to: paths.admin.backup, label: backupMessages.nav, Icon: DatabaseBackup, access: 'owner' },
  { to: paths.admin.dbSeed, label: m.nav.database, Icon: Database, access: 'owner' },
];

/**
 * The name of the part of the admin a path belongs to, for 'يرجى تسجيل الدخول للوصول إلى …'
 * (docs/product.md#admin-routes): `/admin/news/edit/3` is «إدارة الأخبار»; the dashboard is the whole control
 * panel.
 */
export function adminSectionLabel(pathname: string): string {
  return adminSectionOf(pathname)?.label ?? m.title;
}

/** The section a path belongs to (`/admin/news/edit/3` is the news); none for the dashboard. */
export function adminSectionOf(pathname: string): AdminSection | undefined {
  return adminSections.find(
    ({ to }) => to !== paths.admin.dashboard && (pathname === to || pathname.startsWith(`${to}/`)),
  );
}

/** The login page's explanation of why it is shown, from how the session ended. */
export function sessionEndedMessage(endedDuring: 'read' | 'write', returnPath: string): string {
  // The admin news form's message (docs/product.md#admin-routes): a save without a session reads 'please log
  // in first'; A screen opened without one names the screen.
  return endedDuring === 'write'
    ? adminMessages.auth.pleaseLogInFirst
    : adminMessages.auth.pleaseLogIn(adminSectionLabel(returnPath));
}
