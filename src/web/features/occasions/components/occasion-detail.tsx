import { ArrowRight, Clock, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { newsParagraphs } from '#shared/format/news-content.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading } from '#shared/occasions/heading.ts';
import { parseId } from '#shared/schemas/ids.ts';
import type { Condolence, DeathNotice, Occasion } from '#shared/schemas/occasion.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { NotFoundState } from '#web/components/ui/not-found-state.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useOccasion } from '../api/occasions-api';
import { OccasionCalendarLink } from './calendar-links';

const m = occasionMessages;
const n = m.notice;

/** «+965 9988 7766» for a Kuwaiti number; any other as stored. */
function phoneText(stored: string): string {
  const local = /^\+965(\d{4})(\d{4})$/.exec(stored);
  return local ? `+965 ${local[1]} ${local[2]}` : stored;
}

export function OccasionNotFound() {
  return (
    <NotFoundState
      title={m.detail.notFound}
      detail={m.detail.notFoundDetail}
      backTo={paths.occasions}
      backLabel={m.detail.back}
    />
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-start">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function CondolencePart({ title, condolence }: { title: string; condolence: Condolence }) {
  const place = condolence.place === 'diwan' ? n.diwan : condolence.address;
  return (
    <Part title={title}>
      <p className="flex items-start gap-2 text-slate-800">
        <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-slate-600" />
        <span>
          <span className="font-semibold">{place}</span>
          {condolence.place === 'diwan' && condolence.address && (
            <span className="block text-slate-600">{condolence.address}</span>
          )}
        </span>
      </p>
      {condolence.hours && (
        <p className="flex items-start gap-2 text-slate-800">
          <Clock aria-hidden className="mt-1 size-5 shrink-0 text-slate-600" />
          <span>{condolence.hours}</span>
        </p>
      )}
      <p className="text-slate-700">
        {n.days(condolence.days)}، {n.from(formatGenealogyDate(condolence.starts_on))}
      </p>
      {condolence.map_link && (
        <a
          href={condolence.map_link}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClassName({ variant: 'outline', size: 'compact' })} self-start`}
        >
          <MapPin aria-hidden className="size-5" />
          {n.map}
          <span className="sr-only">: {title}</span>
        </a>
      )}
    </Part>
  );
}

/** The notice as families print it: the verse, the wording, the name, then where and when. */
function NoticeCard({ occasion, notice }: { occasion: Occasion; notice: DeathNotice }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-slate-800 bg-white px-4 py-8 text-center shadow-sm">
        <p className="text-lg text-slate-700">{n.prayerFor}</p>
        <p className="text-xl text-slate-800">{notice.opening}</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{occasionHeading(occasion)}</h1>
        <p className="text-slate-700">
          <time dateTime={occasion.date}>{formatGenealogyDate(occasion.date)}</time>
        </p>
      </div>
      {occasion.body && <Paragraphs text={occasion.body} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {(notice.prayer_mosque || notice.prayer_time) && (
          <Part title={n.prayer}>
            {notice.prayer_mosque && <p className="text-slate-800">{n.mosque(notice.prayer_mosque)}</p>}
            {notice.prayer_time && <p className="text-slate-700">{notice.prayer_time}</p>}
          </Part>
        )}
        {notice.cemetery && (
          <Part title={n.burial}>
            <p className="text-slate-800">{n.cemetery(notice.cemetery)}</p>
          </Part>
        )}
        <CondolencePart title={n.menCondolence} condolence={notice.men} />
        <CondolencePart title={n.womenCondolence} condolence={notice.women} />
      </div>
      {notice.phones.length > 0 && (
        <Part title={n.phones}>
          <ul className="flex flex-col gap-2">
            {notice.phones.map((phone) => (
              <li key={phone} className="flex flex-wrap items-center gap-2">
                <a
                  href={`tel:${phone}`}
                  aria-label={n.call(phoneText(phone))}
                  className={buttonClassName({ variant: 'outline', size: 'compact' })}
                >
                  <Phone aria-hidden className="size-5" />
                  <span dir="ltr">{phoneText(phone)}</span>
                </a>
                <a
                  href={`https://wa.me/${phone.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={n.whatsApp(phoneText(phone))}
                  className={buttonClassName({ variant: 'outline', size: 'compact' })}
                >
                  <WhatsAppIcon aria-hidden className="size-5" />
                  <span>{n.whatsAppLabel}</span>
                </a>
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4 text-lg leading-loose text-slate-800">
      {newsParagraphs(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Any other occasion: its kind, heading, day in both calendars and text. */
function OccasionArticle({ occasion }: { occasion: Occasion }) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-start gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {m.kinds[occasion.kind]}
        </span>
        <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{occasionHeading(occasion)}</h1>
        <p className="text-slate-700">
          <time dateTime={occasion.date}>{formatGenealogyDate(occasion.date)}</time>
        </p>
      </header>
      {occasion.body && <Paragraphs text={occasion.body} />}
    </div>
  );
}

/** An occasion from data in hand: the public page's, and the admin form's preview. */
export function OccasionView({ occasion, footer }: { occasion: Occasion; footer?: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      {occasion.notice ? (
        <NoticeCard occasion={occasion} notice={occasion.notice} />
      ) : (
        <OccasionArticle occasion={occasion} />
      )}
      {occasion.members.length > 0 && (
        <section aria-labelledby="occasion-members-heading" className="flex flex-col gap-3">
          <h2 id="occasion-members-heading" className="text-xl font-bold text-brand-900">
            {m.detail.members}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {occasion.members.map((member) => (
              <li key={member.id}>
                <Link
                  to={paths.familyMember(member.id)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-100 bg-brand-50 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-100"
                >
                  <UserRound aria-hidden className="size-5" />
                  {member.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {footer}
    </article>
  );
}

/** docs/product.md#occasions: `/occasions/{id}`, a death notice laid out as families print it. */
export function OccasionDetail({
  id: rawId,
  renderShare,
}: {
  id: string | undefined;
  renderShare?: (occasion: Occasion) => ReactNode;
}) {
  const id = parseId(rawId);
  const query = useOccasion(id);
  if (id === null || query.data === null) return <OccasionNotFound />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState
          message={m.page.loadError}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return (
    <OccasionView
      occasion={query.data}
      footer={
        <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-6">
          <Link to={paths.occasions} className={buttonClassName({ variant: 'outline' })}>
            <ArrowRight aria-hidden className="size-5" />
            {m.detail.back}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <OccasionCalendarLink id={query.data.id} />
            {renderShare?.(query.data)}
          </div>
        </footer>
      }
    />
  );
}
