import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';

interface ItemActionsProps {
  editTo: string;
  /** Names the item for screen readers: 'تعديل الخبر: …'. */
  editLabel: string;
  deleteLabel: string;
  /**
   * This item is being deleted: its button spins and waits (docs/product.md#admin-area: per-item spinner).
   */
  deleting: boolean;
  onDelete: () => void;
  layout?: 'row' | 'column';
}

/** The edit and delete icons of an item in an admin list. */
export function ItemActions({
  editTo,
  editLabel,
  deleteLabel,
  deleting,
  onDelete,
  layout = 'row',
}: ItemActionsProps) {
  return (
    <div className={layout === 'row' ? 'flex justify-end gap-1' : 'flex flex-col gap-1'}>
      <Link
        to={editTo}
        className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
        aria-label={editLabel}
        title={commonMessages.edit}
      >
        <Pencil className="size-5" aria-hidden="true" />
      </Link>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-busy={deleting}
        className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-60"
        aria-label={deleteLabel}
        title={commonMessages.delete}
      >
        {deleting ? (
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Trash2 className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
