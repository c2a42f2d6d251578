import { Loader2 } from 'lucide-react';
import { messages } from '../../../../../shared/messages';
import { AlertBanner } from './alert-banner';
import { secondaryButtonClassName } from './form-field';

/** The admin screens' loading line (SPEC §4: data screens have a loading state). */
export function LoadingStatus({ label = messages.common.loading }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

/** The admin screens' load-error banner with its retry button. */
export function LoadErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AlertBanner
      tone="error"
      actions={
        <button type="button" className={secondaryButtonClassName} onClick={onRetry}>
          {messages.common.retry}
        </button>
      }
    >
      {message}
    </AlertBanner>
  );
}
