import { BackupScreen } from '../../../features/admin/backup/components/backup-screen';

export default function BackupRoute() {
  return <BackupScreen />;
}
