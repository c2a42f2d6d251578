import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { publicStateOf } from '#shared/news/publishing.ts';
import type { AdminNewsItem, NewsMemberLink } from '#shared/schemas/news.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { useAdminNewsItem } from '../api/admin-news-api';
import { useNewsMembers } from '#web/features/admin/shell/api/member-choices.ts';

const p = newsPublishingMessages.preview;

/** Whether the public sees the item now, said above the preview. */
function stateNotice(item: AdminNewsItem): string {
  if (item.audience === 'family') return p.noticeFamily;
  const state = publicStateOf(item, new Date());
  if (state === 'draft') return p.noticeDraft;
  if (state === 'waiting' && item.publish_at) return p.noticeWaiting(formatKuwaitDateTime(item.publish_at));
  return p.noticeLive;
}

function Preview({
  item,
  renderArticle,
}: {
  item: AdminNewsItem;
  renderArticle: (item: AdminNewsItem, members: readonly NewsMemberLink[]) => ReactNode;
}) {
  const members = useNewsMembers(item.member_ids);
  return (
    <>
      <AlertBanner tone="info">
        {p.notice} {stateNotice(item)}
      </AlertBanner>
      <QueryState query={members} errorMessage={newsPublishingMessages.fields.memberLabelsError}>
        {(choices) => (
          // The page as the public will get it: a hidden member is not named (decision 015).
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {renderArticle(
              item,
              choices
                .filter((choice) => choice.publicVisibility !== 'hidden')
                .map((choice) => ({ id: choice.id, name: choice.name })),
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}

/**
 * «معاينة» (decision 016): an item, whatever its status, as the public would see it. The data comes
 * from the admin's own item endpoint: no public read ever answers for a draft. The article itself
 * is the public page's, handed in by the route (features do not import each other).
 */
export function AdminNewsPreview({
  id,
  renderArticle,
}: {
  id: string;
  renderArticle: (item: AdminNewsItem, members: readonly NewsMemberLink[]) => ReactNode;
}) {
  const item = useAdminNewsItem(id);
  return (
    <AdminScreen
      title={p.title}
      backTo={paths.admin.news}
      width="wide"
      actions={
        <Link
          to={paths.admin.newsEdit(id)}
          className={buttonClassName({ variant: 'neutral', size: 'compact' })}
        >
          <Pencil className="size-5" aria-hidden="true" />
          {p.edit}
        </Link>
      }
    >
      <QueryState
        query={item}
        errorMessage={(error) => (error instanceof ApiError ? error.message : adminMessages.news.invalidData)}
      >
        {(stored) => <Preview item={stored} renderArticle={renderArticle} />}
      </QueryState>
    </AdminScreen>
  );
}
