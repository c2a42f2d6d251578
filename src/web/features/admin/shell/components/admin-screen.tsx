import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { QueryState } from './query-state';
import { ResultBanner, type ResultMessage } from './result-banner';

const widths = {
  narrow: 'max-w-xl',
  medium: 'max-w-3xl',
  wide: 'max-w-4xl',
  full: 'max-w-none',
} as const;

interface AdminScreenProps {
  title: string;
  intro?: string;
  /** Beside the title: an add button, a count. */
  actions?: ReactNode;
  /** A back-to-list link beside the title. */
  backTo?: string;
  width?: keyof typeof widths;
  children: ReactNode;
}

/** The history entries (location keys) whose handed-over result was shown, in this tab. */
const SHOWN_RESULTS_KEY = 'nasab:results-shown';
/** Enough entries for any way back a keeper takes; the oldest are forgotten. */
const SHOWN_RESULTS_KEPT = 50;

function shownResults(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SHOWN_RESULTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

const resultShownAt = (key: string) => shownResults().includes(key);

function rememberResultShownAt(key: string): void {
  try {
    const keys = [...shownResults().filter((shown) => shown !== key), key].slice(-SHOWN_RESULTS_KEPT);
    sessionStorage.setItem(SHOWN_RESULTS_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or disabled: a step back may show the banner again, nothing worse.
  }
}

/**
 * The frame of every admin screen: its heading, and the result of a save made on the screen
 * that led here (a form that returns to its list hands its banner over through the navigation).
 */
export function AdminScreen({ title, intro, actions, backTo, width = 'wide', children }: AdminScreenProps) {
  const location = useLocation();
  const handedOverHere = (location.state as { result?: ResultMessage } | null)?.result ?? null;
  const [handedOver, setHandedOver] = useState<ResultMessage | null>(() =>
    handedOverHere && !resultShownAt(location.key) ? handedOverHere : null,
  );
  useEffect(() => {
    // Shown once: a reload or a step back must not show it again. Remembered by the history entry,
    // not cleared from it by a navigation: one issued here, after an «تعديل» clicked meanwhile,
    // cancelled that click and left the keeper on the list.
    if (handedOverHere) rememberResultShownAt(location.key);
  }, [handedOverHere, location.key]);

  return (
    <div className={`mx-auto ${widths[width]} space-y-6`}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {intro && <p className="text-slate-600">{intro}</p>}
        </div>
        {(actions || backTo) && (
          <div className="flex flex-wrap items-center gap-3">
            {actions}
            {backTo && (
              <Link to={backTo} className="inline-flex items-center gap-1 text-brand-600 hover:underline">
                <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {commonMessages.backToList}
              </Link>
            )}
          </div>
        )}
      </header>
      <ResultBanner result={handedOver} onDismiss={() => setHandedOver(null)} />
      {children}
    </div>
  );
}

interface AdminFormScreenProps<T> extends Omit<AdminScreenProps, 'children'> {
  /** The stored item being edited; none when adding. */
  query?: UseQueryResult<T>;
  /** The screen's load-error text (docs/product.md#messages). */
  loadError: string | ((error: unknown) => string);
  /** The form, given the stored item (undefined when adding). */
  children: (data: T | undefined) => ReactNode;
}

/** One admin form screen: the item's query → the loading line, the load-error banner with retry, or the form. */
export function AdminFormScreen<T>({ query, loadError, children, ...screen }: AdminFormScreenProps<T>) {
  return (
    <AdminScreen {...screen}>
      {query ? (
        <QueryState query={query} errorMessage={loadError}>
          {(data) => children(data)}
        </QueryState>
      ) : (
        children(undefined)
      )}
    </AdminScreen>
  );
}

interface RecordFormScreenProps<TId, T> extends Pick<AdminFormScreenProps<T>, 'loadError' | 'children'> {
  /** The record edited; none for a new one. */
  id: TId | undefined;
  /** Where the record is read: its entity's API (`defineEntityApi`). */
  records: { useItem: (id: TId | undefined) => UseQueryResult<T> };
  text: { addTitle: string; editTitle: string };
  backTo: string;
}

/** The screen of a record's form (a news item, a notable person): added when there is no id, else edited as stored. */
export function RecordFormScreen<TId, T>({ id, records, text, ...screen }: RecordFormScreenProps<TId, T>) {
  const { useItem } = records;
  const item = useItem(id);
  return (
    <AdminFormScreen
      title={id === undefined ? text.addTitle : text.editTitle}
      width="medium"
      query={id === undefined ? undefined : item}
      {...screen}
    />
  );
}
