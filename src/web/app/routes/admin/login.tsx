import { adminMessages } from '../../../../shared/messages/admin';
import { LoginForm } from '../../../features/admin/login/login-form';

export default function LoginRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 p-4">
      <title>{`${adminMessages.login.submit} | ${adminMessages.shell.title}`}</title>
      <LoginForm />
    </main>
  );
}
