import { publicMessages } from '#shared/messages/public.ts';
import { MoreLink } from '#web/components/ui/more-link.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useDiwan } from '../api/get-diwan';
import { DiwanDetails } from './diwan-details';
import { DiwanMap } from './diwan-map';

const m = publicMessages.homePage;

/** docs/product.md#home: the home page's diwan section: address, hours, embedded map, link to /diwan. */
export function DiwanPreview() {
  const diwan = useDiwan();
  return (
    <section aria-labelledby="home-diwan-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="home-diwan-heading" className="text-3xl font-bold text-brand-700 sm:text-4xl">
            {m.diwanHeading}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.diwanIntro}</p>
        </header>
        {diwan.isPending ? (
          <LoadingState />
        ) : diwan.isError ? (
          <div className="grid items-center gap-8 lg:grid-cols-2">
            <ErrorState message={publicMessages.diwan.loadErrorHome} />
            <DiwanMap mapUrl={undefined} height={320} />
          </div>
        ) : (
          <div className="grid items-center gap-8 lg:grid-cols-2">
            <div className="rounded-2xl border border-sand-200 bg-sand-100 p-6 sm:p-8">
              <DiwanDetails diwan={diwan.data} compact />
              <MoreLink to={paths.diwan} className="mt-8">
                {m.diwanDetails}
              </MoreLink>
            </div>
            <DiwanMap mapUrl={diwan.data.map_url} height={320} />
          </div>
        )}
      </div>
    </section>
  );
}
