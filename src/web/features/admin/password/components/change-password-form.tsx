import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { changePasswordFormSchema } from '#shared/schemas/auth-input.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';
import { usePasswordStrength } from '#web/components/ui/use-password-strength.ts';
import { PasswordChecklist } from '#web/components/ui/password-checklist.tsx';

const m = adminMessages.password;
const Field = fieldsFor<ChangePasswordInput>();
const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', code: '' };

/**
 * /admin/change-password (docs/product.md#admin-keepers): the result is shown in an alert. The rules
 * (decisions 023 and 035) are shown met or not as the keeper types, refuse the form in the browser, and the
 * server checks them all again.
 * Passwords are never written to a draft.
 */
export function ChangePasswordForm() {
  const { mutateAsync } = useChangePassword();
  const { username, twoFactorEnabled } = useAdminAccess();
  const strength = usePasswordStrength();
  // The rules of decision 035 from the shared schema, judged again by the server.
  const resolver = useMemo(
    () =>
      zodResolver(
        changePasswordFormSchema({ username: username ?? undefined, strength: strength ?? undefined }),
      ),
    [username, strength],
  );
  const entity = useEntityForm({
    idPrefix: 'password',
    draftKey: null,
    initialValues: empty,
    resolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || adminMessages.auth.passwordChanged,
    failureMessage: (error) => failureMessage(error, m.failed),
    afterSave: { resetTo: () => empty },
  });
  const [newPassword, currentPassword] = useWatch({
    control: entity.form.control,
    name: ['newPassword', 'currentPassword'],
  });
  return (
    <AdminScreen title={m.title} intro={m.intro} width="narrow">
      <EntityFormView entity={entity} saveLabel={m.submit} savingLabel={m.submitting} resultRole="alert">
        <FormCard>
          <Field.Text
            name="currentPassword"
            label={m.current}
            type="password"
            latin
            autoComplete="current-password"
          />
          {twoFactorEnabled && (
            <Field.Text name="code" label={m.code} latin inputMode="numeric" autoComplete="one-time-code" />
          )}
          <Field.Text name="newPassword" label={m.new} type="password" latin autoComplete="new-password" />
          <PasswordChecklist
            password={newPassword}
            username={username}
            currentPassword={currentPassword}
            strength={strength}
          />
        </FormCard>
      </EntityFormView>
    </AdminScreen>
  );
}
