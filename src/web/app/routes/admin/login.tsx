import { messages } from '../../../../shared/messages';
import { LoginForm } from '../../../features/admin/login/login-form';

export default function LoginRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 p-4">
      <title>{`${messages.adminLogin.submit} | ${messages.titles.admin}`}</title>
      <LoginForm />
    </main>
  );
}
