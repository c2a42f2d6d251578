import { api } from '#shared/api-paths.ts';
import type { ImportFormat } from '#shared/schemas/import.ts';
import { postFormWithProgress } from '#web/lib/api-client.ts';

export interface ImportRequest {
  format: ImportFormat;
  file: File;
  /** Read and check only: the preview. */
  dryRun: boolean;
  onProgress: (percent: number) => void;
}

/** POST /api/admin/import/{gedcom,csv}.php[?dry_run=1] with the multipart field `file` (decision 012). */
export function importFamilyFile({ format, file, dryRun, onProgress }: ImportRequest) {
  const form = new FormData();
  form.append('file', file);
  return postFormWithProgress(
    api.admin.import[format] + (dryRun ? '?dry_run=1' : ''),
    form,
    () => import('#shared/schemas/import.ts').then((m) => m.importResponseSchema),
    onProgress,
  );
}

/** The format a file's name says it is in, or null. */
export function importFormatOf(fileName: string): ImportFormat | null {
  if (/\.ged(com)?$/i.test(fileName)) return 'gedcom';
  if (/\.(csv|txt)$/i.test(fileName)) return 'csv';
  return null;
}
