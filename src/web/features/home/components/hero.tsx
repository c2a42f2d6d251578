import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { heroTitle } from '../hero-title';
import { buttonClassName } from '#web/components/ui/button.tsx';

export interface HeroProps {
  familyName: string | undefined;
  heroText: string | undefined;
  /** The site settings are still loading. */
  loading: boolean;
}

/** docs/product.md#home: the full-screen banner with the two in-page anchor buttons. */
export function Hero({ familyName, heroText, loading }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4.5rem)] items-center overflow-hidden bg-brand-900 text-white"
    >
      {/* Decorative layers: a warm gradient and a faint geometric pattern, drawn in CSS. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-brand-500),transparent_60%),linear-gradient(to_bottom,var(--color-brand-700),var(--color-brand-900))]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-10 [background-image:repeating-linear-gradient(45deg,var(--color-gold-400)_0_1px,transparent_1px_28px),repeating-linear-gradient(-45deg,var(--color-gold-400)_0_1px,transparent_1px_28px)]"
      />
      <div className="mx-auto w-full max-w-4xl px-4 py-16 text-center">
        <h1 id="hero-title" className="text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
          {familyName ? (
            heroTitle(familyName)
          ) : loading ? (
            <span aria-busy="true" className="mx-auto block h-14 w-3/4 animate-pulse rounded-lg bg-white/10">
              <span className="sr-only">{commonMessages.loading}</span>
            </span>
          ) : (
            publicMessages.titles.home
          )}
        </h1>
        <div aria-hidden className="mx-auto my-6 h-1 w-24 rounded-full bg-gold-400" />
        {heroText ? (
          <p className="mx-auto max-w-3xl text-lg leading-loose text-brand-100 sm:text-xl">{heroText}</p>
        ) : null}
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <a
            href="#history"
            className={buttonClassName({ variant: 'gold', size: 'large', className: 'w-full sm:w-auto' })}
          >
            {publicMessages.home.discoverHistory}
          </a>
          <a
            href="#family-tree"
            className={buttonClassName({ variant: 'onDark', size: 'large', className: 'w-full sm:w-auto' })}
          >
            {publicMessages.home.familyTree}
          </a>
        </div>
      </div>
    </section>
  );
}
