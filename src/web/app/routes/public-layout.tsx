import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { Footer } from '../../features/layout/components/footer';
import { Navbar } from '../../features/layout/components/navbar';
import { MAIN_CONTENT_ID, SkipLink } from '../../features/layout/components/skip-link';
import { MemberSearchButton } from '../../features/member-search/components/member-search-button';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { Analytics } from '../../features/site/components/analytics';
import { useCountVisit } from '../../features/site/hooks/use-count-visit';
import { paths } from '../../config/paths';
import { BelowTheFold } from '../../lib/below-the-fold';

// Home's alone: the share panel comes with that page (its route loads the same module), not in the
// entry every page downloads. The server renders it in place; the browser hydrates it when it came.
const ToolbarShareButton = lazy(() =>
  import('../../features/share/components/floating-share-button').then((module) => ({
    default: module.ToolbarShareButton,
  })),
);

/** The public site's frame: navigation, one <main> landmark for every page, footer, visit count and analytics. */
export default function PublicLayout() {
  const { data: settings } = useSiteSettings();
  useCountVisit();
  // Home's share button: floating from 768 px (the home route's), in this bar below it.
  const onHome = useMatch(paths.home) !== null;
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
