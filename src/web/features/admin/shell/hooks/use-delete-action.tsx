import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../components/confirm-dialog';
import { failureMessage, isSessionEnded } from '../failure-message';

/** The words of a delete: each admin section of the message catalogue has them. */
export interface DeleteTexts {
  /** The question, e.g. 'هل أنت متأكد من حذف هذا الخبر؟'. */
  deleteConfirm: string;
  /** The success toast when the server sends no message of its own. */
  deleted: string;
  /** The failure toast's title; the server's reason (e.g. a 409) goes under it. */
  deleteFailed: string;
  /** The confirming button, when the action is not a deletion («تجاهل»); 'حذف' otherwise. */
  confirmLabel?: string;
}

interface DeleteActionOptions<TItem extends { id: string | number }> {
  /** Deletes by id on the server; a mutation whose `onSuccess` refreshes what showed the item. */
  remove: (id: TItem['id']) => Promise<{ message?: string }>;
  /** Names the item in the confirmation, under the question. */
  nameOf: (item: TItem) => string;
  text: DeleteTexts;
}

/**
 * The one way an admin list deletes (decision 009): ask first, a spinner on that item only,
 * one request per item however often it is clicked, and the outcome in a toast.
 */
export function useDeleteAction<TItem extends { id: string | number }>({
  remove,
  nameOf,
  text,
}: DeleteActionOptions<TItem>) {
  const [asking, setAsking] = useState<TItem | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<TItem['id']>>(new Set());

  async function confirmed(item: TItem) {
    if (deleting.has(item.id)) return;
    setDeleting((ids) => new Set(ids).add(item.id));
    try {
      const response = await remove(item.id);
      toast.success(response.message || text.deleted);
    } catch (error) {
      if (isSessionEnded(error)) return;
      const reason = failureMessage(error, text.deleteFailed);
      toast.error(text.deleteFailed, reason === text.deleteFailed ? undefined : { description: reason });
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    }
  }

  return {
    /** Opens the confirmation for this item. */
    requestDelete: (item: TItem) => setAsking(() => item),
    isDeleting: (item: TItem) => deleting.has(item.id),
    confirmDialog: (
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={text.deleteConfirm}
        confirmLabel={text.confirmLabel}
        description={asking === null ? undefined : nameOf(asking)}
        onConfirm={() => asking !== null && void confirmed(asking)}
      />
    ),
  };
}
