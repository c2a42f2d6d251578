import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { DialogBackdrop, DialogCloseButton } from '#web/components/ui/dialog.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

/**
 * docs/product.md#news-detail: the news image enlarged in a lightbox; Escape, a backdrop click or the close
 * button closes it.
 */
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
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <DialogBackdrop className="bg-black/85" onClose={() => setOpen(false)} />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 m-auto flex h-fit w-fit max-w-[calc(100vw-2rem)] items-center justify-center"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {/* Opened to see the detail: the widest copies (1280, 2000) are for here. */}
          <ResponsiveImage
            src={src}
            alt={alt}
            sizes="calc(100vw - 2rem)"
            width={1200}
            height={800}
            loading="eager"
            className="h-auto max-h-[85svh] w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
