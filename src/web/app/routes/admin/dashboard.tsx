import { BackupStatusCard } from '#web/features/admin/backup/components/backup-status-card.tsx';
import { AdminDashboard } from '#web/features/admin/dashboard/components/admin-dashboard.tsx';

export default function AdminDashboardRoute() {
  return <AdminDashboard backupStatus={<BackupStatusCard linkToSection />} />;
}
