import { ChangePasswordForm } from '../../../features/admin/password/components/change-password-form';

export default function ChangePasswordRoute() {
  return <ChangePasswordForm />;
}
