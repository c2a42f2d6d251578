import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { NewsPage } from '#web/features/news/components/news-page.tsx';
import { SharePanel } from '#web/features/share/components/share-panel.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function NewsRoute() {
  return (
    <>
      <PageTitle section={publicMessages.titles.news} />
      <NewsPage
        renderShare={(item) => (
          <SharePanel
            title={item.title}
            url={paths.newsDetail(item.id)}
            variant="icon"
            preferNative
            align="end"
            triggerLabel={publicMessages.share.shareItem(item.title)}
          />
        )}
      />
    </>
  );
}
