import { useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { NewsDetail } from '#web/features/news/components/news-detail.tsx';
import { useNewsDetailTitle } from '#web/features/news/hooks/use-news-detail-title.ts';
import { SharePanel } from '#web/features/share/components/share-panel.tsx';
import { useCountNewsReading } from '#web/features/site/hooks/use-count-news-reading.ts';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

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
