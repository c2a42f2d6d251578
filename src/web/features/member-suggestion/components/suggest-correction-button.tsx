import { PencilLine } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import type { SuggestionDialogProps } from './suggestion-dialog';

// The form and its libraries (react-hook-form, zod, the dialog) come with the first
// press, never with the page: the public pages stay as light as they were (decision 014).
const loadDialog = () => import('./suggestion-dialog');
const SuggestionDialog = lazy<ComponentType<SuggestionDialogProps>>(() =>
  loadDialog().then(
    (module) => ({ default: module.SuggestionDialog }),
    () => {
      // A deploy since the page loaded, or no connection: a fresh load of this page (as the member
      // search does) rather than the error page a failed lazy component would bring. Nothing has
      // been typed yet: the form never opened.
      window.location.reload();
      return { default: () => null };
    },
  ),
);
/** Warms the dialog's code on hover or focus, so the press finds it loaded. */
const prefetchDialog = () => void loadDialog().catch(() => undefined);

export interface SuggestCorrectionButtonProps {
  member: { id: number; name: string };
  /** `button`: the member page's pill; `compact`: a small line on a tree card. */
  variant?: 'button' | 'compact';
  /** The tree chart's roving tab stop: only the active card's controls are tabbable. */
  tabIndex?: number;
}

const styles = {
  button: buttonClassName({ variant: 'outline' }),
  compact:
    'relative inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline',
};

/** «اقترح تصحيحاً»: opens the correction form for this member. */
export function SuggestCorrectionButton({
  member,
  variant = 'button',
  tabIndex,
}: SuggestCorrectionButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, then kept: what was typed survives closing the dialog.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles[variant]}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={variant === 'compact' ? m.suggestFor(member.name) : undefined}
        tabIndex={tabIndex}
        draggable={false}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <PencilLine aria-hidden className={variant === 'compact' ? 'size-4' : 'size-5'} />
        {m.suggest}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SuggestionDialog
            member={member}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
