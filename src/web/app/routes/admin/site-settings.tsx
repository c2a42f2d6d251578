import { SiteSettingsScreen } from '../../../features/admin/site-settings/components/site-settings-form';

export default function SiteSettingsRoute() {
  return <SiteSettingsScreen />;
}
