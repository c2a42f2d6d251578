import { publicMessages } from '../../../shared/messages/public';
import { NotablePeoplePage } from '../../features/notable-people/components/notable-people-page';
import { PageTitle } from '../../features/site/components/page-title';

export default function NotablePeopleRoute() {
  return (
    <>
      <PageTitle section={publicMessages.titles.notablePeople} />
      <NotablePeoplePage />
    </>
  );
}
