import { CalendarPlus, Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { occasionCalendarMessages } from '#shared/messages/occasion-calendar.ts';
import { calendarFeedPath, occasionCalendarPath, webcalUrl } from '#shared/occasions/calendar-paths.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';

const m = occasionCalendarMessages.page;

/**
 * The feed's subscription address: `webcal:` makes a phone offer to subscribe, but it must be
 * absolute, and the server that rendered the page knows no origin; until the page has hydrated
 * the link is the feed's own path, which opens it once.
 */
const noChanges = () => () => {};

function useSubscriptionHref(): string {
  // The server's snapshot is used while hydrating too, so the first render matches the page.
  return useSyncExternalStore(
    noChanges,
    () => webcalUrl(`${window.location.origin}${calendarFeedPath}`),
    () => calendarFeedPath,
  );
}

/** «أضف إلى التقويم» on /occasions (docs/product.md#the-calendar-feed): subscribe, or download once. */
export function CalendarSubscribeLinks() {
  const href = useSubscriptionHref();
  return (
    <div className="mt-5 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600">{m.subscribeHint}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={href} className={buttonClassName({ variant: 'outline', size: 'compact' })}>
          <CalendarPlus aria-hidden className="size-5" />
          {m.subscribe}
        </a>
        <a
          href={calendarFeedPath}
          download="occasions.ics"
          className={buttonClassName({ variant: 'neutral', size: 'compact' })}
        >
          <Download aria-hidden className="size-5" />
          {m.download}
        </a>
      </div>
    </div>
  );
}

/** One occasion's events as a file its calendar opens once. */
export function OccasionCalendarLink({ id }: { id: number }) {
  return (
    <a
      href={occasionCalendarPath(id)}
      download={`occasion-${id}.ics`}
      className={buttonClassName({ variant: 'outline' })}
    >
      <CalendarPlus aria-hidden className="size-5" />
      {m.addOne}
    </a>
  );
}
