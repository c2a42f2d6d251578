import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../../shared/messages';
import { AlertBanner } from '../../shell/components/alert-banner';
import {
  FormField,
  fieldAria,
  inputClassName,
  primaryButtonClassName,
} from '../../shell/components/form-field';
import { failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { useUnsavedChangesPrompt } from '../../shell/hooks/use-unsaved-changes-prompt';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { changePassword, type ChangePasswordInput } from '../api/change-password';

const m = messages.adminPassword;

type Result = { tone: 'success' | 'error'; text: string } | null;

/**
 * /admin/change-password (SPEC §2): the result is shown in an alert. No client-side rules
 * (SPEC §5); the server checks the current password and the new one's length.
 * Passwords are never written to the session-storage draft.
 */
export function ChangePasswordForm() {
  useAdminFormAuth(messages.adminShell.nav.changePassword);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm<ChangePasswordInput>({ defaultValues: { currentPassword: '', newPassword: '' } });
  const { save, isSaving } = useAdminSave(changePassword);
  useUnsavedChangesPrompt(isDirty);
  const [result, setResult] = useState<Result>(null);

  async function onSubmit(values: ChangePasswordInput) {
    setResult(null);
    const outcome = await save(values);
    if (outcome.status === 'saved') {
      reset({ currentPassword: '', newPassword: '' });
      setResult({ tone: 'success', text: outcome.data.message || messages.auth.passwordChanged });
    } else if (outcome.status === 'failed') {
      const error = outcome.error as { fields?: Record<string, string> };
      for (const name of ['currentPassword', 'newPassword'] as const) {
        const message = error.fields?.[name];
        if (message) setError(name, { type: 'server', message });
      }
      setResult({ tone: 'error', text: failureMessage(outcome.error, m.failed) });
    }
  }

  const field = (name: keyof ChangePasswordInput) => ({
    ...fieldAria(`password-${name}`, errors[name]?.message, name === 'newPassword'),
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <p className="text-slate-600">{m.intro}</p>
      </header>
      {result && (
        <AlertBanner tone={result.tone} role="alert" onDismiss={() => setResult(null)}>
          {result.text}
        </AlertBanner>
      )}
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <FormField id="password-currentPassword" label={m.current} error={errors.currentPassword?.message}>
          <input
            {...field('currentPassword')}
            type="password"
            dir="ltr"
            autoComplete="current-password"
            className={`${inputClassName} text-start`}
          />
        </FormField>
        <FormField
          id="password-newPassword"
          label={m.new}
          hint={m.newHint}
          error={errors.newPassword?.message}
        >
          <input
            {...field('newPassword')}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            className={`${inputClassName} text-start`}
          />
        </FormField>
        <button type="submit" className={primaryButtonClassName} disabled={isSaving} aria-busy={isSaving}>
          <KeyRound className="size-4" aria-hidden="true" />
          {isSaving ? m.submitting : m.submit}
        </button>
      </form>
    </div>
  );
}
