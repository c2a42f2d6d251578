import { BackupStatusCard } from '../../../features/admin/backup/components/backup-status-card';
import { AdminDashboard } from '../../../features/admin/dashboard/components/admin-dashboard';

export default function AdminDashboardRoute() {
  return <AdminDashboard backupStatus={<BackupStatusCard linkToSection />} />;
}
