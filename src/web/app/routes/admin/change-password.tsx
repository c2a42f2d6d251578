import { ChangePasswordForm } from '#web/features/admin/password/components/change-password-form.tsx';

export default function ChangePasswordRoute() {
  return <ChangePasswordForm />;
}
