import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogBackdrop, DialogCloseButton } from '#web/components/ui/dialog.tsx';
import { useSuggestionForm } from '../hooks/use-suggestion-form';
import { SuggestionForm } from './suggestion-form';

export interface SuggestionDialogProps {
  member: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts the focus back once closed: Radix does so for a Dialog.Trigger only, and the button is not one. */
  onClosed: () => void;
}

/** The thank-you of a sent suggestion, focused so a screen reader reads it. */
function SentThanks({ message, onAnother }: { message: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message]);
  return (
    <div role="status" className="mt-5 space-y-4 text-center">
      <CircleCheck aria-hidden className="mx-auto size-12 text-brand-600" />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-700 outline-none">
        {m.sentTitle}
      </h3>
      <p className="leading-relaxed text-slate-700">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Dialog.Close asChild>
          <Button>{commonMessages.close}</Button>
        </Dialog.Close>
        <Button variant="outline" onClick={onAnother}>
          {m.sendAnother}
        </Button>
      </div>
    </div>
  );
}

/**
 * «اقترح تصحيحاً», the form in a dialog (decision 021). The form lives beside the dialog's content,
 * not in it, so closing the dialog, or a failed send, loses nothing typed; a sent suggestion says
 * so and empties the form. Loaded on the button's first press.
 */
export function SuggestionDialog({ member, open, onOpenChange, onClosed }: SuggestionDialogProps) {
  const suggestion = useSuggestionForm(member.id);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) suggestion.clearSent();
      }}
    >
      <Dialog.Portal>
        <DialogBackdrop className="bg-brand-900/70 backdrop-blur-sm" onClose={() => onOpenChange(false)} />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[92svh] w-[calc(100vw-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white px-4 pt-3 pb-5 text-start shadow-2xl sm:px-6 sm:pb-6"
        >
          {/* Level with the close button, and clear of it. */}
          <Dialog.Title className="flex min-h-11 items-center pe-12 text-xl font-bold text-brand-700">
            {m.dialogTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-1 leading-relaxed text-slate-700">
            {m.dialogIntro(member.name)}
          </Dialog.Description>
          {suggestion.sentMessage ? (
            <SentThanks message={suggestion.sentMessage} onAnother={suggestion.clearSent} />
          ) : (
            <SuggestionForm suggestion={suggestion} />
          )}
          <DialogCloseButton className="end-2 top-2" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
