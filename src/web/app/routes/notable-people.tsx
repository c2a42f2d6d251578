import { publicMessages } from '#shared/messages/public.ts';
import { NotablePeoplePage } from '#web/features/notable-people/components/notable-people-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function NotablePeopleRoute() {
  return (
    <>
      <PageTitle section={publicMessages.titles.notablePeople} />
      <NotablePeoplePage />
    </>
  );
}
