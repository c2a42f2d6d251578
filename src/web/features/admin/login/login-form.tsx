import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { twoFactorMessages } from '#shared/messages/two-factor.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLogin } from '../shell/api/login';
import { AlertBanner } from '../shell/components/alert-banner';
import { Button } from '#web/components/ui/button.tsx';
import { inputClassName } from '../shell/components/form-field';
import { sessionEndedMessage } from '../shell/admin-sections';
import { returnPathFrom, type LoginRedirectState } from '../shell/login-redirect';

const m = adminMessages.login;

/**
 * The message for a failed login (docs/product.md#messages); a lock-out (429) is shown as the server words
 * it.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return commonMessages.connectionError;
    if (error.status === 429) return error.message;
    // The second step's own words: a wrong code, or a challenge that ran out.
    if (error.status === 401 && error.message !== String(error.status)) return error.message;
    // A proxy's 5xx page is not JSON; the server was not really reached.
    if (error.status >= 500) return commonMessages.connectionError;
    return adminMessages.auth.badCredentials;
  }
  return commonMessages.connectionError;
}

/** A label over its input; the typed text reads left to right (a username, a password, a code). */
function LoginField({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'dir'>) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <input id={id} dir="ltr" className={`${inputClassName} text-start`} {...input} />
    </div>
  );
}

interface StepProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
}

function PasswordStep({
  onSubmit,
  pending,
  username,
  password,
  onUsername,
  onPassword,
}: StepProps & {
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
}) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <LoginField
        id={`${id}-username`}
        label={m.username}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => onUsername(event.target.value)}
      />
      <LoginField
        id={`${id}-password`}
        label={m.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
      <Button type="submit" size="compact" className="w-full" disabled={pending}>
        <LogIn className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        {pending ? adminMessages.auth.loggingIn : m.submit}
      </Button>
    </form>
  );
}

/** With two-factor on, the password opens a challenge that a code completes (decision 024). */
function CodeStep({
  onSubmit,
  pending,
  code,
  onCode,
  recovery,
  onRecovery,
  onBack,
}: StepProps & {
  code: string;
  onCode: (value: string) => void;
  /** A recovery code instead of the app's. */
  recovery: boolean;
  onRecovery: (recovery: boolean) => void;
  onBack: () => void;
}) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <h2 className="text-lg font-bold text-brand-900">{twoFactorMessages.stepTitle}</h2>
      <p className="text-slate-700">
        {recovery ? twoFactorMessages.recoveryIntro : twoFactorMessages.stepIntro}
      </p>
      <LoginField
        id={`${id}-code`}
        label={recovery ? twoFactorMessages.recoveryCode : twoFactorMessages.code}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        value={code}
        onChange={(event) => onCode(event.target.value)}
      />
      <Button type="submit" size="compact" className="w-full" disabled={pending}>
        {pending ? twoFactorMessages.verifying : twoFactorMessages.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-brand-600 underline"
          onClick={() => {
            onRecovery(!recovery);
            onCode('');
          }}
        >
          {recovery ? twoFactorMessages.useApp : twoFactorMessages.useRecovery}
        </button>
        <button type="button" className="text-brand-600 underline" onClick={onBack}>
          {twoFactorMessages.back}
        </button>
      </div>
    </form>
  );
}

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const returnPath = returnPathFrom(location.search);
  const endedDuring = (location.state as LoginRedirectState | null)?.endedDuring;
  const reason = endedDuring ? sessionEndedMessage(endedDuring, returnPath) : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    try {
      const outcome = await login.mutateAsync(challenge ? { challenge, code } : { username, password });
      if (!outcome.signedIn) {
        setChallenge(outcome.challenge);
        login.reset();
        return;
      }
      navigate(returnPath, { replace: true });
    } catch {
      // shown below from login.error
    }
  }

  const error = login.isError ? loginErrorMessage(login.error) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => void onSubmit(event);
  return (
    <div className="w-full max-w-md space-y-6 rounded-2xl bg-white p-6 shadow-lg sm:p-8">
      <h1 className="text-center text-2xl font-bold text-brand-900">{m.title}</h1>
      {reason && !error && <AlertBanner tone="info">{reason}</AlertBanner>}
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {challenge ? (
        <CodeStep
          onSubmit={submit}
          pending={login.isPending}
          code={code}
          onCode={setCode}
          recovery={recovery}
          onRecovery={setRecovery}
          onBack={() => {
            setChallenge(null);
            setCode('');
            login.reset();
          }}
        />
      ) : (
        <PasswordStep
          onSubmit={submit}
          pending={login.isPending}
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
        />
      )}
      <p className="text-center">
        <Link to={paths.home} className="text-brand-600 underline hover:text-brand-700">
          {m.backToSite}
        </Link>
      </p>
    </div>
  );
}
