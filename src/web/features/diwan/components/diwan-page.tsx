import { publicMessages } from '#shared/messages/public.ts';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useDiwan } from '../api/get-diwan';
import { ContactForm } from './contact-form';
import { DiwanDetails } from './diwan-details';
import { DiwanMap } from './diwan-map';

const m = publicMessages.diwanPage;
// docs/product.md#constants: the diwan page's map is 500 px tall.
const MAP_HEIGHT_PX = 500;

export interface DiwanPageProps {
  siteEmail: string;
}

function DiwanInfoPanel() {
  const diwan = useDiwan();
  if (diwan.isPending) return <LoadingState />;
  if (diwan.isError) {
    return (
      <ErrorState
        message={publicMessages.diwan.loadError}
        onRetry={() => void diwan.refetch()}
        retrying={diwan.isFetching}
      />
    );
  }
  return <DiwanDetails diwan={diwan.data} />;
}

function DiwanMapPanel() {
  const diwan = useDiwan();
  if (diwan.isPending) return null;
  return (
    <section aria-labelledby="diwan-map-heading" className="mt-12">
      <h2 id="diwan-map-heading" className="mb-4 text-2xl font-bold text-brand-700">
        {m.mapHeading}
      </h2>
      <DiwanMap mapUrl={diwan.data?.map_url} height={MAP_HEIGHT_PX} />
    </section>
  );
}

/** docs/product.md#diwan: the diwan page: details, WhatsApp phone, contact form and the 500 px map. */
export function DiwanPage({ siteEmail }: DiwanPageProps) {
  return (
    <>
      <header className="bg-brand-700 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-4xl font-bold">{publicMessages.titles.diwan}</h1>
          <p className="mt-4 text-lg text-brand-100">{m.intro}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="diwan-info-heading"
            className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="diwan-info-heading" className="mb-6 text-2xl font-bold text-brand-700">
              {m.infoHeading}
            </h2>
            <DiwanInfoPanel />
          </section>
          <section
            aria-labelledby="contact-heading"
            className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="contact-heading" className="text-2xl font-bold text-brand-700">
              {m.contactHeading}
            </h2>
            <p className="mt-2 mb-6 text-slate-600">{m.contactIntro}</p>
            <ContactForm siteEmail={siteEmail} />
          </section>
        </div>
        <DiwanMapPanel />
      </div>
    </>
  );
}
