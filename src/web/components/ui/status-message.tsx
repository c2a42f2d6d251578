import { CircleAlert, Inbox, LoaderCircle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { Button } from './button';

/**
 * The loading state of a data screen (docs/product.md#screen-states), announced politely to screen readers.
 */
export function LoadingState({ label = commonMessages.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-lg text-slate-600">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-500" />
      <span>{label}</span>
    </div>
  );
}

/**
 * The error state of a data screen: its message (docs/product.md#messages) and, where a retry helps, a retry
 * button.
 */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-900"
    >
      <CircleAlert aria-hidden className="size-10 text-red-700" />
      <p className="text-lg font-semibold">{message}</p>
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden className={`size-5 ${retrying ? 'animate-spin' : ''}`} />
          {retrying ? commonMessages.loading : commonMessages.retry}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show: a calm message, not an error. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-sand-200 bg-white px-6 py-12 text-center text-slate-600">
      <Inbox aria-hidden className="size-10 text-slate-400" />
      <p className="text-lg">{children}</p>
    </div>
  );
}
