import { publicMessages } from '../../../shared/messages/public';
import { HistoryPage } from '../../features/history/components/history-page';
import { PageTitle } from '../../features/site/components/page-title';

export default function HistoryRoute() {
  return (
    <>
      <PageTitle section={publicMessages.titles.history} />
      <HistoryPage />
    </>
  );
}
