import { useParams } from 'react-router';
import { AdminNewsPreview } from '../../../features/admin/news/components/admin-news-preview';
import { NewsArticle } from '../../../features/news/components/news-detail';

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
