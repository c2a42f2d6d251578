import { useState } from 'react';
import { importMessages } from '#shared/messages/import.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { ResultBanner, type ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { ExportSection } from './export-section';
import { ImportBatches } from './import-batches';
import { ImportSection } from './import-section';

const m = importMessages.screen;

/** /admin/import (decision 012): a file in, a preview, the import with progress, undo; exports out. */
export function ImportExportScreen() {
  const [result, setResult] = useState<ResultMessage | null>(null);
  return (
    <AdminScreen title={m.title} intro={m.intro} width="wide">
      <ResultBanner result={result} onDismiss={() => setResult(null)} role="alert" />
      <ImportSection onResult={setResult} />
      <ImportBatches onResult={setResult} />
      <ExportSection onResult={setResult} />
    </AdminScreen>
  );
}
