import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isSessionEnded } from '../failure-message';
import { AlertBanner } from './alert-banner';

/** The admin screens' loading line (docs/product.md#screen-states: data screens have a loading state). */
export function LoadingStatus({ label = commonMessages.loading }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
      <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {label}
    </p>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  /** The screen's load-error text (docs/product.md#messages), or one chosen from the error. */
  errorMessage: string | ((error: unknown) => string);
  children: (data: T) => ReactNode;
  /** Nothing while loading, for a part of a screen that may turn out to have nothing to show. */
  quietWhileLoading?: boolean;
}

/**
 * The three honest states of an admin screen's data: the loading line, the load-error banner
 * with retry, or the screen itself. A 401 shows nothing: the app is on its way to the login page.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorMessage,
  children,
  quietWhileLoading,
}: QueryStateProps<T>) {
  if (query.isPending) return quietWhileLoading ? null : <LoadingStatus label={loadingLabel} />;
  if (query.isError) {
    if (isSessionEnded(query.error)) return null;
    const text = typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error);
    return (
      <AlertBanner
        tone="error"
        actions={
          <Button
            variant="neutral"
            size="compact"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {commonMessages.retry}
          </Button>
        }
      >
        {text}
      </AlertBanner>
    );
  }
  return children(query.data);
}

/** A list with nothing to show: a calm message, not an error. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </p>
  );
}
