import * as Dialog from '@radix-ui/react-dialog';
import { conflictMessages as m } from '#shared/messages/conflicts.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { SaveConflict } from '../hooks/use-entity-form';
import { ScrollRegion } from './scroll-region';
import { TableHead } from './table-head';

/**
 * Someone else saved this record after it was opened (decision 026): what they changed,
 * field by field (when opened → now, and the keeper's own value where it differs), and the
 * keeper's choice. Nothing typed is lost while the dialog is open; closing it keeps the form.
 */
export function ConflictDialog({
  conflict,
  onReload,
  onReapply,
  onClose,
}: {
  conflict: SaveConflict | null;
  onReload: () => void;
  onReapply: () => void;
  onClose: () => void;
}) {
  const rows = conflict?.rows ?? [];
  const withMine = rows.some((row) => row.mine !== null);
  return (
    <Dialog.Root open={conflict !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[85vh] max-w-2xl -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-900">{m.title}</Dialog.Title>
          <Dialog.Description className="text-slate-700">{m.explain}</Dialog.Description>
          {rows.length === 0 ? (
            <p className="text-sm text-slate-600">{m.noVisibleChange}</p>
          ) : (
            <ScrollRegion label={m.changedSince}>
              <table className="w-full text-sm">
                <caption className="mb-2 text-start font-semibold">{m.changedSince}</caption>
                <TableHead
                  columns={withMine ? [m.field, m.whenOpened, m.now, m.mine] : [m.field, m.whenOpened, m.now]}
                  compact
                />
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.field} className="border-b border-slate-100 align-top last:border-0">
                      <th scope="row" className="py-1 pe-3 text-start font-semibold whitespace-nowrap">
                        {row.label}
                      </th>
                      <td className="py-1 pe-3 break-words text-slate-700">
                        <bdi>{row.opened}</bdi>
                      </td>
                      <td className="py-1 pe-3 break-words text-brand-800">
                        <bdi>{row.now}</bdi>
                      </td>
                      {withMine && (
                        <td className="py-1 break-words text-slate-900">
                          {row.mine === null ? (
                            <span className="text-slate-600">{m.untouched}</span>
                          ) : (
                            <bdi>{row.mine}</bdi>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <p className="text-sm text-slate-600">{m.choices}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="neutral" size="compact" onClick={onReload}>
              {m.reload}
            </Button>
            <Button size="compact" onClick={onReapply}>
              {m.reapply}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
