import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { importMessages } from '#shared/messages/import.ts';
import type { ImportBatch } from '#shared/schemas/import.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import type { ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useImportBatches } from '../api/get-import-batches';
import { useUndoImport } from '../api/undo-import';

const m = importMessages.screen;

/** The imports so far, each undone with a confirmation while nothing has touched it since. */
export function ImportBatches({ onResult }: { onResult: (result: ResultMessage) => void }) {
  const batches = useImportBatches();
  const undo = useUndoImport();
  const [asking, setAsking] = useState<ImportBatch | null>(null);

  async function confirmUndo(batch: ImportBatch) {
    setAsking(null);
    try {
      const answer = await undo.mutateAsync(batch.id);
      onResult({ tone: 'success', text: answer.message });
    } catch (error) {
      if (!isSessionEnded(error)) onResult({ tone: 'error', text: failureMessage(error, m.undoFailed) });
    }
  }

  return (
    <section aria-labelledby="import-batches" className="space-y-3">
      <h2 id="import-batches" className="text-lg font-bold text-brand-900">
        {m.batchesHeading}
      </h2>
      <QueryState query={batches} errorMessage={m.loadBatchesError}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-600">{m.noBatches}</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
              data-testid="import-batches"
            >
              {list.map((batch) => (
                <li key={batch.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="truncate font-bold">
                      <bdi>{batch.file_name || batch.format}</bdi>
                    </p>
                    <p className="text-sm text-slate-600">
                      {m.batchSummary(batch.members, batch.marriages)} ·{' '}
                      <bdi>{batch.created_at.slice(0, 10)}</bdi>
                    </p>
                  </div>
                  {batch.undone_at !== null ? (
                    <span className="text-sm text-slate-600">{m.undone}</span>
                  ) : batch.undoable ? (
                    <Button
                      variant="neutral"
                      size="compact"
                      disabled={undo.isPending}
                      onClick={() => setAsking(batch)}
                    >
                      <Undo2 className="size-4" aria-hidden="true" />
                      {m.undo}
                    </Button>
                  ) : (
                    <span className="text-sm text-slate-600">{m.cannotUndo}</span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={m.undoConfirm}
        description={asking?.file_name}
        confirmLabel={m.undo}
        onConfirm={() => asking && void confirmUndo(asking)}
      />
    </section>
  );
}
