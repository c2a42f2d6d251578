import { BackupScreen } from '#web/features/admin/backup/components/backup-screen.tsx';

export default function BackupRoute() {
  return <BackupScreen />;
}
