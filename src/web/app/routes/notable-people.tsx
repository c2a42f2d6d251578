import { messages } from '../../../shared/messages';
import { NotablePeoplePage } from '../../features/notable-people/components/notable-people-page';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function NotablePeopleRoute() {
  usePageTitle(messages.titles.notablePeople);
  return <NotablePeoplePage />;
}
