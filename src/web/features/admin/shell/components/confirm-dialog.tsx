import * as Dialog from '@radix-ui/react-dialog';
import { commonMessages } from '#shared/messages/common.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'هل أنت متأكد من حذف هذا الخبر؟'. */
  title: string;
  /** What is concerned, e.g. the item's title. */
  description?: string;
  confirmLabel?: string;
  onConfirm: () => void;
}

/** Asks before a destructive action. Escape, the backdrop and the cancel button all say no. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = commonMessages.delete,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          dir="rtl"
          className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(92vw,28rem)] overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 break-words text-slate-700">{description}</Dialog.Description>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
              {commonMessages.cancel}
            </Dialog.Close>
            <Button
              variant="danger"
              size="compact"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
