import { Link } from 'react-router';
import { formatArabicDate } from '#shared/format/date.ts';
import { dashboardMessages } from '#shared/messages/dashboard.ts';
import type { StatsTrends } from '#shared/schemas/dashboard.ts';
import { paths } from '#web/config/paths.ts';
import { EmptyMessage } from '#web/features/admin/shell/components/query-state.tsx';

const m = dashboardMessages.topNews;

/** The most-read news items, each a link to its public page with how often it was read. */
export function TopNews({ topNews }: { topNews: StatsTrends['topNews'] }) {
  return (
    <section aria-labelledby="top-news-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="top-news-title" className="text-xl font-bold text-brand-900">
        {m.title}
      </h2>
      {topNews.length === 0 ? (
        <EmptyMessage>{m.empty}</EmptyMessage>
      ) : (
        <ol className="divide-y divide-slate-100">
          {topNews.map((item, index) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link to={paths.newsDetail(item.id)} className="font-semibold text-brand-700 hover:underline">
                  {item.title}
                </Link>
                <p className="text-sm text-slate-600">{formatArabicDate(item.date)}</p>
              </div>
              <span className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
                {m.views(item.views)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
