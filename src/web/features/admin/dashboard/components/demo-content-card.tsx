import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { demoContentMessages as m } from '#shared/messages/demo-content.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useDemoContent } from '../api/get-demo-content';
import { useRemoveDemoContent } from '../api/remove-demo-content';
import type { DemoContentStatus } from '#shared/schemas/demo-content.ts';
import { BusyIcon } from '#web/features/admin/shell/components/busy-icon.tsx';

/**
 * «إزالة المحتوى التجريبي» (decision 017): offered only while demo content is left. Nothing shows
 * while the answer is on its way, nor once the demo is gone; a failed check offers a retry.
 */
export function DemoContentCard() {
  const status = useDemoContent();
  return (
    <QueryState
      query={status}
      quietWhileLoading
      errorMessage={(error) => failureMessage(error, m.removeFailed)}
    >
      {(data) => (data.hasDemoContent ? <DemoContentNotice counts={data.counts} /> : null)}
    </QueryState>
  );
}

function DemoContentNotice({ counts }: { counts: DemoContentStatus['counts'] }) {
  const removal = useRemoveDemoContent();
  const [asking, setAsking] = useState(false);

  async function remove() {
    try {
      const result = await removal.mutateAsync();
      toast.success(result.message, { description: m.removedSummary(result.removed) });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const reason = failureMessage(error, m.removeFailed);
      toast.error(m.removeFailed, reason === m.removeFailed ? undefined : { description: reason });
    }
  }

  return (
    <section
      aria-labelledby="demo-content-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="demo-content-title" className="text-xl font-bold">
        {m.title}
      </h2>
      <p>{m.intro}</p>
      <p className="text-sm">{m.inSite(counts)}</p>
      <Button
        variant="danger"
        size="compact"
        disabled={removal.isPending}
        aria-busy={removal.isPending}
        onClick={() => setAsking(true)}
      >
        <BusyIcon busy={removal.isPending} icon={Trash2} />
        {removal.isPending ? m.removing : m.remove}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.confirmTitle}
        description={m.confirmDescription(counts)}
        confirmLabel={m.confirm}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
