import { publicMessages } from '../../../shared/messages/public';
import { NotablePeoplePage } from '../../features/notable-people/components/notable-people-page';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function NotablePeopleRoute() {
  usePageTitle(publicMessages.titles.notablePeople);
  return <NotablePeoplePage />;
}
