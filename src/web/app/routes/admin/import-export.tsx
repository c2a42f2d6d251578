import { ImportExportScreen } from '../../../features/admin/import-export/components/import-export-screen';

export default function ImportExportRoute() {
  return <ImportExportScreen />;
}
