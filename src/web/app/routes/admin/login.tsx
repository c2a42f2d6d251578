import { adminMessages } from '#shared/messages/admin.ts';
import { LoginForm } from '#web/features/admin/login/login-form.tsx';

export default function LoginRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 p-4">
      <title>{`${adminMessages.login.submit} | ${adminMessages.shell.title}`}</title>
      <LoginForm />
    </main>
  );
}
