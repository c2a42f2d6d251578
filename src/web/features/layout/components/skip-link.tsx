import { publicMessages } from '#shared/messages/public.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {publicMessages.layout.skipToContent}
    </a>
  );
}
