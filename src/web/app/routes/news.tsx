import { publicMessages } from '../../../shared/messages/public';
import { paths } from '../../config/paths';
import { NewsPage } from '../../features/news/components/news-page';
import { SharePanel } from '../../features/share/components/share-panel';
import { PageTitle } from '../../features/site/components/page-title';

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
