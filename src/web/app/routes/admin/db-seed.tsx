import { DatabaseTools } from '../../../features/admin/database/components/database-tools';

export default function DbSeedRoute() {
  return <DatabaseTools />;
}
