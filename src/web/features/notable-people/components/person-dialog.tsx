import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { publicMessages } from '#shared/messages/public.ts';
import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { PersonCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { DialogBackdrop, DialogCloseButton } from '#web/components/ui/dialog.tsx';
import { PersonPhoto } from './person-photo';

/**
 * docs/product.md#notable-people: the person's details in a modal: 400 px image, name, position, period,
 * badge and bio. Radix closes it on Escape, a backdrop click or the close button, traps focus inside it
 * and gives focus back to the card that opened it.
 */
export function PersonDialog({
  person,
  onClose,
  returnFocusTo,
}: {
  person: NotablePerson | null;
  onClose: () => void;
  /** The card button that opened it: Radix returns focus to a Dialog.Trigger only, and the cards are not one. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={person !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogBackdrop className="bg-brand-900/70 backdrop-blur-sm" onClose={onClose} />
        {person && (
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
            className="fixed inset-0 z-50 m-auto h-fit max-h-[90svh] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white shadow-2xl"
          >
            <PersonPhoto
              src={person.image}
              alt={person.name}
              // The dialog is max-w-2xl (42rem) with 1rem either side on a phone.
              sizes="(min-width: 704px) 672px, calc(100vw - 2rem)"
              loading="eager"
              className="h-[400px] w-full"
            />
            <div className="flex flex-col gap-3 p-6">
              <div>
                <PersonCategoryBadge category={person.category} />
              </div>
              <Dialog.Title className="text-2xl font-bold text-brand-700">{person.name}</Dialog.Title>
              <Dialog.Description className="text-lg text-slate-700">{person.position}</Dialog.Description>
              {person.period && (
                <p className="text-slate-600">
                  <span className="font-semibold">{publicMessages.notablePeople.period}: </span>
                  <bdi dir="ltr">{person.period}</bdi>
                </p>
              )}
              <p className="whitespace-pre-line leading-loose text-slate-800">
                {person.bio.trim() || publicMessages.notablePeople.bioSoon}
              </p>
            </div>
            <DialogCloseButton className="end-3 top-3" />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
