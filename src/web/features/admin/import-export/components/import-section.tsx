import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { importMessages } from '#shared/messages/import.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilePicker } from '#web/components/ui/file-picker.tsx';
import type { ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { MAX_IMPORT_MEGABYTES, useFamilyImport } from '../hooks/use-family-import';
import { Preview, ProgressBar } from './import-preview';

const m = importMessages.screen;

/** A file dropped or chosen, checked with its upload's progress. */
function DropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }
  return (
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
      <p className="text-sm text-slate-600">{m.accepted(MAX_IMPORT_MEGABYTES)}</p>
      <label htmlFor={inputId} className="sr-only">
        {m.choose}
      </label>
      <FilePicker
        id={inputId}
        accept=".ged,.gedcom,.csv,.txt,text/csv"
        onChange={(file) => file && onFile(file)}
        buttonLabel={m.choose}
        look="primary"
        disabled={busy}
      />
    </div>
  );
}

/** «استيراد»: a file in, its preview, then the import with its progress. */
export function ImportSection({ onResult }: { onResult: (result: ResultMessage | null) => void }) {
  const { stage, busy, check, runImport, cancel } = useFamilyImport(onResult);
  return (
    <section
      aria-labelledby="import-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="import-heading" className="text-lg font-bold text-brand-900">
        {m.importHeading}
      </h2>
      {(stage.name === 'idle' || stage.name === 'checking') && (
        <DropZone busy={busy} onFile={(file) => void check(file)} />
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
              <Button variant="neutral" size="compact" onClick={cancel}>
                {m.cancel}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
