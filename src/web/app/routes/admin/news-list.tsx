import { AdminNewsList } from '../../../features/admin/news/components/admin-news-list';

export default function AdminNewsListRoute() {
  return <AdminNewsList />;
}
