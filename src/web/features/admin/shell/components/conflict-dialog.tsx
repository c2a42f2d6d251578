import * as Dialog from '@radix-ui/react-dialog';
import { changedFields, displayValue } from '../../../../../shared/audit/diff';
import { auditMessages } from '../../../../../shared/messages/audit';
import { conflictMessages as m } from '../../../../../shared/messages/conflicts';
import { Button } from '../../../../components/ui/button';
import type { SaveConflict } from '../hooks/use-entity-form';
import { ScrollRegion } from './scroll-region';

/**
 * Someone else saved this record after it was opened (issue #12, decision 026): what they changed,
 * field by field, and the keeper's choice. Nothing typed is lost while the dialog is open.
 */
export function ConflictDialog({
  conflict,
  onReload,
  onSaveMine,
  onClose,
}: {
  conflict: SaveConflict<unknown> | null;
  onReload: () => void;
  onSaveMine: () => void;
  onClose: () => void;
}) {
  // Only what the record holds: the form's own extras (a list row's nasab, counts) are not changes.
  const changes = conflict
    ? changedFields(conflict.base, conflict.current).filter((change) => change.field in conflict.current)
    : [];
  return (
    <Dialog.Root open={conflict !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[85vh] max-w-2xl -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-900">{m.title}</Dialog.Title>
          <Dialog.Description className="text-slate-700">{m.explain}</Dialog.Description>
          {changes.length === 0 ? (
            <p className="text-sm text-slate-600">{m.noVisibleChange}</p>
          ) : (
            <ScrollRegion label={m.changedSince}>
              <table className="w-full text-sm">
                <caption className="mb-2 text-start font-semibold">{m.changedSince}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-1 pe-3 text-start font-semibold">
                      {auditMessages.field}
                    </th>
                    <th scope="col" className="py-1 pe-3 text-start font-semibold">
                      {m.whenOpened}
                    </th>
                    <th scope="col" className="py-1 text-start font-semibold">
                      {m.now}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field} className="border-b border-slate-100 align-top last:border-0">
                      <th scope="row" className="py-1 pe-3 text-start font-semibold whitespace-nowrap">
                        {auditMessages.fields[change.field] ?? change.field}
                      </th>
                      <td className="py-1 pe-3 break-words text-slate-700">
                        <bdi>{displayValue(change.before)}</bdi>
                      </td>
                      <td className="py-1 break-words text-brand-800">
                        <bdi>{displayValue(change.after)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <p className="text-sm text-slate-600">{m.choices}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="compact" onClick={onReload}>
              {m.reload}
            </Button>
            <Button variant="neutral" size="compact" onClick={onSaveMine}>
              {m.saveMine}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
