import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NewsDetail } from '../../features/news/components/news-detail';
import { useNewsDetailTitle } from '../../features/news/hooks/use-news-detail-title';
import { SharePanel } from '../../features/share/components/share-panel';
import { useCountNewsReading } from '../../features/site/hooks/use-count-news-reading';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function NewsDetailRoute() {
  const { id } = useParams();
  usePageTitle(useNewsDetailTitle(id));
  useCountNewsReading(id);
  return (
    <NewsDetail
      id={id}
      renderShare={(item) => (
        <SharePanel title={item.title} url={paths.newsDetail(item.id)} placement="top" align="end" />
      )}
    />
  );
}
