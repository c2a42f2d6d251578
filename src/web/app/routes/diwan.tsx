import { publicMessages } from '../../../shared/messages/public';
import { DiwanPage } from '../../features/diwan/components/diwan-page';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { PageTitle } from '../../features/site/components/page-title';

export default function DiwanRoute() {
  const siteEmail = useSiteSettings().data?.email ?? '';
  return (
    <>
      <PageTitle section={publicMessages.titles.diwan} />
      <DiwanPage siteEmail={siteEmail} />
    </>
  );
}
