import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { NewsItem } from '#shared/schemas/news.ts';
import { paths } from '#web/config/paths.ts';
import { FamilyOnlyBadge, NewsCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { NewsDate } from './news-date';
import { NewsImage } from './news-image';

interface NewsCardProps {
  item: NewsItem;
  /** Heading level: h2 on the news page, h3 inside a home section. */
  headingLevel?: 'h2' | 'h3';
  /** The share control, supplied by the route (features do not import each other). */
  share?: ReactNode;
  /** How wide the list's grid draws the image (the `sizes` attribute). */
  imageSizes: string;
  /** The first card of a page: its image is likely the largest thing painted. */
  priority?: boolean;
}

/** docs/product.md#news: image, date, badge, title, excerpt, read-more and (on the news page) share. */
export function NewsCard({ item, headingLevel: Heading = 'h2', share, imageSizes, priority }: NewsCardProps) {
  const href = paths.newsDetail(item.id);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden className="block overflow-hidden rounded-t-2xl">
        <NewsImage
          src={item.image}
          alt=""
          sizes={imageSizes}
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <NewsDate date={item.date} />
          <span className="flex flex-wrap items-center gap-2">
            {item.family_only && <FamilyOnlyBadge />}
            <NewsCategoryBadge category={item.category} />
          </span>
        </div>
        <Heading className="text-xl font-bold leading-snug text-brand-700">
          <Link to={href} className="hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="leading-relaxed text-slate-700">{item.excerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <Link
            to={href}
            aria-label={publicMessages.news.readMoreAbout(item.title)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-600 hover:text-brand-700 hover:underline"
          >
            {commonMessages.readMore}
            <ArrowLeft aria-hidden className="size-4" />
          </Link>
          {share}
        </div>
      </div>
    </article>
  );
}
