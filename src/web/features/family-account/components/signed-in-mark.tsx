import { BookUser, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import { familyHouseholdMessages } from '#shared/messages/family-household.ts';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { useFamilyLogout, useFamilyMe } from '../api/family-account-api';
import { refusalOf } from './refusal';

/**
 * The signed-in relative's name, links to «دليل العائلة» and «بياناتي» (which leads on to «حسابي»,
 * the passkeys), and «تسجيل الخروج», in the public header; loaded only where the hint cookie says a
 * session may be open (`useSignedInHint`), and asks who it is then. Default export: the layout
 * loads it apart from the entry every visitor downloads.
 */
const nav = familyHouseholdMessages.nav;

export default function SignedInMark() {
  const me = useFamilyMe(true);
  const logout = useFamilyLogout();
  useToaster();
  if (!me.data) return null;
  return (
    <div className="flex items-center gap-0.5 text-sm sm:gap-2" data-testid="family-signed-in">
      <span className="hidden max-w-40 truncate font-semibold lg:inline">
        {m.header.signedInAs(me.data.name)}
      </span>
      {/* On a phone the bar keeps the family's name: the directory is one tap away on «بياناتي». */}
      <Link
        to={paths.familyDirectory}
        className="hidden min-h-11 items-center gap-1.5 rounded-full px-3 hover:bg-black/5 sm:inline-flex"
        aria-label={nav.directory}
      >
        <BookUser aria-hidden className="size-5" />
        <span className="hidden sm:inline">{nav.directory}</span>
      </Link>
      <Link
        to={paths.familyMe}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 hover:bg-black/5 sm:px-3"
        aria-label={nav.me}
      >
        <UserRound aria-hidden className="size-5" />
        <span className="hidden sm:inline">{nav.me}</span>
      </Link>
      <button
        type="button"
        disabled={logout.isPending}
        onClick={() => {
          logout
            .signOut()
            .then((answer) => toast.success(answer.message))
            .catch((error: unknown) => toast.error(refusalOf(error)));
        }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 hover:bg-black/5 sm:px-3"
        aria-label={`${m.header.logout} (${me.data.name})`}
      >
        <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
        <span className="hidden sm:inline">{logout.isPending ? m.header.loggingOut : m.header.logout}</span>
      </button>
    </div>
  );
}
