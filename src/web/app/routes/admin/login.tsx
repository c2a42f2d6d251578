import { adminMessages } from '../../../../shared/messages/admin';
import { LoginForm } from '../../../features/admin/login/login-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function LoginRoute() {
  useDocumentTitle(`${adminMessages.login.submit} | ${adminMessages.shell.title}`);
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 p-4">
      <LoginForm />
    </main>
  );
}
