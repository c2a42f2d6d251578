import { messages } from '../../../shared/messages';
import { HistoryPage } from '../../features/history/components/history-page';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function HistoryRoute() {
  usePageTitle(messages.titles.history);
  return <HistoryPage />;
}
