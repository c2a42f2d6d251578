import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { commonMessages } from '#shared/messages/common.ts';

/**
 * The dimmed backdrop of a modal, closing it when clicked. Radix starts listening for clicks
 * outside the dialog one task after it opens, so a tap on the backdrop that quick was lost;
 * the backdrop answers its own clicks instead.
 */
export function DialogBackdrop({ className, onClose }: { className: string; onClose: () => void }) {
  return <Dialog.Overlay className={`fixed inset-0 z-50 ${className}`} onClick={onClose} />;
}

/** The round close button in the dialog's top end corner. */
export function DialogCloseButton({ className = 'end-2 top-2' }: { className?: string }) {
  return (
    <Dialog.Close
      aria-label={commonMessages.close}
      className={`absolute inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow transition hover:bg-white ${className}`}
    >
      <X aria-hidden className="size-6" />
    </Dialog.Close>
  );
}
