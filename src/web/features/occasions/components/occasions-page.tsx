import { useEffect, type ReactNode } from 'react';
import { occasionMessages } from '#shared/messages/occasions.ts';
import type { Occasion } from '#shared/schemas/occasion.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useOccasionList } from '../api/occasions-api';
import { CalendarSubscribeLinks } from './calendar-links';
import { OccasionCalendar } from './occasion-calendar';
import { OccasionCard } from './occasion-card';

const m = occasionMessages.page;

function OccasionList({
  heading,
  occasions,
  empty,
}: {
  heading: string;
  occasions: Occasion[];
  empty?: string;
}) {
  if (occasions.length === 0 && !empty) return null;
  return (
    <section className="flex flex-col gap-4" aria-label={heading}>
      <h2 className="text-2xl font-bold text-brand-800">{heading}</h2>
      {occasions.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {occasions.map((occasion) => (
            <OccasionCard key={occasion.id} occasion={occasion} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * docs/product.md#occasions: upcoming occasions (soonest first), then past ones (latest first), parted
 * by the day the answer was made on, beside the month calendar. `signedIn`: a relative may be signed
 * in, so the list is read again for them (the page itself is the public's, the same for everyone).
 * `actions`: what the route puts under the heading («تنبيهني»).
 */
export function OccasionsPage({ signedIn = false, actions }: { signedIn?: boolean; actions?: ReactNode }) {
  const query = useOccasionList();
  const { refetch } = query;
  useEffect(() => {
    if (signedIn) void refetch();
  }, [signedIn, refetch]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-brand-700 sm:text-4xl">{m.heading}</h1>
        <p className="mt-3 text-lg text-slate-600">{m.intro}</p>
        <CalendarSubscribeLinks />
        {actions && <div className="mt-5">{actions}</div>}
      </header>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={m.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.occasions.length === 0 ? (
        <EmptyState>{m.empty}</EmptyState>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-10">
            <OccasionList
              heading={m.upcoming}
              empty={m.noUpcoming}
              occasions={query.data.occasions.filter((occasion) => occasion.date >= query.data.today)}
            />
            <OccasionList
              heading={m.past}
              occasions={query.data.occasions.filter((occasion) => occasion.date < query.data.today)}
            />
          </div>
          <OccasionCalendar occasions={query.data.occasions} today={query.data.today} />
        </div>
      )}
    </div>
  );
}
