import { DiwanPreview } from '../../features/diwan/components/diwan-preview';
import { TreePreview } from '../../features/family-tree/components/tree-preview';
import { Hero } from '../../features/home/components/hero';
import { HistoryPreview } from '../../features/history/components/history-preview';
import { LatestNews } from '../../features/news/components/latest-news';
import { NotablePreview } from '../../features/notable-people/components/notable-preview';
import { FloatingShareButton } from '../../features/share/components/floating-share-button';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { PageTitle } from '../../features/site/components/page-title';
import { BelowTheFold } from '../../lib/below-the-fold';

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
