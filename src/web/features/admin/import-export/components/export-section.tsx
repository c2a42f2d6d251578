import { Download } from 'lucide-react';
import { useState } from 'react';
import { importMessages } from '#shared/messages/import.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BusyIcon } from '#web/features/admin/shell/components/busy-icon.tsx';
import type { ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { exportFamily, type ExportKind } from '../api/export-family';

const m = importMessages.screen;

const exports: { kind: ExportKind; label: string }[] = [
  { kind: 'gedcom', label: m.exportGedcom },
  { kind: 'gedcom7', label: m.exportGedcom7 },
  { kind: 'csv', label: m.exportCsv },
  { kind: 'csvTemplate', label: m.template },
];

/**
 * «تصدير»: the whole tree as GEDCOM (5.5.1, which every program reads, or 7.0) or CSV, and the
 * spreadsheet's template, one download at a time.
 */
export function ExportSection({ onResult }: { onResult: (result: ResultMessage) => void }) {
  const [exporting, setExporting] = useState<ExportKind | null>(null);

  async function download(kind: ExportKind) {
    setExporting(kind);
    try {
      await exportFamily(kind);
    } catch (error) {
      if (!isSessionEnded(error)) onResult({ tone: 'error', text: failureMessage(error, m.exportFailed) });
    } finally {
      setExporting(null);
    }
  }

  return (
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
  );
}
