import { publicMessages } from '#shared/messages/public.ts';
import { HistoryPage } from '#web/features/history/components/history-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function HistoryRoute() {
  return (
    <>
      <PageTitle section={publicMessages.titles.history} />
      <HistoryPage />
    </>
  );
}
