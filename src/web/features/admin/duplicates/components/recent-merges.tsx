import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import type { MemberMerge } from '#shared/schemas/member-merge.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import type { ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useMemberMerges, useUndoMerge } from '../api/duplicates-api';

/** «آخر عمليات الدمج»: each merge, who made it and when, and «تراجع» with a confirmation while it stands. */
export function RecentMerges({ onResult }: { onResult: (result: ResultMessage) => void }) {
  const merges = useMemberMerges();
  const undo = useUndoMerge();
  const [asking, setAsking] = useState<MemberMerge | null>(null);

  async function confirmUndo(merge: MemberMerge) {
    try {
      const answer = await undo.mutateAsync(merge.id);
      onResult({ tone: 'success', text: answer.message, reveal: true });
    } catch (error) {
      if (!isSessionEnded(error))
        onResult({ tone: 'error', text: failureMessage(error, m.undoFailed), reveal: true });
    }
  }

  return (
    <section aria-labelledby="recent-merges" className="space-y-3">
      <h2 id="recent-merges" className="text-lg font-bold text-brand-900">
        {m.recentTitle}
      </h2>
      <QueryState query={merges} errorMessage={m.recentLoadError}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className="text-slate-600">{m.recentEmpty}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {answer.data.map((merge) => (
                <li key={merge.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">
                      {m.mergedInto(merge.absorbed, merge.survivor)}
                    </p>
                    <p className="text-sm text-slate-600">
                      <bdi>{formatKuwaitDateTime(merge.merged_at)}</bdi> · {m.mergedBy}{' '}
                      <bdi>{merge.merged_by}</bdi>
                    </p>
                  </div>
                  {merge.undone_at !== null ? (
                    <Badge tone="slate">{m.undoneBadge}</Badge>
                  ) : (
                    <Button
                      variant="neutral"
                      size="compact"
                      className="min-h-11"
                      disabled={undo.isPending}
                      aria-label={m.undoLabel(merge.absorbed.name)}
                      onClick={() => setAsking(merge)}
                    >
                      <Undo2 className="size-4" aria-hidden="true" />
                      {undo.isPending && undo.variables === merge.id ? m.undoing : m.undo}
                    </Button>
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
        title={asking ? m.undoConfirm(asking.absorbed, asking.survivor) : ''}
        description={m.undoConfirmDescription}
        confirmLabel={m.undo}
        onConfirm={() => asking && void confirmUndo(asking)}
      />
    </section>
  );
}
