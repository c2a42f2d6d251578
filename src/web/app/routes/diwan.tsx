import { publicMessages } from '../../../shared/messages/public';
import { DiwanPage } from '../../features/diwan/components/diwan-page';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function DiwanRoute() {
  usePageTitle(publicMessages.titles.diwan);
  const siteEmail = useSiteSettings().data?.email ?? '';
  return <DiwanPage siteEmail={siteEmail} />;
}
