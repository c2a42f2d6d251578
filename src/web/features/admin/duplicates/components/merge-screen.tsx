import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useMergePair, useUndoMerge } from '../api/duplicates-api';
import { MergeForm, type MergeMade } from './merge-form';

const linkClass = buttonClassName({ variant: 'neutral', size: 'compact', className: 'min-h-11' });

/** After a merge: what happened, the member that stays, and «تراجع» at once. */
function Merged({ made, onUndone }: { made: MergeMade; onUndone: (message: string) => void }) {
  const undo = useUndoMerge();
  const [error, setError] = useState<string | null>(null);
  async function undoIt() {
    try {
      onUndone((await undo.mutateAsync(made.mergeId)).message);
    } catch (failure) {
      if (!isSessionEnded(failure)) setError(failureMessage(failure, m.undoFailed));
    }
  }
  return (
    <div className="space-y-4">
      <AlertBanner
        tone="success"
        reveal
        actions={
          <Button
            variant="neutral"
            size="compact"
            className="min-h-11"
            disabled={undo.isPending}
            onClick={() => void undoIt()}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {undo.isPending ? m.undoing : m.undo}
          </Button>
        }
      >
        {made.message}: {m.mergedInto(made.absorbed, made.survivor)}
      </AlertBanner>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.admin.familyMembersEdit(made.survivor.id)} className={linkClass}>
          {m.openSurvivor}
        </Link>
        <Link to={paths.admin.duplicates} className={linkClass}>
          {m.backToList}
        </Link>
      </div>
    </div>
  );
}

/**
 * /admin/duplicates/merge?first=&second= (decision 057): the two members side by side, the keeper's
 * choice of each field, the merge, and its undo right after.
 */
export function MergeScreen() {
  const [searchParams] = useSearchParams();
  const first = parseId(searchParams.get('first'));
  const second = parseId(searchParams.get('second'));
  const [made, setMade] = useState<MergeMade | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const valid = first !== null && second !== null && first !== second;
  const pair = useMergePair(first ?? 0, second ?? 0);

  return (
    <AdminScreen title={m.compareTitle} intro={m.compareIntro} backTo={paths.admin.duplicates} width="wide">
      {undone && (
        <AlertBanner tone="success" reveal onDismiss={() => setUndone(null)}>
          {undone}
        </AlertBanner>
      )}
      {made ? (
        <Merged
          made={made}
          onUndone={(message) => {
            setMade(null);
            setUndone(message);
          }}
        />
      ) : !valid ? (
        <AlertBanner tone="error">{m.memberMissing}</AlertBanner>
      ) : (
        <QueryState query={pair} errorMessage={m.compareLoadError}>
          {(rows) => {
            const a = rows.find((row) => row.id === first);
            const b = rows.find((row) => row.id === second);
            if (!a || !b) return <AlertBanner tone="error">{m.memberMissing}</AlertBanner>;
            return (
              <MergeForm
                rows={[a, b]}
                onMerged={(merge) => {
                  setUndone(null);
                  setMade(merge);
                }}
              />
            );
          }}
        </QueryState>
      )}
    </AdminScreen>
  );
}
