import type { ReactNode } from 'react';
import { AlertBanner } from './alert-banner';

/**
 * The outcome of a save, shown in one banner above the form (docs/product.md#screen-states: success or error
 * banner).
 */
export interface ResultMessage {
  tone: 'success' | 'error';
  text: string;
  /** Scroll it into view: after a save at the bottom of a long form on a phone. */
  reveal?: boolean;
}

interface ResultBannerProps {
  result: ResultMessage | null;
  onDismiss: () => void;
  /** Shown beside a success, e.g. back to the list (docs/product.md#admin-notable-people). */
  successActions?: ReactNode;
  /** 'alert' where the result is shown "in an alert" (password, database): announced at once. */
  role?: 'alert';
}

export function ResultBanner({ result, onDismiss, successActions, role }: ResultBannerProps) {
  if (!result) return null;
  return (
    <AlertBanner
      tone={result.tone}
      role={role}
      reveal={result.reveal}
      onDismiss={onDismiss}
      actions={result.tone === 'success' ? successActions : undefined}
    >
      {result.text}
    </AlertBanner>
  );
}
