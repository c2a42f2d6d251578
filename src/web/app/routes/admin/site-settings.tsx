import { SiteSettingsScreen } from '#web/features/admin/site-settings/components/site-settings-form.tsx';

export default function SiteSettingsRoute() {
  return <SiteSettingsScreen />;
}
