import * as Dialog from '@radix-ui/react-dialog';
import { memberSearchMessages as m } from '#shared/messages/member-search.ts';
import { DialogBackdrop, DialogCloseButton } from '#web/components/ui/dialog.tsx';
import { MemberSearch } from './member-search';

export interface MemberSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Puts the focus somewhere once the dialog has closed. Radix returns it to a Dialog.Trigger
   * only, and the navbar's button cannot be one: this module is loaded after the button is pressed.
   */
  onClosed: () => void;
}

/**
 * The member search opened from every page's navigation. The navbar loads this module
 * on first use, so the combobox (and downshift) stay out of every page's entry script. Radix
 * traps the focus inside, puts it in the search box (the first field) and closes on Escape, the
 * backdrop or the close button; choosing a member changes the page, and the navbar closes it then.
 */
export function MemberSearchDialog({ open, onOpenChange, onClosed }: MemberSearchDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogBackdrop className="bg-brand-900/70 backdrop-blur-sm" onClose={() => onOpenChange(false)} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          // At the top, not centred: on a phone the keyboard takes the lower half, and the list
          // opens downwards, over the backdrop below the dialog: no overflow here, or it is cut off.
          className="fixed inset-x-0 top-4 z-50 mx-auto w-[calc(100vw-2rem)] max-w-xl rounded-2xl bg-white px-4 pt-2 pb-4 shadow-2xl sm:top-16 sm:px-6 sm:pb-6"
        >
          {/* Level with the close button, and clear of it. */}
          <Dialog.Title className="flex min-h-11 items-center pe-12 text-lg font-bold text-brand-700">
            {m.dialogTitle}
          </Dialog.Title>
          <div className="mt-2">
            <MemberSearch variant="nav" />
          </div>
          <DialogCloseButton className="end-2 top-2" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
