import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatFileSize } from '#shared/format/file-size.ts';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { backupMessages as m } from '#shared/messages/backup.ts';
import type { BackupStatus } from '#shared/schemas/backup.ts';
import { paths } from '#web/config/paths.ts';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useBackupStatus } from '../api/get-backup-status';

/** What the owner should hear about the backups, or null when all is well. */
function warningText(status: BackupStatus): string | null {
  switch (status.warning) {
    case 'never':
      return m.warnings.never;
    case 'old':
      return m.warnings.old(status.ageDays ?? 0);
    case 'failed':
      return `${m.warnings.failed} ${status.lastFailure?.message ?? ''}`;
    default:
      return null;
  }
}

/**
 * The last backup's time and size and the schedule (decision 029), with a warning when the last
 * archive is old, missing or the schedule failed. On the dashboard it links to «النسخ الاحتياطي».
 */
export function BackupStatusCard({ linkToSection = false }: { linkToSection?: boolean }) {
  const status = useBackupStatus();
  return (
    <section aria-labelledby="backup-status-title" className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <DatabaseBackup className="size-5 text-brand-600" aria-hidden="true" />
        <h2 id="backup-status-title" className="text-xl font-bold text-brand-900">
          {linkToSection ? m.title : m.statusTitle}
        </h2>
        {linkToSection && (
          <Link to={paths.admin.backup} className="ms-auto font-semibold text-brand-700 underline">
            {m.download}
          </Link>
        )}
      </div>
      <QueryState query={status} errorMessage={(error) => failureMessage(error, m.statusLoadError)}>
        {(data) => {
          const warning = warningText(data);
          return (
            <div className="space-y-2">
              {warning && (
                // No live region: it is there when the card loads, not a change to announce.
                <p
                  data-testid="backup-warning"
                  className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950"
                >
                  <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <span>{warning}</span>
                </p>
              )}
              {data.last ? (
                <p data-testid="last-backup">
                  <span className="font-semibold">{m.lastBackup}: </span>
                  <bdi>{formatKuwaitDateTime(data.last.createdAt)}</bdi> ·{' '}
                  <bdi>{formatFileSize(data.last.bytes)}</bdi> · {m.kinds[data.last.kind]}
                </p>
              ) : (
                !warning && <p>{m.noBackup}</p>
              )}
              <p className="text-sm text-slate-600">
                {data.schedule.daily
                  ? m.scheduleDaily(data.schedule.time, data.schedule.keepDaily, data.schedule.keepWeekly)
                  : m.scheduleOff}
              </p>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
