import { truncateWords } from '#shared/format/text.ts';
import { emptySiteMessages } from '#shared/messages/empty-site.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useNotablePeople } from '../api/get-notable-people';
import { lowestOrder } from '../people';
import { PersonCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { PersonPhoto } from './person-photo';
import { MoreLink } from '#web/components/ui/more-link.tsx';
import { cardImageSizes } from '#web/components/ui/responsive-image.tsx';

const m = publicMessages.notablePeople;

/**
 * The home page (docs/product.md#home): the three people with the lowest order, bios cut to 20 words, and a
 * link to all.
 */
export function NotablePreview() {
  const query = useNotablePeople();
  const people = query.data ? lowestOrder(query.data) : [];

  return (
    <section
      id="notable-people"
      aria-labelledby="notable-preview-heading"
      className="bg-white py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="notable-preview-heading" className="text-3xl font-bold text-brand-700 sm:text-4xl">
            {m.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.intro}</p>
        </header>

        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState
            message={m.loadError}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : people.length === 0 ? (
          <p className="text-center text-lg text-slate-600">{emptySiteMessages.notablePeople}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {people.map((person) => (
              <li key={person.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 shadow-sm">
                  <PersonPhoto
                    src={person.image}
                    alt=""
                    sizes={cardImageSizes.home}
                    className="aspect-[4/3] w-full"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <div>
                      <PersonCategoryBadge category={person.category} />
                    </div>
                    <h3 className="text-xl font-bold text-brand-700">{person.name}</h3>
                    <p className="font-semibold text-slate-700">{person.position}</p>
                    <p className="leading-relaxed text-slate-700">{truncateWords(person.bio || m.bioSoon)}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}

        <div className="mt-10 text-center">
          <MoreLink to={paths.notablePeople}>{publicMessages.home.allPeople}</MoreLink>
        </div>
      </div>
    </section>
  );
}
