import type { UseMutationResult } from '@tanstack/react-query';
import { EmptyMessage } from '#web/features/admin/shell/components/query-state.tsx';
import { useDeleteAction, type DeleteTexts } from '#web/features/admin/shell/hooks/use-delete-action.tsx';
import { OrderedItems, type OrderedItemsProps } from './ordered-items';
import { SectionHeading } from './section-heading';

type Item = { id: number; title: string };

/** The writes of a list kept in order: the whole order at once, and a delete. */
export interface OrderedWrites {
  useReorder: () => Pick<UseMutationResult<unknown, Error, number[]>, 'mutateAsync'>;
  useRemove: () => Pick<UseMutationResult<{ message?: string }, Error, number>, 'mutateAsync'>;
}

interface OrderedSectionProps<T extends Item> extends Pick<
  OrderedItemsProps<T>,
  'editTo' | 'details' | 'extra'
> {
  /** The heading's id, which names the section. */
  id: string;
  items: readonly T[];
  text: DeleteTexts & { heading: string; hint: string; add: string; empty: string };
  addTo: string;
  writes: OrderedWrites;
}

/** The timeline or the text blocks: a heading with «إضافة», then the items in order, or none yet. */
export function OrderedSection<T extends Item>({
  id,
  items,
  text,
  addTo,
  writes,
  ...item
}: OrderedSectionProps<T>) {
  const { useReorder, useRemove } = writes;
  const reorder = useReorder();
  const { mutateAsync: removeItem } = useRemove();
  const remove = useDeleteAction<T>({ remove: removeItem, nameOf: (entry) => entry.title, text });
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionHeading id={id} title={text.heading} hint={text.hint} addTo={addTo} addLabel={text.add} />
      {items.length === 0 ? (
        <EmptyMessage>{text.empty}</EmptyMessage>
      ) : (
        <OrderedItems
          items={items}
          label={text.heading}
          reorder={reorder.mutateAsync}
          isDeleting={remove.isDeleting}
          onDelete={remove.requestDelete}
          {...item}
        />
      )}
      {remove.confirmDialog}
    </section>
  );
}
