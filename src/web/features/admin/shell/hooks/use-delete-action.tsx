import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../components/confirm-dialog';
import { failureMessage, isSessionEnded } from '../failure-message';

interface DeleteActionOptions<TItem> {
  /** Deletes on the server; a mutation whose `onSuccess` refreshes the lists that showed the item. */
  remove: (item: TItem) => Promise<{ message?: string }>;
  itemKey: (item: TItem) => string | number;
  /** Named in the confirmation, under the question. */
  itemName: (item: TItem) => string;
  /** The question, e.g. 'هل أنت متأكد من حذف هذا الخبر؟'. */
  confirmTitle: string;
  /** The success toast when the server sends no message of its own. */
  deletedMessage: string;
  /** The failure toast's title; the server's reason (e.g. a 409) goes under it. */
  failedMessage: string;
}

/**
 * The one way an admin list deletes (issue #7): ask first, a spinner on that item only (SPEC §2),
 * one request per item however often it is clicked, and the outcome in a toast.
 */
export function useDeleteAction<TItem>(options: DeleteActionOptions<TItem>) {
  const { remove, itemKey, itemName, confirmTitle, deletedMessage, failedMessage } = options;
  const [asking, setAsking] = useState<TItem | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string | number>>(new Set());

  async function confirmed(item: TItem) {
    const key = itemKey(item);
    if (deleting.has(key)) return;
    setDeleting((keys) => new Set(keys).add(key));
    try {
      const response = await remove(item);
      toast.success(response.message || deletedMessage);
    } catch (error) {
      if (isSessionEnded(error)) return;
      const reason = failureMessage(error, failedMessage);
      toast.error(failedMessage, reason === failedMessage ? undefined : { description: reason });
    } finally {
      setDeleting((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }

  return {
    /** Opens the confirmation for this item. */
    requestDelete: (item: TItem) => setAsking(() => item),
    isDeleting: (item: TItem) => deleting.has(itemKey(item)),
    confirmDialog: (
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={confirmTitle}
        description={asking === null ? undefined : itemName(asking)}
        onConfirm={() => asking !== null && void confirmed(asking)}
      />
    ),
  };
}
