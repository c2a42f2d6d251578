import { zodResolver } from '@hookform/resolvers/zod';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import { familyLoginInputSchema, type FamilyLoginInput } from '#shared/schemas/relatives-input.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { useFamilyLogin } from '../api/family-account-api';
import { AccountCard, AccountField } from './account-field';
import { PasskeyLogin } from './passkey-forms';
import { refusalOf } from './refusal';

/** Where a sign-in returns: `?next=`, a path of this site only (never another site's address). */
function backTo(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : paths.home;
}

/**
 * /family/login: a relative's passkey, where the browser has them, beside their username and
 * password (docs/product.md#relatives-accounts).
 */
export function FamilyLoginPage() {
  useToaster();
  const [passkeys] = useState(browserSupportsWebAuthn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useFamilyLogin();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FamilyLoginInput>({
    resolver: zodResolver(familyLoginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const onValid = async (values: FamilyLoginInput) => {
    setRefusal(null);
    try {
      const me = await login.signIn(values);
      toast.success(m.login.welcome(me.name));
      await navigate(backTo(params.get('next')));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <AccountCard title={m.login.heading}>
      <p className="text-slate-600">{m.login.intro}</p>
      {passkeys && (
        <>
          <PasskeyLogin />
          <div className="flex items-center gap-3 pt-2 text-sm text-slate-600">
            <span aria-hidden className="h-px flex-1 bg-slate-200" />
            <h2>{m.login.orPassword}</h2>
            <span aria-hidden className="h-px flex-1 bg-slate-200" />
          </div>
        </>
      )}
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        {refusal && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {refusal}
          </p>
        )}
        <AccountField
          id="family-username"
          label={m.fields.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <AccountField
          id="family-password"
          label={m.fields.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          size="large"
          variant={passkeys ? 'outline' : 'primary'}
          className="w-full"
          disabled={login.isPending}
        >
          <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />
          {login.isPending ? m.login.submitting : m.login.submit}
        </Button>
      </form>
    </AccountCard>
  );
}
