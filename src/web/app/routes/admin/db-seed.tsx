import { DatabaseTools } from '#web/features/admin/database/components/database-tools.tsx';

export default function DbSeedRoute() {
  return <DatabaseTools />;
}
