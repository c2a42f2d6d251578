import { DiwanPreview } from '../../features/diwan/components/diwan-preview';
import { Hero } from '../../features/home/components/hero';
import { HistorySection } from '../../features/home/components/history-section';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

/** SPEC §2: hero, history, tree preview, notable people, latest news, diwan; the share button on home only. */
export default function HomeRoute() {
  usePageTitle();
  const site = useSiteSettings();
  return (
    <>
      <Hero familyName={site.data?.familyName} heroText={site.data?.heroText} loading={site.isPending} />
      <HistorySection />
      {/* TODO(issue #3, family tree): <TreePreview /> from features/family-tree/components/tree-preview.tsx; it owns id="family-tree". Until then this keeps the hero's anchor working. */}
      <div id="family-tree" />
      {/* TODO(issue #3, notable people): <NotablePreview /> from features/notable-people/components/notable-preview.tsx */}
      {/* TODO(issue #3, news): <LatestNews /> from features/news/components/latest-news.tsx */}
      <DiwanPreview />
      {/* TODO(issue #3, share): <FloatingShareButton /> from features/share/components/floating-share-button.tsx */}
    </>
  );
}
