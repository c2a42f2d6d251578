import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { commonMessages } from '#shared/messages/common.ts';

const tones = {
  success: { box: 'border-green-300 bg-green-50 text-green-900', Icon: CircleCheck },
  error: { box: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-900', Icon: Info },
} as const;

interface AlertBannerProps {
  tone: keyof typeof tones;
  children: ReactNode;
  /** Buttons or links beside the text, e.g. back to the list. */
  actions?: ReactNode;
  onDismiss?: () => void;
  /**
   * Overrides the tone's role, e.g. 'alert' for a result shown "in an alert" (docs/product.md#screen-states).
   */
  role?: 'alert' | 'status';
  /** Scroll the banner into view when it appears, e.g. after saving a long form on a phone. */
  reveal?: boolean;
}

/** The success or error banner after a save or a failed load (docs/product.md#screen-states). */
export function AlertBanner({ tone, children, actions, onDismiss, role, reveal }: AlertBannerProps) {
  const { box, Icon } = tones[tone];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [reveal]);
  return (
    <div
      ref={ref}
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={`flex flex-wrap items-start gap-3 rounded-lg border p-4 ${box}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {/* A message of several lines (a spreadsheet's row errors) keeps its line breaks. */}
      <div className="min-w-0 flex-1 basis-48 font-semibold whitespace-pre-line">{children}</div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="rounded p-1 hover:bg-black/5"
          aria-label={commonMessages.close}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
