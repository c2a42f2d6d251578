import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import {
  passkeyInviteOptionsInputSchema,
  type PasskeyInviteOptionsInput,
} from '#shared/schemas/passkeys-input.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePasskeyInvite, usePasskeyLogin } from '../api/family-passkeys-api';
import { AccountField } from './account-field';
import { passkeyRefusal } from './refusal';

/** A refusal read out as it appears (the ceremony's prompt has closed by then). */
export function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
      {message}
    </p>
  );
}

/** «أو …»: the other way to do the same thing, under a rule. */
export function OtherWay({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="flex items-center gap-3 pt-2">
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
      <Button variant="outline" onClick={onClick}>
        {label}
      </Button>
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/**
 * The invitation accepted with a passkey: a username (what the phone will show beside the passkey),
 * then the phone's own prompt. A refusal, or a prompt cancelled, keeps what was typed.
 */
export function PasskeyAcceptForm({
  token,
  username,
  onUsername,
}: {
  token: string;
  username: string;
  onUsername: (username: string) => void;
}) {
  useToaster();
  const navigate = useNavigate();
  const accept = usePasskeyInvite();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasskeyInviteOptionsInput>({
    resolver: zodResolver(passkeyInviteOptionsInputSchema),
    defaultValues: { token, username },
  });

  const onValid = async (values: PasskeyInviteOptionsInput) => {
    setRefusal(null);
    try {
      const me = await accept.mutateAsync(values);
      toast.success(m.invite.created, { description: m.login.welcome(me.name) });
      await navigate(paths.home);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.username : undefined;
      if (field) setError('username', { message: field });
      else setRefusal(passkeyRefusal(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <Refusal message={refusal} />
      <AccountField
        id="invite-passkey-username"
        label={m.fields.username}
        hint={m.fields.usernameHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username', { onChange: (event) => onUsername(event.target.value) })}
      />
      <Button type="submit" size="large" className="w-full" disabled={accept.isPending}>
        <KeyRound aria-hidden className="size-5" />
        {accept.isPending ? m.invite.creatingPasskey : m.invite.createWithPasskey}
      </Button>
    </form>
  );
}

/** «الدخول بمفتاح المرور»: no username, the device offers the site's passkeys. */
export function PasskeyLogin() {
  useToaster();
  const navigate = useNavigate();
  const login = usePasskeyLogin();
  const [refusal, setRefusal] = useState<string | null>(null);
  const signIn = async () => {
    setRefusal(null);
    try {
      const me = await login.mutateAsync(undefined);
      toast.success(m.login.welcome(me.name));
      await navigate(paths.home);
    } catch (error) {
      setRefusal(passkeyRefusal(error));
    }
  };
  return (
    <div className="space-y-3">
      <Refusal message={refusal} />
      <Button size="large" className="w-full" disabled={login.isPending} onClick={() => void signIn()}>
        <KeyRound aria-hidden className="size-5" />
        {login.isPending ? m.login.withPasskeyWorking : m.login.withPasskey}
      </Button>
      <p className="text-center text-sm text-slate-600">{m.login.passkeyHint}</p>
    </div>
  );
}
