import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonMessages } from '../../../../shared/messages/common';

/** SPEC §2, §4: the news image enlarged in a lightbox; Escape, a backdrop click or the close button closes it. */
export function ImageLightbox({
  src,
  alt,
  title,
  children,
}: {
  src: string;
  alt: string;
  /** Read to screen readers as the dialog's name. */
  title: string;
  /** The trigger, e.g. the image itself. */
  children: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="lightbox-overlay" className="fixed inset-0 z-50 bg-black/85" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 m-auto flex h-fit w-fit max-w-[calc(100vw-2rem)] items-center justify-center"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <img
            src={src}
            alt={alt}
            width={1200}
            height={800}
            className="h-auto max-h-[85svh] w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
          <Dialog.Close
            aria-label={commonMessages.close}
            className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow transition hover:bg-white"
          >
            <X aria-hidden className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
