import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Loader2, TriangleAlert, Undo2 } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { formatGenealogyDate } from '../../../../../shared/format/both-calendars';
import { importMessages } from '../../../../../shared/messages/import';
import type { ImportBatch, ImportFormat, ImportResponse } from '../../../../../shared/schemas/import';
import { Button } from '../../../../components/ui/button';
import { AdminScreen } from '../../shell/components/admin-screen';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { QueryState } from '../../shell/components/query-state';
import { ResultBanner, type ResultMessage } from '../../shell/components/result-banner';
import { failureMessage, isSessionEnded } from '../../shell/failure-message';
import { exportFamily, type ExportKind } from '../api/export-family';
import { useImportBatches } from '../api/get-import-batches';
import { importFamilyFile, importFormatOf } from '../api/import-family-file';
import { useUndoImport } from '../api/undo-import';
import { BusyIcon } from '../../shell/components/busy-icon';
import { FilePicker } from '../../shell/components/file-picker';

const m = importMessages.screen;
/** The server's limit (MAX_IMPORT_MEGABYTES), said before the upload rather than after it. */
const MAX_MEGABYTES = 20;

type Stage =
  | { name: 'idle' }
  | { name: 'checking'; file: File; percent: number }
  | { name: 'preview'; file: File; format: ImportFormat; answer: ImportResponse }
  | { name: 'importing'; file: File; format: ImportFormat; answer: ImportResponse; percent: number };

