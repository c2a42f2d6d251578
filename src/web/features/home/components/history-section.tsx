import { Landmark, MapPinned, ScrollText } from 'lucide-react';
import { publicMessages } from '../../../../shared/messages/public';
import { paths } from '../../../config/paths';
import { MoreLink } from '../../../components/ui/more-link';

const h = publicMessages.familyHistory;
const m = publicMessages.homePage;

const cards = [
  { ...h.origin, Icon: ScrollText },
  { ...h.nameReason, Icon: Landmark },
  { ...h.lands, Icon: MapPinned },
];

/** SPEC §2: the home page's history section (anchor «history»): three cards, the 1951 land map, a link to /history. */
export function HistorySection() {
  return (
    <section id="history" aria-labelledby="history-heading" className="bg-sand-100 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="history-heading" className="text-3xl font-bold text-brand-700 sm:text-4xl">
            {m.historyHeading}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.historyIntro}</p>
        </header>

        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map(({ title, summary, Icon }) => (
            <li key={title} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mb-2 text-xl font-bold text-brand-700">{title}</h3>
              <p className="leading-relaxed text-slate-700">{summary}</p>
            </li>
          ))}
        </ul>

        <figure className="mx-auto mt-12 max-w-3xl overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          <img
            src="/images/land-map-1951.svg"
            alt={m.mapAlt}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <figcaption className="px-4 py-3 text-center text-slate-700">{m.mapCaption}</figcaption>
        </figure>

        <div className="mt-10 text-center">
          <MoreLink to={paths.history}>{m.moreHistory}</MoreLink>
        </div>
      </div>
    </section>
  );
}
