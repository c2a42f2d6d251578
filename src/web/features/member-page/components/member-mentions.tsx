import { Award, Newspaper, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { formatArabicDate } from '#shared/format/date.ts';
import { historyEntryAnchor, historyEntryWhen } from '#shared/format/history-date.ts';
import { memberPageMessages } from '#shared/messages/member-page.ts';
import type { MemberProfile } from '#shared/schemas/member-page.ts';
import { paths } from '#web/config/paths.ts';
import { FamilyOnlyBadge } from '#web/components/ui/category-badge.tsx';

const m = memberPageMessages;

/** The entries of the family's timeline that name the member, each a link to it on /history. */
function HistoryMentions({ entries }: { entries: NonNullable<MemberProfile['history']> }) {
  return (
    <section
      aria-labelledby="member-history"
      className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="member-history" className="flex items-center gap-2 text-xl font-bold text-brand-700">
        <ScrollText aria-hidden className="size-6 text-brand-500" />
        {m.history}
      </h2>
      <ul className="flex flex-col divide-y divide-sand-200">
        {entries.map((entry) => {
          const when = historyEntryWhen(entry);
          return (
            <li key={entry.id} className="flex flex-col py-2">
              <Link
                to={`${paths.history}#${historyEntryAnchor(entry.id)}`}
                className="rounded-sm font-semibold text-brand-700 hover:underline"
              >
                {entry.title}
              </Link>
              {when && <bdi className="text-sm text-slate-600">{when}</bdi>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Where else the site speaks of the member: their notable-people entry, the family's timeline
 * (decision 063) and the news naming them.
 */
export function MemberMentions({ profile }: { profile: MemberProfile }) {
  const { notable, news, history = [] } = profile;
  if (!notable && news.length === 0 && history.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {notable && (
        <section className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <h2 className="flex items-center gap-2 text-xl font-bold text-brand-700">
            <Award aria-hidden className="size-6 text-gold-500" />
            {m.notable}
          </h2>
          <p className="text-lg font-semibold text-slate-900">{notable.position}</p>
          {notable.period && (
            <p className="text-slate-600">
              <bdi>{notable.period}</bdi>
            </p>
          )}
          {notable.bio && <p className="line-clamp-4 leading-relaxed text-slate-700">{notable.bio}</p>}
          <Link
            to={paths.notablePeople}
            className="self-start rounded-sm font-semibold text-brand-600 hover:text-brand-700 hover:underline"
          >
            {m.notableLink}
          </Link>
        </section>
      )}
      {history.length > 0 && <HistoryMentions entries={history} />}
      {news.length > 0 && (
        <section className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <h2 className="flex items-center gap-2 text-xl font-bold text-brand-700">
            <Newspaper aria-hidden className="size-6 text-brand-500" />
            {m.news}
          </h2>
          <ul className="flex flex-col divide-y divide-sand-200">
            {news.map((item) => (
              <li key={item.id} className="flex flex-col py-2">
                <Link
                  to={paths.newsDetail(item.id)}
                  className="rounded-sm font-semibold text-brand-700 hover:underline"
                >
                  {item.title}
                </Link>
                <span className="flex flex-wrap items-center gap-2">
                  <time dateTime={item.date} className="text-sm text-slate-600">
                    {formatArabicDate(item.date)}
                  </time>
                  {item.family_only && <FamilyOnlyBadge />}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
