import { Network } from 'lucide-react';
import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { useFounder } from '../api/get-founder';
import { FOUNDER_PLACEHOLDER } from './founder-profile';
import { LifeSpan } from '#web/components/ui/life-span.tsx';
import { MoreLink } from '#web/components/ui/more-link.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

const t = publicMessages.familyTree;

/**
 * docs/product.md#home: the root member (the first whose name contains the founder's name, found by
 * the server so the page need not carry the whole family) with role and birth, and a link to the
 * full tree; an inviting placeholder when there is none.
 */
export function TreePreview() {
  const founder = useFounder();
  const root = founder.data ?? null;
  const loading = founder.isPending;

  return (
    <section id="family-tree" aria-labelledby="tree-preview-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <Network aria-hidden className="mx-auto mb-3 size-10 text-brand-500" />
        <h2 id="tree-preview-heading" className="text-3xl font-bold text-brand-700 sm:text-4xl">
          {publicMessages.home.familyTree}
        </h2>
        <div className="mt-8" aria-busy={loading}>
          {root ? (
            <div
              className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border-2 border-blue-600 bg-sand-100 p-6 shadow-sm ring-4 ring-gold-400"
              data-testid="tree-preview-root"
            >
              <ResponsiveImage
                src={root.image || FOUNDER_PLACEHOLDER}
                alt={t.founderPhotoAlt(root.name)}
                sizes="112px"
                width={112}
                height={112}
                className="size-28 rounded-full border-4 border-white object-cover shadow"
              />
              <p className="text-sm font-semibold text-amber-800">{t.founderLabel}</p>
              <p className="text-2xl font-bold text-slate-900">{root.name}</p>
              {root.role && <p className="text-brand-700">{root.role}</p>}
              {root.birth && (
                <LifeSpan member={{ birth: root.birth, death: '' }} className="text-slate-600" />
              )}
            </div>
          ) : (
            !loading && (
              <p className="mx-auto max-w-xl text-lg text-slate-600">{publicMessages.home.treePlaceholder}</p>
            )
          )}
        </div>
        <MoreLink to={paths.familyTree} className="mt-8">
          {t.viewFullTree}
        </MoreLink>
      </div>
    </section>
  );
}
