import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { importMessages } from '#shared/messages/import.ts';
import type { ImportFormat, ImportResponse } from '#shared/schemas/import.ts';
import { invalidate } from '#web/lib/query-keys.ts';
import type { ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { importFamilyFile, importFormatOf } from '../api/import-family-file';

const m = importMessages.screen;
/** The server's limit (MAX_IMPORT_MEGABYTES), said before the upload rather than after it. */
export const MAX_IMPORT_MEGABYTES = 20;

export type ImportStage =
  | { name: 'idle' }
  | { name: 'checking'; file: File; percent: number }
  | { name: 'preview'; file: File; format: ImportFormat; answer: ImportResponse }
  | { name: 'importing'; file: File; format: ImportFormat; answer: ImportResponse; percent: number };

/** The format a file is read in, or why it is refused before any upload (its type, its size). */
export function importableFile(file: {
  name: string;
  size: number;
}): { format: ImportFormat } | { refusal: string } {
  const format = importFormatOf(file.name);
  if (!format) return { refusal: m.unknownType };
  if (file.size > MAX_IMPORT_MEGABYTES * 1024 * 1024)
    return { refusal: importMessages.fileTooLarge(MAX_IMPORT_MEGABYTES) };
  return { format };
}

/**
 * An import's steps: a file checked on the server (the preview, nothing written), then imported
 * with its progress; the outcome goes to the screen's banner through `report`.
 */
export function useFamilyImport(report: (result: ResultMessage | null) => void) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<ImportStage>({ name: 'idle' });
  const failed = (error: unknown) => {
    if (!isSessionEnded(error)) report({ tone: 'error', text: failureMessage(error, m.failed) });
  };

  async function check(file: File) {
    report(null);
    const readable = importableFile(file);
    if ('refusal' in readable) {
      report({ tone: 'error', text: readable.refusal });
      return;
    }
    const { format } = readable;
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
      failed(error);
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
      report({ tone: 'success', text: done.message });
      // Every list, counter and public page may show the imported family.
      await invalidate(queryClient, 'everything');
    } catch (error) {
      setStage({ name: 'preview', file, format, answer });
      failed(error);
    }
  }

  return {
    stage,
    busy: stage.name === 'checking' || stage.name === 'importing',
    check,
    runImport,
    cancel: () => setStage({ name: 'idle' }),
  };
}
