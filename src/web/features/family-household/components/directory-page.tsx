import { Mail, MapPin, MessageCircle, Phone, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callLink, whatsAppLink } from '#shared/format/contact-links.ts';
import { familyHouseholdMessages as m } from '#shared/messages/family-household.ts';
import type { DirectoryEntry } from '#shared/schemas/family-household.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useDirectory } from '../api/household-api';
import { useSignInWhenSignedOut } from '../hooks/use-sign-in-when-signed-out';

const d = m.directory;
const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-4 py-2 text-start text-slate-900 focus:border-brand-500';
/** A search is sent once typing pauses this long, not at every key. */
const TYPING_PAUSE_MS = 300;

function DirectoryCard({ entry }: { entry: DirectoryEntry }) {
  const call = callLink(entry.phone);
  const chat = whatsAppLink(entry.phone);
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5" data-testid="directory-entry">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-brand-900">{entry.name}</h2>
        <p className="text-sm text-slate-600">{entry.nasab}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {entry.branch && <Badge tone="gold">{d.branchOf(entry.branch)}</Badge>}
          {entry.area && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4 text-slate-500" />
              <span className="sr-only">{d.area}: </span>
              {entry.area}
            </span>
          )}
        </div>
      </div>
      {entry.phone && (
        <p dir="ltr" className="text-start font-semibold text-slate-800 rtl:text-end">
          {entry.phone}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {call && (
          <a href={call} className={buttonClassName({ size: 'pill' })} aria-label={d.callLabel(entry.name)}>
            <Phone aria-hidden className="size-5" />
            {d.call}
          </a>
        )}
        {chat && (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'outline', size: 'pill' })}
            aria-label={d.whatsappLabel(entry.name)}
          >
            <MessageCircle aria-hidden className="size-5" />
            {d.whatsapp}
          </a>
        )}
        {entry.email && (
          <a
            href={`mailto:${entry.email}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700 underline-offset-4 hover:underline"
            aria-label={d.emailLabel(entry.name)}
          >
            <Mail aria-hidden className="size-5" />
            <bdi dir="ltr">{entry.email}</bdi>
          </a>
        )}
      </div>
    </li>
  );
}

/** The search box's text, sent once typing pauses. */
function useTypedSearch(initial: string, send: (q: string) => void) {
  const [typed, setTyped] = useState(initial);
  useEffect(() => {
    if (typed.trim() === initial) return;
    const timer = setTimeout(() => send(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, initial, send]);
  return [typed, setTyped] as const;
}

/**
 * /family/directory «دليل العائلة» (docs/product.md#the-family-directory): relatives who share their
 * contact details, found by name or branch, each with call and WhatsApp. The search, branch and
 * page live in the address, so going back returns to the same list.
 */
export function DirectoryPage() {
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const branch = parseId(params.get('branch'));
  const page = parseId(params.get('page')) ?? 1;
  const query = useDirectory(q, branch, page);
  useSignInWhenSignedOut(query.error);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const [typed, setTyped] = useTypedSearch(q, (value) => update({ q: value, page: null }));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-8 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{d.heading}</h1>
        <p className="text-slate-600">{d.intro}</p>
        <Link
          to={paths.familyMe}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {d.myDetails}
        </Link>
      </header>
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[2fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="space-y-1">
          <label htmlFor={`${ids}-q`} className="block font-semibold text-slate-800">
            {d.search}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400"
            />
            <input
              id={`${ids}-q`}
              type="search"
              value={typed}
              placeholder={d.searchPlaceholder}
              onChange={(event) => setTyped(event.target.value)}
              className={`${fieldClass} ps-10`}
            />
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-branch`} className="block font-semibold text-slate-800">
            {d.branch}
          </label>
          <select
            id={`${ids}-branch`}
            value={branch ?? ''}
            onChange={(event) => update({ branch: event.target.value || null, page: null })}
            className={fieldClass}
          >
            <option value="">{d.allBranches}</option>
            {data?.branches.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {d.branchOf(choice.name)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {query.isPending ? (
        <LoadingState label={d.loading} />
      ) : query.isError || !data ? (
        <ErrorState message={d.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data.entries.length === 0 ? (
        <EmptyState>{q || branch !== null ? d.noMatch : d.empty}</EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {d.count(data.entries.length, data.total)}
          </p>
          <ul className="grid gap-4" aria-busy={query.isFetching}>
            {data.entries.map((entry) => (
              <DirectoryCard key={entry.id} entry={entry} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-3" aria-label={d.pageOf(page, pages)}>
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                {d.previous}
              </Button>
              <span className="text-sm text-slate-600">{d.pageOf(page, pages)}</span>
              <Button
                variant="outline"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {d.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
