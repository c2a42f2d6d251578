import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { memberSearchButtonMessages } from '#shared/messages/member-search-button.ts';
import { paths } from '#web/config/paths.ts';
import type { MemberSearchDialogProps } from './member-search-dialog';

// The member search from every page's navigation. Its dialog (the combobox, downshift)
// is loaded when first wanted, never with the page: the public entry stays small (decision 031).
const loadSearchDialog = () => import('./member-search-dialog');
const MemberSearchDialog = lazy<ComponentType<MemberSearchDialogProps>>(() =>
  loadSearchDialog().then(
    (module) => ({ default: module.MemberSearchDialog }),
    () => {
      // A deploy since the page loaded, or no connection: a fresh load of the tree page, which
      // has the same box, rather than the error page a failed lazy component would bring.
      window.location.assign(paths.familyTree);
      return { default: () => null };
    },
  ),
);
/** Warms the dialog's code on hover or focus, so the press finds it loaded. */
const prefetchSearchDialog = () => void loadSearchDialog().catch(() => undefined);

export interface MemberSearchButtonProps {
  /** Where the focus goes once a chosen member's page has opened: the page's main landmark. */
  mainContentId: string;
}

/** «بحث في الشجرة» in the navigation bar: opens the member search in a modal. */
export function MemberSearchButton({ mainContentId }: MemberSearchButtonProps) {
  const location = useLocation();
  // Choosing a member opens their page and closes the search. By the location's key, so choosing
  // the member whose page is already open closes it too.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // Mounted from the first press on, then kept, so Radix can close it and put the focus back.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Read once the dialog has gone, after the page it led to has rendered: refs, not this render's values.
  const openedAt = useRef<string | null>(null);
  const currentKey = useRef(location.key);
  useEffect(() => {
    currentKey.current = location.key;
  });

  function openSearch() {
    openedAt.current = location.key;
    setWanted(true);
    setOpenAt(location.key);
  }

  function afterClosed() {
    const choseMember = openedAt.current !== currentKey.current;
    openedAt.current = null;
    // Back to this entry in the history must not open it again.
    setOpenAt(null);
    // Closed by the visitor: back to the button. Closed by choosing a member: into their page.
    (choseMember ? document.getElementById(mainContentId) : button.current)?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={memberSearchButtonMessages.openSearch}
        title={memberSearchButtonMessages.openSearch}
        onPointerEnter={prefetchSearchDialog}
        onFocus={prefetchSearchDialog}
        onClick={openSearch}
      >
        <Search aria-hidden className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MemberSearchDialog
            open={open}
            onOpenChange={(next) => (next ? openSearch() : setOpenAt(null))}
            onClosed={afterClosed}
          />
        </Suspense>
      )}
    </>
  );
}
