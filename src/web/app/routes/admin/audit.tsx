import { AuditScreen } from '../../../features/admin/audit/components/audit-screen';

export default function AuditRoute() {
  return <AuditScreen />;
}
