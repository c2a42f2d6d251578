import { DiwanScreen } from '../../../features/admin/diwan/components/diwan-form';

export default function AdminDiwanRoute() {
  return <DiwanScreen />;
}
