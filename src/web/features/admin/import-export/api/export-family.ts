import { api } from '#shared/api-paths.ts';
import { downloadFile } from '#web/lib/api-client.ts';

export type ExportKind = 'gedcom' | 'gedcom7' | 'csv' | 'csvTemplate';

const fallbackNames: Record<ExportKind, string> = {
  gedcom: 'family.ged',
  gedcom7: 'family-gedcom7.ged',
  csv: 'family.csv',
  csvTemplate: 'family-template.csv',
};

const paths: Record<ExportKind, string> = {
  gedcom: api.admin.export.gedcom,
  gedcom7: `${api.admin.export.gedcom}?version=7.0`,
  csv: api.admin.export.csv,
  csvTemplate: api.admin.export.csvTemplate,
};

/**
 * GET /api/admin/export/{gedcom,csv,csv-template}.php (GEDCOM 7.0 with `?version=7.0`), saved by
 * the browser as a download.
 */
export function exportFamily(kind: ExportKind) {
  return downloadFile(paths[kind], fallbackNames[kind]);
}
