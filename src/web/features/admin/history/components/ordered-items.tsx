import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';

const m = historyAdminMessages;

type Direction = 'up' | 'down';

export interface OrderedItemsProps<T extends { id: number; title: string }> {
  items: readonly T[];
  /** The list's accessible name (its section's heading). */
  label: string;
  editTo: (item: T) => string;
  /** Sends the whole order; resolves once the list shows it. */
  reorder: (ids: number[]) => Promise<unknown>;
  isDeleting: (item: T) => boolean;
  onDelete: (item: T) => void;
  /** Under the title: the entry's date and summary. */
  details?: (item: T) => ReactNode;
  /** Beside the buttons: the «على الرئيسية» switch. */
  extra?: (item: T) => ReactNode;
}

/** The ids with the item at `index` moved one place `direction`. */
export function movedIds(ids: readonly number[], index: number, direction: Direction): number[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * An admin list in the order the public sees it, each item moved a place up or down by its own
 * buttons (keyboard and screen readers alike: drag and drop would leave them out). The move is
 * announced, and the focus stays on the moved item's button (or its other one at an end).
 */
export function OrderedItems<T extends { id: number; title: string }>({
  items,
  label,
  editTo,
  reorder,
  isDeleting,
  onDelete,
  details,
  extra,
}: OrderedItemsProps<T>) {
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Set before the move is sent: the list may show the new order before the call resolves.
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const key = (direction: Direction) => `${wanted.id}-${direction}`;
    const same = buttons.current.get(key(wanted.direction));
    const other = buttons.current.get(key(wanted.direction === 'up' ? 'down' : 'up'));
    (same && !same.disabled ? same : other)?.focus();
  }, [items]);

  async function move(item: T, index: number, direction: Direction) {
    // One move at a time: a second click waits for the list to show the first.
    if (busy.current) return;
    busy.current = true;
    try {
      const ids = movedIds(
        items.map((entry) => entry.id),
        index,
        direction,
      );
      focusAfterMove.current = { id: item.id, direction };
      await reorder(ids);
      setAnnouncement(m.moved(item.title, ids.indexOf(item.id) + 1, ids.length));
    } catch (error) {
      focusAfterMove.current = null;
      if (!isSessionEnded(error))
        toast.error(m.reorderFailed, { description: failureMessage(error, '') || undefined });
    } finally {
      busy.current = false;
    }
  }

  const moveButton = (item: T, index: number, direction: Direction) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    const atEnd = direction === 'up' ? index === 0 : index === items.length - 1;
    return (
      <button
        type="button"
        ref={(element) => {
          const key = `${item.id}-${direction}`;
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        onClick={() => void move(item, index, direction)}
        disabled={atEnd}
        aria-label={direction === 'up' ? m.moveUp(item.title) : m.moveDown(item.title)}
        title={direction === 'up' ? m.moveUp(item.title) : m.moveDown(item.title)}
        className="rounded-lg p-2 text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-30"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    );
  };

  return (
    <>
      <ol aria-label={label} className="space-y-3">
        {items.map((item, index) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sand-200 font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1 basis-48 space-y-1">
              <p className="font-bold break-words text-slate-900">{item.title}</p>
              {details?.(item)}
            </div>
            {extra?.(item)}
            <div className="flex items-center gap-1">
              {moveButton(item, index, 'up')}
              {moveButton(item, index, 'down')}
              <ItemActions
                editTo={editTo(item)}
                editLabel={m.editLabel(item.title)}
                deleteLabel={m.deleteLabel(item.title)}
                deleting={isDeleting(item)}
                onDelete={() => onDelete(item)}
              />
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
