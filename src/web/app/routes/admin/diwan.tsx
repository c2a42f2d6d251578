import { DiwanScreen } from '../../../features/admin/diwan/components/diwan-screen';

export default function AdminDiwanRoute() {
  return <DiwanScreen />;
}
