import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { useSignedInHint } from '#web/features/family-account/hooks/use-signed-in-hint.ts';
import { Footer } from '#web/features/layout/components/footer.tsx';
import { Navbar } from '#web/features/layout/components/navbar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#web/features/layout/components/skip-link.tsx';
import { MemberSearchButton } from '#web/features/member-search/components/member-search-button.tsx';
import { useSiteSettings } from '#web/features/site/api/get-site-settings.ts';
import { Analytics } from '#web/features/site/components/analytics.tsx';
import { useCountVisit } from '#web/features/site/hooks/use-count-visit.ts';
import { paths } from '#web/config/paths.ts';
import { BelowTheFold } from '#web/lib/below-the-fold.tsx';

// Home's alone: the share panel comes with that page (its route loads the same module), not in the
// entry every page downloads. The server renders it in place; the browser hydrates it when it came.
const ToolbarShareButton = lazy(() =>
  import('#web/features/share/components/floating-share-button.tsx').then((module) => ({
    default: module.ToolbarShareButton,
  })),
);

// A relative's name and sign-out: the public, who are never signed in, never download it.
const SignedInMark = lazy(() => import('#web/features/family-account/components/signed-in-mark.tsx'));

/** The public site's frame: navigation, one <main> landmark for every page, footer, visit count and analytics. */
export default function PublicLayout() {
  const { data: settings } = useSiteSettings();
  useCountVisit();
  // Home's share button: floating from 1280 px (the home route's), in this bar below it.
  const onHome = useMatch(paths.home) !== null;
  const mayBeSignedIn = useSignedInHint();
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      {/* Hydrated with the page, not later: its links' state follows the navigation. */}
      <Navbar
        familyName={settings?.familyName ?? ''}
        actions={
          <>
            {onHome && (
              <Suspense fallback={null}>
                <ToolbarShareButton />
              </Suspense>
            )}
            <MemberSearchButton mainContentId={MAIN_CONTENT_ID} />
            {mayBeSignedIn && (
              <Suspense fallback={null}>
                <SignedInMark />
              </Suspense>
            )}
          </>
        }
      />
      {/* The top padding keeps content clear of the fixed navbar at its tallest. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-[4.5rem] outline-none">
        <Outlet />
      </main>
      <BelowTheFold>
        <Footer settings={settings} />
      </BelowTheFold>
      <Analytics />
    </div>
  );
}
