import { Landmark, MapPinned, ScrollText, Swords } from 'lucide-react';
import { publicMessages } from '../../../../shared/messages/public';

const h = publicMessages.familyHistory;

// SPEC §2: four static entries, in the spec's order.
const timeline = [
  { ...h.origin, Icon: ScrollText },
  { ...h.nameReason, Icon: Landmark },
  { ...h.lands, Icon: MapPinned },
  { ...h.jahra, Icon: Swords },
];

/** SPEC §2: the history page: the four-entry timeline and text blocks. */
export function HistoryPage() {
  return (
    <>
      <header className="bg-brand-700 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-4xl font-bold">{h.heading}</h1>
          <p className="mt-4 text-lg leading-loose text-brand-100">{h.intro}</p>
        </div>
      </header>

      <section aria-labelledby="timeline-heading" className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="timeline-heading" className="mb-10 text-center text-3xl font-bold text-brand-700">
          {h.timelineHeading}
        </h2>
        <ol className="relative space-y-10 border-s-2 border-gold-400 ps-8 sm:ps-12">
          {timeline.map(({ title, period, body, Icon }) => (
            <li key={title} className="relative">
              <span
                aria-hidden
                className="absolute -start-[3.05rem] top-0 inline-flex size-10 items-center justify-center rounded-full border-4 border-sand-100 bg-brand-600 text-white sm:-start-[4.05rem]"
              >
                <Icon className="size-5" />
              </span>
              <article className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
                <p className="mb-2 inline-block rounded-full bg-sand-200 px-3 py-1 text-sm font-semibold text-brand-700">
                  <bdi>{period}</bdi>
                </p>
                <h3 className="mb-3 text-2xl font-bold text-brand-700">{title}</h3>
                <p className="leading-loose text-slate-700">{body}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>

      <div className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-3">
          {h.blocks.map((block, index) => (
            <section key={block.title} aria-labelledby={`history-block-${index}`}>
              <h2 id={`history-block-${index}`} className="mb-3 text-2xl font-bold text-brand-700">
                {block.title}
              </h2>
              <p className="leading-loose text-slate-700">{block.body}</p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
