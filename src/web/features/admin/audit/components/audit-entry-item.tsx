import { useState } from 'react';
import { toast } from 'sonner';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { auditMessages as m } from '#shared/messages/audit.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';
import { useRestoreVersion } from '../api/restore-version';
import { ChangeDiff } from './change-diff';

/** What a keeper calls the record: a member's or person's name, a news item's or entry's title. */
function recordName(entry: AuditEntry): string {
  const values = entry.after ?? entry.before;
  const name = values?.name ?? values?.title ?? values?.file_name;
  return typeof name === 'string' ? name : '';
}

/** One change: when, who, what, from where; its fields on demand; an owner's restore. */
export function AuditEntryItem({ entry, showRecord = true }: { entry: AuditEntry; showRecord?: boolean }) {
  const { role } = useAdminAccess();
  const restore = useRestoreVersion();
  const [asking, setAsking] = useState(false);
  const hasValues = entry.before !== null || entry.after !== null;
  const name = recordName(entry);

  async function confirmRestore() {
    setAsking(false);
    try {
      toast.success((await restore.mutateAsync(entry.id)).message);
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.restoreFailed));
    }
  }

  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-brand-900">{m.actions[entry.action]}</span>
        {showRecord && (
          <span>
            {m.types[entry.record_type]}
            {entry.record_id !== null && (
              <>
                {' '}
                <bdi dir="ltr">#{entry.record_id}</bdi>
              </>
            )}
            {name && (
              <>
                {': '}
                <bdi className="font-semibold">{name}</bdi>
              </>
            )}
          </span>
        )}
        {entry.by_relative && <Badge tone="violet">{m.byRelative}</Badge>}
        <bdi dir="ltr" className="font-semibold">
          {entry.username}
        </bdi>
        <span className="text-slate-600">{formatKuwaitDateTime(entry.at)}</span>
        <bdi dir="ltr" className="text-slate-500">
          {entry.ip}
        </bdi>
      </div>
      {hasValues && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{m.show}</summary>
          <div className="mt-2 space-y-2">
            <ChangeDiff entry={entry} />
            {role === 'owner' && entry.restorable && (
              <Button
                variant="neutral"
                size="compact"
                disabled={restore.isPending}
                onClick={() => setAsking(true)}
              >
                {m.restore}
              </Button>
            )}
          </div>
        </details>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.restoreTitle}
        description={entry.action === 'delete' ? m.recreateConfirm : m.restoreConfirm}
        confirmLabel={m.restore}
        onConfirm={() => void confirmRestore()}
      />
    </li>
  );
}
