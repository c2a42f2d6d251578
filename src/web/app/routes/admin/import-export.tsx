import { ImportExportScreen } from '#web/features/admin/import-export/components/import-export-screen.tsx';

export default function ImportExportRoute() {
  return <ImportExportScreen />;
}
