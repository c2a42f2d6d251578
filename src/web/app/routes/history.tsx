import { publicMessages } from '../../../shared/messages/public';
import { HistoryPage } from '../../features/history/components/history-page';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function HistoryRoute() {
  usePageTitle(publicMessages.titles.history);
  return <HistoryPage />;
}
