import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading } from '#shared/occasions/heading.ts';
import type { Occasion } from '#shared/schemas/occasion.ts';
import { paths } from '#web/config/paths.ts';
import { useOccasionList } from '../api/occasions-api';

const m = occasionMessages;

/** A death notice on the deceased's page: the wording, the name, the day, and the way to the notice. */
function NoticeSummary({ occasion }: { occasion: Occasion }) {
  return (
    <section
      aria-labelledby={`member-notice-${occasion.id}`}
      className="flex flex-col items-center gap-2 rounded-2xl border-2 border-slate-800 bg-white px-4 py-6 text-center"
    >
      <h2 id={`member-notice-${occasion.id}`} className="text-lg font-bold text-slate-700">
        {m.member.death}
      </h2>
      {occasion.notice && <p className="text-slate-800">{occasion.notice.opening}</p>}
      <p className="text-2xl font-bold text-slate-900">{occasionHeading(occasion)}</p>
      <p className="text-slate-700">
        <time dateTime={occasion.date}>{formatGenealogyDate(occasion.date)}</time>
      </p>
      <Link
        to={paths.occasionDetail(occasion.id)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        {m.page.details}
        <span className="sr-only">: {occasionHeading(occasion)}</span>
      </Link>
    </section>
  );
}

/**
 * The member's occasions on their page (docs/product.md#member-page): the death notice that mourns
 * them foremost, then the others that concern them.
 */
export function MemberOccasions({ memberId }: { memberId: number }) {
  const query = useOccasionList(memberId);
  if (!query.data || query.data.occasions.length === 0) return null;
  const mourning = (occasion: Occasion) => occasion.notice?.deceased?.id === memberId;
  const notices = query.data.occasions.filter(mourning);
  const others = query.data.occasions.filter((occasion) => !mourning(occasion));
  return (
    <div className="flex flex-col gap-4">
      {notices.map((occasion) => (
        <NoticeSummary key={occasion.id} occasion={occasion} />
      ))}
      {others.length > 0 && (
        <section aria-labelledby="member-occasions-heading" className="flex flex-col gap-2">
          <h2 id="member-occasions-heading" className="text-xl font-bold text-brand-700">
            {m.member.heading}
          </h2>
          <ul className="flex flex-col divide-y divide-sand-200">
            {others.map((occasion) => (
              <li key={occasion.id} className="flex flex-col py-2">
                <Link
                  to={paths.occasionDetail(occasion.id)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {m.kinds[occasion.kind]}: {occasionHeading(occasion)}
                </Link>
                <time dateTime={occasion.date} className="text-sm text-slate-600">
                  {formatGenealogyDate(occasion.date)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
