import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import { acceptInviteFormSchema, type AcceptInviteInput } from '#shared/schemas/relatives-input.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordChecklist } from '#web/components/ui/password-checklist.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { usePasswordStrength } from '#web/components/ui/use-password-strength.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAcceptInvite, useInvitePreview } from '../api/family-account-api';
import { AccountCard, AccountField } from './account-field';
import { OtherWay, PasskeyAcceptForm } from './passkey-forms';
import { refusalOf } from './refusal';

/**
 * /family/invite/:token: whom it is for, then the account made with a passkey, or with a username
 * and a password where the browser has no passkeys (docs/product.md#relatives-accounts).
 */
export function FamilyInvitePage({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  if (preview.isPending) return <LoadingState />;
  if (preview.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState message={refusalOf(preview.error)} />
      </div>
    );
  }
  const { name, expires_at: expiresAt } = preview.data;
  return (
    <AccountCard title={m.invite.heading}>
      <p className="text-lg text-slate-800">{m.invite.forMember(name ?? m.invite.someone)}</p>
      <p className="text-sm text-slate-600">{m.invite.expiresAt(formatKuwaitDateTime(expiresAt))}</p>
      <AcceptChoices token={token} />
    </AccountCard>
  );
}

/**
 * A passkey first where the browser can make one, the password as the other way; the username
 * typed goes from one to the other.
 */
function AcceptChoices({ token }: { token: string }) {
  const [supported] = useState(browserSupportsWebAuthn);
  const [withPassword, setWithPassword] = useState(!supported);
  const [username, setUsername] = useState('');
  if (!withPassword) {
    return (
      <>
        <p className="text-slate-600">{m.invite.passkeyIntro}</p>
        <PasskeyAcceptForm token={token} username={username} onUsername={setUsername} />
        <OtherWay label={m.invite.orPassword} onClick={() => setWithPassword(true)} />
      </>
    );
  }
  return (
    <>
      <p className="text-slate-600">{supported ? m.invite.passwordIntro : m.invite.intro}</p>
      <AcceptForm token={token} username={username} onUsername={setUsername} />
      {supported && <OtherWay label={m.invite.orPasskey} onClick={() => setWithPassword(false)} />}
    </>
  );
}

interface UsernameDraft {
  token: string;
  /** What was typed in the other form, kept when the relative switches. */
  username: string;
  onUsername: (username: string) => void;
}

function AcceptForm({ token, username: typed, onUsername }: UsernameDraft) {
  useToaster();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const strength = usePasswordStrength();
  const schema = useMemo(() => acceptInviteFormSchema({ strength: strength ?? undefined }), [strength]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<AcceptInviteInput>({
    resolver: zodResolver(schema),
    defaultValues: { token, username: typed, password: '' },
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });

  const onValid = async (values: AcceptInviteInput) => {
    setRefusal(null);
    try {
      const me = await accept.signIn(values);
      toast.success(m.invite.created, { description: m.login.welcome(me.name) });
      await navigate(paths.home);
    } catch (error) {
      // What was typed stays: the message says what to change.
      const fields = error instanceof ApiError ? error.fields : {};
      for (const field of ['username', 'password'] as const) {
        if (fields[field]) setError(field, { message: fields[field] });
      }
      if (!fields.username && !fields.password) setRefusal(refusalOf(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      )}
      <AccountField
        id="invite-username"
        label={m.fields.username}
        hint={m.fields.usernameHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username', { onChange: (event) => onUsername(event.target.value) })}
      />
      <AccountField
        id="invite-password"
        label={m.fields.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordChecklist password={password} username={username} currentPassword={null} strength={strength} />
      <Button type="submit" size="large" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? m.invite.creating : m.invite.create}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.familyLogin} className="text-brand-700 underline">
          {m.login.heading}
        </Link>
      </p>
    </form>
  );
}
