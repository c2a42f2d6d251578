import { publicMessages } from '#shared/messages/public.ts';
import { DiwanPage } from '#web/features/diwan/components/diwan-page.tsx';
import { useSiteSettings } from '#web/features/site/api/get-site-settings.ts';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function DiwanRoute() {
  const siteEmail = useSiteSettings().data?.email ?? '';
  return (
    <>
      <PageTitle section={publicMessages.titles.diwan} />
      <DiwanPage siteEmail={siteEmail} />
    </>
  );
}
