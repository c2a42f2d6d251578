import { AuditScreen } from '#web/features/admin/audit/components/audit-screen.tsx';

export default function AuditRoute() {
  return <AuditScreen />;
}
