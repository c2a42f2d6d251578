import { TwoFactorScreen } from '../../../features/admin/two-factor/components/two-factor-screen';

export default function TwoFactorRoute() {
  return <TwoFactorScreen />;
}
