import { HistoryScreen } from '#web/features/admin/history/components/history-screen.tsx';

export default function AdminHistoryRoute() {
  return <HistoryScreen />;
}
