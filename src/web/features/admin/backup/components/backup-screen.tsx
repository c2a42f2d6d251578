import { useQueryClient } from '@tanstack/react-query';
import { ArchiveRestore, Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatFileSize } from '#shared/format/file-size.ts';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { RESTORE_CONFIRMATION, backupMessages as m } from '#shared/messages/backup.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { FormField, inputClassName } from '#web/features/admin/shell/components/form-field.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { ResultBanner, type ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { ScrollRegion } from '#web/features/admin/shell/components/scroll-region.tsx';
import { invalidate, queryKeys } from '#web/lib/query-keys.ts';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { downloadBackup } from '../api/download-backup';
import { useBackupStatus } from '../api/get-backup-status';
import { restoreBackup } from '../api/restore-backup';
import { BackupStatusCard } from './backup-status-card';
import { TableHead } from '#web/features/admin/shell/components/table-head.tsx';
import { BusyIcon } from '#web/features/admin/shell/components/busy-icon.tsx';
import { FilePicker } from '#web/components/ui/file-picker.tsx';

/** The server's limit (MAX_RESTORE_GIGABYTES), said before the upload rather than after it. */
const MAX_RESTORE_GIGABYTES = 2;

function StoredBackups() {
  const status = useBackupStatus();
  return (
    <QueryState
      query={status}
      quietWhileLoading
      errorMessage={(error) => failureMessage(error, m.statusLoadError)}
    >
      {(data) =>
        data.backups.length === 0 ? null : (
          <section aria-labelledby="stored-backups" className="space-y-2">
            <h2 id="stored-backups" className="text-lg font-bold text-brand-900">
              {m.stored}
            </h2>
            <ScrollRegion label={m.stored}>
              <table className="w-full text-start text-sm">
                <TableHead columns={[m.at, m.kind, m.size]} />
                <tbody>
                  {data.backups.map((backup) => (
                    <tr key={backup.name} className="border-b border-slate-100 last:border-0">
                      <td className="py-2 pe-3 whitespace-nowrap">
                        <bdi>{formatKuwaitDateTime(backup.createdAt)}</bdi>
                      </td>
                      <td className="py-2 pe-3">{m.kinds[backup.kind]}</td>
                      <td className="py-2">
                        <bdi>{formatFileSize(backup.bytes)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        )
      }
    </QueryState>
  );
}

function RestoreForm({ onResult }: { onResult: (result: ResultMessage) => void }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const confirmId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ file?: string; confirm?: string }>({});
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      file: file ? undefined : m.errors.fileRequired,
      confirm: confirm.trim() === RESTORE_CONFIRMATION ? undefined : m.errors.confirmation,
    };
    if (file && file.size > MAX_RESTORE_GIGABYTES * 1024 ** 3)
      found.file = m.errors.fileTooLarge(MAX_RESTORE_GIGABYTES);
    setErrors(found);
    if (!file || found.file || found.confirm) return;
    setPercent(0);
    try {
      const answer = await restoreBackup({ file, confirm: confirm.trim(), onProgress: setPercent });
      setFile(null);
      setConfirm('');
      toast.success(answer.message);
      onResult({ tone: 'success', text: answer.message });
      // Everything shown was the replaced site's; without a session the app goes to the login page.
      await queryClient.invalidateQueries();
    } catch (error) {
      if (isSessionEnded(error)) return;
      const reason = failureMessage(error, m.restoreFailed);
      onResult({
        tone: 'error',
        text: reason === m.restoreFailed ? reason : `${m.restoreFailed}: ${reason}`,
      });
    } finally {
      setPercent(null);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="restore-title"
      noValidate
      className="space-y-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="restore-title" className="text-lg font-bold text-red-900">
        {m.restoreTitle}
      </h2>
      <p className="text-slate-700">{m.restoreIntro}</p>
      <FormField id={fileId} label={m.restoreFile} error={errors.file}>
        <FilePicker
          id={fileId}
          accept=".gz,.tgz,application/gzip"
          file={file}
          onChange={setFile}
          invalid={Boolean(errors.file)}
          disabled={busy}
        />
      </FormField>
      <FormField id={confirmId} label={m.restoreConfirmLabel} error={errors.confirm}>
        <input
          id={confirmId}
          type="text"
          autoComplete="off"
          value={confirm}
          aria-invalid={errors.confirm ? true : undefined}
          disabled={busy}
          onChange={(event) => setConfirm(event.target.value)}
          className={inputClassName}
        />
      </FormField>
      {busy && (
        <div
          role="progressbar"
          aria-label={m.restoring}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-red-700" style={{ width: `${percent}%` }} />
        </div>
      )}
      <Button type="submit" variant="danger" size="compact" disabled={busy} aria-busy={busy}>
        <BusyIcon busy={busy} icon={ArchiveRestore} />
        {busy ? m.restoring : m.restore}
      </Button>
    </form>
  );
}

/** /admin/backup (owners): the status, «تنزيل نسخة احتياطية», the stored archives, a restore. */
export function BackupScreen() {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ResultMessage | null>(null);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    setResult(null);
    try {
      await downloadBackup();
      toast.success(m.downloaded);
      await invalidate(queryClient, [queryKeys.admin.backup.all]);
    } catch (error) {
      if (!isSessionEnded(error)) setResult({ tone: 'error', text: failureMessage(error, m.downloadFailed) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AdminScreen title={m.title} intro={m.intro} width="wide">
      <ResultBanner result={result} onDismiss={() => setResult(null)} role="alert" />
      <BackupStatusCard />
      <div>
        <Button
          variant="primary"
          size="compact"
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => void download()}
        >
          <BusyIcon busy={downloading} icon={Download} />
          {downloading ? m.downloading : m.download}
        </Button>
      </div>
      <StoredBackups />
      <RestoreForm onResult={setResult} />
    </AdminScreen>
  );
}
