import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { occasionCalendarMessages } from '#shared/messages/occasion-calendar.ts';
import { webcalUrl } from '#shared/occasions/calendar-paths.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { useFamilyCalendar, useNewFamilyCalendar, useStopFamilyCalendar } from '../api/family-calendar-api';
import { refusalOf } from './refusal';

const m = occasionCalendarMessages.account;

/** The new link, shown once: a subscription link for the phone, and the address to copy. */
function NewLink({ feedUrl }: { feedUrl: string }) {
  const copy = () => {
    const copied = navigator.clipboard?.writeText(feedUrl);
    if (!copied) return void toast.error(m.copyFailed);
    copied.then(
      () => toast.success(m.copied),
      () => toast.error(m.copyFailed),
    );
  };
  return (
    <div className="space-y-3 rounded-lg bg-emerald-50 p-3" data-testid="calendar-link">
      <p className="text-emerald-900">{m.ready}</p>
      <label htmlFor="calendar-link" className="sr-only">
        {m.linkLabel}
      </label>
      <input
        id="calendar-link"
        readOnly
        dir="ltr"
        value={feedUrl}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-start font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <a href={webcalUrl(feedUrl)} className={buttonClassName({ size: 'compact' })}>
          <CalendarPlus aria-hidden className="size-4" />
          {m.open}
        </a>
        <Button variant="neutral" size="compact" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {m.copy}
        </Button>
      </div>
    </div>
  );
}

/**
 * «تقويم المناسبات» on «حسابي» (docs/product.md#the-calendar-feed): a private feed with the
 * family-only occasions, whose link the server shows once, made again at will (the old one stops)
 * or stopped.
 */
export function CalendarFeed() {
  const state = useFamilyCalendar();
  const make = useNewFamilyCalendar();
  const stop = useStopFamilyCalendar();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  if (!state.data) return null;
  const has = state.data.created_at !== null;
  const makeIt = async () => {
    try {
      const made = await make.mutateAsync();
      setFeedUrl(made.feed_url ?? null);
      toast.success(m.created);
    } catch (error) {
      toast.error(refusalOf(error));
    }
  };
  const stopIt = async () => {
    try {
      await stop.mutateAsync();
      setFeedUrl(null);
      toast.success(m.stopped);
    } catch (error) {
      toast.error(refusalOf(error));
    }
  };
  const busy = make.isPending || stop.isPending;
  return (
    <section aria-labelledby="calendar-title" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="calendar-title" className="text-xl font-bold text-brand-900">
        {m.heading}
      </h2>
      <p className="text-slate-600">{m.intro}</p>
      {feedUrl ? (
        <NewLink feedUrl={feedUrl} />
      ) : (
        <p className="text-sm text-slate-700">
          {has ? m.since(formatKuwaitDateTime(state.data.created_at!)) : m.none}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size={has ? 'compact' : 'large'} disabled={busy} onClick={() => void makeIt()}>
          {has ? (
            <RefreshCw aria-hidden className="size-4" />
          ) : (
            <CalendarPlus aria-hidden className="size-5" />
          )}
          {make.isPending ? m.creating : has ? m.renew : m.create}
        </Button>
        {has && (
          <Button variant="neutral" size="compact" disabled={busy} onClick={() => void stopIt()}>
            <Trash2 aria-hidden className="size-4" />
            {m.stop}
          </Button>
        )}
      </div>
      {has && <p className="text-sm text-slate-600">{m.renewHint}</p>}
    </section>
  );
}
