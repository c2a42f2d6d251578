import { DiwanPreview } from '#web/features/diwan/components/diwan-preview.tsx';
import { TreePreview } from '#web/features/family-tree/components/tree-preview.tsx';
import { Hero } from '#web/features/home/components/hero.tsx';
import { HistoryPreview } from '#web/features/history/components/history-preview.tsx';
import { LatestNews } from '#web/features/news/components/latest-news.tsx';
import { NotablePreview } from '#web/features/notable-people/components/notable-preview.tsx';
import { FloatingShareButton } from '#web/features/share/components/floating-share-button.tsx';
import { useSiteSettings } from '#web/features/site/api/get-site-settings.ts';
import { PageTitle } from '#web/features/site/components/page-title.tsx';
import { BelowTheFold } from '#web/lib/below-the-fold.tsx';

/**
 * docs/product.md#home: hero, history, tree preview, notable people, latest news, diwan; the share button on
 * home only.
 */
export default function HomeRoute() {
  const site = useSiteSettings();
  return (
    <>
      <PageTitle />

      <Hero familyName={site.data?.familyName} heroText={site.data?.heroText} loading={site.isPending} />
      <BelowTheFold>
        <HistoryPreview />
      </BelowTheFold>
      {/* Owns id="family-tree", the hero's second anchor. */}
      <BelowTheFold>
        <TreePreview />
      </BelowTheFold>
      <BelowTheFold>
        <NotablePreview />
      </BelowTheFold>
      <BelowTheFold>
        <LatestNews />
      </BelowTheFold>
      <BelowTheFold>
        <DiwanPreview />
      </BelowTheFold>
      {/* No title: the panel shares the page's own title, set above. */}
      <FloatingShareButton />
    </>
  );
}
