import { AdminNewsList } from '#web/features/admin/news/components/admin-news-list.tsx';

export default function AdminNewsListRoute() {
  return <AdminNewsList />;
}
