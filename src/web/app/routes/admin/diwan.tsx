import { DiwanScreen } from '#web/features/admin/diwan/components/diwan-form.tsx';

export default function AdminDiwanRoute() {
  return <DiwanScreen />;
}
