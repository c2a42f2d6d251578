import { RotateCcw } from 'lucide-react';
import { messages } from '../../../../shared/messages';
import { useDiwan } from '../api/get-diwan';
import { ContactForm } from './contact-form';
import { DiwanDetails } from './diwan-details';
import { DiwanMap } from './diwan-map';

const m = messages.diwanPage;
// SPEC §9: the diwan page's map is 500 px tall.
const MAP_HEIGHT_PX = 500;

export interface DiwanPageProps {
  siteEmail: string;
}

function DiwanInfoPanel() {
  const diwan = useDiwan();
  if (diwan.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{messages.common.loading}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden className="h-14 animate-pulse rounded-lg bg-sand-200" />
        ))}
      </div>
    );
  }
  if (diwan.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{messages.diwan.loadError}</p>
        <button
          type="button"
          onClick={() => void diwan.refetch()}
          disabled={diwan.isFetching}
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <RotateCcw aria-hidden className="size-4" />
          {messages.common.retry}
        </button>
      </div>
    );
  }
  return <DiwanDetails diwan={diwan.data} />;
}

function DiwanMapPanel() {
  const diwan = useDiwan();
  if (!diwan.isSuccess) return null;
  return (
    <section aria-labelledby="diwan-map-heading" className="mt-12">
      <h2 id="diwan-map-heading" className="mb-4 text-2xl font-bold text-brand-700">
        {m.mapHeading}
      </h2>
      <DiwanMap mapUrl={diwan.data.map_url} height={MAP_HEIGHT_PX} />
    </section>
  );
}

/** SPEC §2: the diwan page: details, WhatsApp phone, contact form and the 500 px map. */
export function DiwanPage({ siteEmail }: DiwanPageProps) {
  return (
    <>
      <header className="bg-brand-700 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-4xl font-bold">{messages.titles.diwan}</h1>
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
