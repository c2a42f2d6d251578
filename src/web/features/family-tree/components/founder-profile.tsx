import { Link } from 'react-router';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { highlightLines } from '#shared/format/highlights.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { LifeSpan } from '#web/components/ui/life-span.tsx';

const t = publicMessages.familyTree;
export const FOUNDER_PLACEHOLDER = '/images/founder-placeholder.svg';

/**
 * docs/product.md#family-tree: the founder's photo and bullet biography. The highlights (written on his
 * record, one a line) are the bio said in brief, so the card shows one or the other, never both: with the bio
 * after them, the same story was told twice. His full bio stays a link away, on his own page. A
 * limited founder has neither (decision 015).
 */
export function FounderProfile({ founder, nasab }: { founder: PublicFamilyMember; nasab: string }) {
  const bullets = highlightLines(founder.highlights);
  return (
    <section
      aria-labelledby="founder-heading"
      className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm md:grid-cols-[16rem_1fr] md:p-10"
      data-testid="founder-profile"
    >
      {/*
        The top of the tree page, its largest paint: fetched first. The 4:5 frame is 12rem (16rem
        from md) wide, and a square photo covering it is drawn 5/4 of that.
      */}
      <ResponsiveImage
        src={founder.image || FOUNDER_PLACEHOLDER}
        alt={t.founderPhotoAlt(founder.name)}
        sizes="(min-width: 768px) 320px, 240px"
        width={256}
        height={320}
        priority
        className="mx-auto aspect-[4/5] w-48 rounded-2xl border-4 border-gold-400 bg-sand-100 object-cover md:w-64"
      />
      <div>
        <p className="font-semibold text-gold-500">
          <span className="text-amber-800">{t.founderHeading}</span>
        </p>
        <h2 id="founder-heading" className="mt-1 text-2xl font-bold text-brand-700 sm:text-3xl">
          {founder.name}
        </h2>
        {nasab !== founder.name && <p className="mt-1 text-slate-600">{nasab}</p>}
        <LifeSpan member={founder} className="mt-1 text-slate-600" />
        {bullets.length > 0 && (
          <ul className="mt-5 list-disc space-y-2 ps-5 leading-relaxed text-slate-700 marker:text-gold-500">
            {bullets.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {bullets.length > 0 && founder.bio && (
          <Link
            to={paths.familyMember(founder.id)}
            className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            {t.founderFullBio}
          </Link>
        )}
        {bullets.length === 0 && founder.bio && (
          <p className="mt-5 leading-relaxed whitespace-pre-line text-slate-700">{founder.bio}</p>
        )}
      </div>
    </section>
  );
}
