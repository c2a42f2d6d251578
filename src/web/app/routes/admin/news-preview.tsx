import { useParams } from 'react-router';
import { AdminNewsPreview } from '#web/features/admin/news/components/admin-news-preview.tsx';
import { NewsArticle } from '#web/features/news/components/news-detail.tsx';

/** «معاينة»: the admin's item in the public page's article (decision 016). */
export default function AdminNewsPreviewRoute() {
  const { id = '' } = useParams();
  return (
    <AdminNewsPreview
      key={id}
      id={id}
      renderArticle={(item, members) => <NewsArticle item={item} members={members} />}
    />
  );
}