function ProgressBar({ percent, label }: { percent: number | null; label: string }) {
  return (
    <div className="space-y-2" role="status">
      <p className="flex items-center gap-2 text-slate-700">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { 'aria-valuenow': percent })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Preview({ answer }: { answer: ImportResponse }) {
  const { summary } = answer;
  const counts: [string, number][] = [
    [m.counts.members, summary.members],
    [m.counts.marriages, summary.marriages],
    [m.counts.skipped, summary.skipped],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3" data-testid="import-counts">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-center">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-brand-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="import-warnings" className="space-y-2">
        <h3 id="import-warnings" className="font-bold text-slate-900">
          {m.warningsHeading(summary.warnings.length)}
        </h3>
        {summary.warnings.length === 0 ? (
          <p className="text-slate-600">{m.noWarnings}</p>
        ) : (
          <ul className="max-h-60 space-y-1 overflow-y-auto rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
            {summary.warnings.map((warning, index) => (
              <li key={index} className="flex gap-2">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <span>
                  {/* A spreadsheet's warnings already begin «الصف N، عمود …»; a GEDCOM's name no line. */}
                  {warning.line !== undefined && warning.column === undefined && (
                    <span className="font-bold">{m.line(warning.line)}: </span>
                  )}
                  {warning.message} {warning.count !== undefined && m.times(warning.count)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="import-first-rows" className="space-y-2">
        <h3 id="import-first-rows" className="font-bold text-slate-900">
          {m.firstRows}
        </h3>
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
          role="region"
          aria-labelledby="import-first-rows"
          // Wider than a phone: a keyboard must reach the region to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {Object.values(m.columns).map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 text-start font-bold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.preview.map((row, index) => (
                <tr key={index} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-bold">{row.name}</td>
                  <td className="px-3 py-2">{row.gender === null ? '' : m[row.gender]}</td>
                  {/* As the site will read the dates: a date it did not understand shows as written. */}
                  <td className="px-3 py-2">
                    <bdi>{formatGenealogyDate(row.birth)}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{formatGenealogyDate(row.death)}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{row.generation}</bdi>
                  </td>
                  <td className="px-3 py-2">{row.father}</td>
                  <td className="px-3 py-2">{row.mother}</td>
                  <td className="px-3 py-2">{row.spouses.join('، ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function Batches({ onResult }: { onResult: (result: ResultMessage) => void }) {
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

const exports: { kind: ExportKind; label: string }[] = [
  { kind: 'gedcom', label: m.exportGedcom },
  { kind: 'csv', label: m.exportCsv },
  { kind: 'csvTemplate', label: m.template },
];

/** /admin/import (issue #9): a file in, a preview, the import with progress, undo; exports out. */
export function ImportExportScreen() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [result, setResult] = useState<ResultMessage | null>(null);
  const [dragging, setDragging] = useState(false);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const busy = stage.name === 'checking' || stage.name === 'importing';

  async function check(file: File) {
    setResult(null);
    const format = importFormatOf(file.name);
    if (!format) {
      setResult({ tone: 'error', text: m.unknownType });
      return;
    }
    if (file.size > MAX_MEGABYTES * 1024 * 1024) {
      setResult({ tone: 'error', text: importMessages.fileTooLarge(MAX_MEGABYTES) });
      return;
    }
    setStage({ name: 'checking', file, percent: 0 });
    try {
      const answer = await importFamilyFile({
        format,
        file,
        dryRun: true,
        onProgress: (percent) => setStage({ name: 'checking', file, percent }),
      });
      setStage({ name: 'preview', file, format, answer });
    } catch (error) {
      setStage({ name: 'idle' });
      if (!isSessionEnded(error)) setResult({ tone: 'error', text: failureMessage(error, m.failed) });
    }
  }

  async function runImport() {
    if (stage.name !== 'preview') return;
    const { file, format, answer } = stage;
    setStage({ name: 'importing', file, format, answer, percent: 0 });
    try {
      const done = await importFamilyFile({
        format,
        file,
        dryRun: false,
        onProgress: (percent) => setStage({ name: 'importing', file, format, answer, percent }),
      });
      setStage({ name: 'idle' });
      setResult({ tone: 'success', text: done.message });
      await queryClient.invalidateQueries();
    } catch (error) {
      setStage({ name: 'preview', file, format, answer });
      if (!isSessionEnded(error)) setResult({ tone: 'error', text: failureMessage(error, m.failed) });
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void check(file);
  }

  async function download(kind: ExportKind) {
    setExporting(kind);
    try {
      await exportFamily(kind);
    } catch (error) {
      if (!isSessionEnded(error)) setResult({ tone: 'error', text: failureMessage(error, m.exportFailed) });
    } finally {
      setExporting(null);
    }
  }

  return (
    <AdminScreen title={m.title} intro={m.intro} width="wide">
      <ResultBanner result={result} onDismiss={() => setResult(null)} role="alert" />

      <section
        aria-labelledby="import-heading"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="import-heading" className="text-lg font-bold text-brand-900">
          {m.importHeading}
        </h2>
        {(stage.name === 'idle' || stage.name === 'checking') && (
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="import-drop-zone"
            className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
              dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
            }`}
          >
            <FileUp className="size-8 text-brand-700" aria-hidden="true" />
            <p className="font-bold text-slate-800">{m.drop}</p>
            <p className="text-sm text-slate-600">{m.accepted(MAX_MEGABYTES)}</p>
            <label htmlFor={inputId} className="sr-only">
              {m.choose}
            </label>
            <FilePicker
              id={inputId}
              accept=".ged,.gedcom,.csv,.txt,text/csv"
              onChange={(file) => file && void check(file)}
              buttonLabel={m.choose}
              look="primary"
              disabled={busy}
            />
          </div>
        )}
        {stage.name === 'checking' && (
          <ProgressBar
            percent={stage.percent < 100 ? stage.percent : null}
            label={stage.percent < 100 ? m.uploading(stage.percent) : m.reading}
          />
        )}
        {(stage.name === 'preview' || stage.name === 'importing') && (
          <div className="space-y-4">
            <h3 className="font-bold text-slate-900">
              <bdi>{m.previewHeading(stage.file.name)}</bdi>
            </h3>
            <Preview answer={stage.answer} />
            {stage.name === 'importing' ? (
              <ProgressBar
                percent={stage.percent < 100 ? stage.percent : null}
                label={stage.percent < 100 ? m.uploading(stage.percent) : m.importing}
              />
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button variant="primary" size="compact" onClick={() => void runImport()}>
                  <FileUp className="size-4" aria-hidden="true" />
                  {m.confirm}
                </Button>
                <Button variant="neutral" size="compact" onClick={() => setStage({ name: 'idle' })}>
                  {m.cancel}
                </Button>
              </div>
            )}
          </div>
        )}
      </section>

      <Batches onResult={setResult} />

      <section
        aria-labelledby="export-heading"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="export-heading" className="text-lg font-bold text-brand-900">
          {m.exportHeading}
        </h2>
        <p className="text-slate-600">{m.exportIntro}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {exports.map(({ kind, label }) => (
            <Button
              key={kind}
              variant={kind === 'gedcom' ? 'primary' : 'neutral'}
              size="compact"
              disabled={exporting !== null}
              aria-busy={exporting === kind}
              onClick={() => void download(kind)}
            >
              <BusyIcon busy={exporting === kind} icon={Download} />
              {label}
            </Button>
          ))}
        </div>
      </section>
    </AdminScreen>
  );
}
