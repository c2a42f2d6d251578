import { ArrowRight, ExternalLink, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { newsParagraphs } from '#shared/format/news-content.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { NewsItem, NewsMemberLink } from '#shared/schemas/news.ts';
import { paths } from '#web/config/paths.ts';
import { NotFoundState } from '#web/components/ui/not-found-state.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { parseId } from '#shared/schemas/ids.ts';
import { useNewsItem } from '../api/get-news-item';
import { FamilyOnlyBadge, NewsCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { NewsDate } from './news-date';
import { ImageLightbox } from './image-lightbox';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { BelowTheFold } from '#web/lib/below-the-fold.tsx';

const m = publicMessages.news;

function BackLink() {
  return (
    <Link to={paths.news} className={buttonClassName({ variant: 'outline' })}>
      <ArrowRight aria-hidden className="size-5" />
      {m.backToNews}
    </Link>
  );
}

/** docs/product.md#news-detail: the not-found state, with its two messages and a way back. */
export function NewsNotFound() {
  return (
    <NotFoundState
      title={m.notFound}
      detail={m.notFoundDetail}
      backTo={paths.news}
      backLabel={m.backToNews}
    />
  );
}

/** The image; it opens the lightbox and disappears if it cannot be loaded (docs/product.md#messages). */
function DetailImage({ item }: { item: NewsItem }) {
  const [failed, setFailed] = useState(false);
  if (!item.image) return null;
  return (
    <ImageLightbox src={item.image} alt={m.imageAlt(item.title)} title={item.title}>
      <button
        type="button"
        aria-label={m.enlargeImage}
        hidden={failed}
        className="group block w-full cursor-zoom-in overflow-hidden rounded-2xl shadow-md"
      >
        {/* The page's largest paint: fetched first. Drawn across the max-w-3xl column. */}
        <ResponsiveImage
          src={item.image}
          alt={m.imageAlt(item.title)}
          sizes="(min-width: 768px) 736px, calc(100vw - 2rem)"
          width={1200}
          height={800}
          priority
          onError={() => setFailed(true)}
          className="aspect-[3/2] w-full object-cover transition group-hover:scale-[1.02]"
        />
      </button>
    </ImageLightbox>
  );
}

/** The family members the item names, each a link to their page (decision 016). */
function RelatedMembers({ members }: { members: readonly NewsMemberLink[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="news-members-heading" className="flex flex-col gap-3">
      <h2 id="news-members-heading" className="text-xl font-bold text-brand-900">
        {m.relatedMembers}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {members.map((member) => (
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
  );
}

/**
 * docs/product.md#news-detail: hero (date, category, title), image with lightbox, paragraphs, source, back
 * and share.
 */
export function NewsDetail({
  id: rawId,
  renderShare,
}: {
  id: string | undefined;
  renderShare?: (item: NewsItem) => ReactNode;
}) {
  const id = parseId(rawId);
  const query = useNewsItem(id);

  if (id === null || query.data === null) return <NewsNotFound />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState message={m.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }

  return <NewsArticle item={query.data} members={query.data.members} renderShare={renderShare} />;
}

/**
 * The article itself, from data already in hand: the public page's, and the admin's «معاينة»,
 * which shows an item the public cannot read yet exactly as the public will.
 */
export function NewsArticle({
  item,
  members,
  renderShare,
}: {
  item: NewsItem;
  /** The members the item names, as the public may see them. */
  members: readonly NewsMemberLink[];
  renderShare?: (item: NewsItem) => ReactNode;
}) {
  return (
    <article>
      <header className="bg-brand-700 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-4">
          <div className="flex flex-wrap items-center gap-3 text-brand-50">
            <NewsDate date={item.date} />
            <NewsCategoryBadge category={item.category} />
            {item.family_only && <FamilyOnlyBadge />}
          </div>
          <h1 className="text-3xl font-bold leading-snug sm:text-4xl">{item.title}</h1>
        </div>
      </header>

      <BelowTheFold>
        <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
          <DetailImage item={item} />

          <div className="flex flex-col gap-5 text-lg leading-loose text-slate-800">
            {newsParagraphs(item.content).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>

          <RelatedMembers members={members} />

          {item.link && (
            <p>
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-600 hover:text-brand-700 hover:underline"
              >
                <ExternalLink aria-hidden className="size-5" />
                {m.source}
              </a>
            </p>
          )}

          <footer className="flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-6">
            <BackLink />
            {renderShare?.(item)}
          </footer>
        </div>
      </BelowTheFold>
    </article>
  );
}
