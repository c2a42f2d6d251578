import { HistoryScreen } from '../../../features/admin/history/components/history-screen';

export default function AdminHistoryRoute() {
  return <HistoryScreen />;
}
