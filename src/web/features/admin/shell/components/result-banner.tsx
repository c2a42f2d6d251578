import type { ReactNode } from 'react';
import { AlertBanner } from './alert-banner';

/** The outcome of a save, shown in one banner above the form (SPEC §4: success or error banner). */
export interface ResultMessage {
  tone: 'success' | 'error';
  text: string;
  /** Scroll it into view: after a save at the bottom of a long form on a phone. */
  reveal?: boolean;
}

interface ResultBannerProps {
  result: ResultMessage | null;
  onDismiss: () => void;
  /** Shown beside a success, e.g. back to the list (SPEC §2 news and people forms). */
  successActions?: ReactNode;
  /** 'alert' where the spec shows the result "in an alert" (password, database): announced at once. */
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
