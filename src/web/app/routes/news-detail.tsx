import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NewsDetail } from '../../features/news/components/news-detail';
import { useNewsDetailTitle } from '../../features/news/hooks/use-news-detail-title';
import { SharePanel } from '../../features/share/components/share-panel';
import { useCountNewsReading } from '../../features/site/hooks/use-count-news-reading';
import { PageTitle } from '../../features/site/components/page-title';

export default function NewsDetailRoute() {
  const { id } = useParams();
  useCountNewsReading(id);
  return (
    <>
      <PageTitle section={useNewsDetailTitle(id)} />
      <NewsDetail
        id={id}
        renderShare={(item) => (
          <SharePanel title={item.title} url={paths.newsDetail(item.id)} placement="top" align="end" />
        )}
      />
    </>
  );
}
