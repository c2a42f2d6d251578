import { TwoFactorScreen } from '#web/features/admin/two-factor/components/two-factor-screen.tsx';

export default function TwoFactorRoute() {
  return <TwoFactorScreen />;
}
