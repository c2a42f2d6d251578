import { api } from '#shared/api-paths.ts';
import { downloadFile } from '#web/lib/api-client.ts';

export type ExportKind = 'gedcom' | 'csv' | 'csvTemplate';

const fallbackNames: Record<ExportKind, string> = {
  gedcom: 'family.ged',
  csv: 'family.csv',
  csvTemplate: 'family-template.csv',
};

/** GET /api/admin/export/{gedcom,csv,csv-template}.php, saved by the browser as a download. */
export function exportFamily(kind: ExportKind) {
  return downloadFile(api.admin.export[kind], fallbackNames[kind]);
}
