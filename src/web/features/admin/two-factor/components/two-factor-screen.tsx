import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { twoFactorMessages as m } from '#shared/messages/two-factor.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { inputClassName } from '#web/features/admin/shell/components/form-field.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useTwoFactorChange, useTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';

/** «التحقق بخطوتين» (decision 024): each keeper's own second factor. */
export function TwoFactorScreen() {
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <AdminScreen title={m.title} intro={m.intro} width="medium">
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <QueryState
        query={status}
        loadingLabel={m.title}
        errorMessage={(error) => failureMessage(error, m.loadError)}
      >
        {(data) =>
          data.enabled ? (
            <div className="space-y-4">
              <p className="flex items-center gap-2 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
                <ShieldCheck className="size-5" aria-hidden="true" />
                {m.on} {m.codesLeft(data.recovery_codes_left)}
              </p>
              <section
                aria-labelledby="replace-two-factor-title"
                className="space-y-3 rounded-xl bg-white p-5 shadow-sm"
              >
                <h2 id="replace-two-factor-title" className="text-lg font-bold text-brand-900">
                  {m.replaceTitle}
                </h2>
                <p className="text-slate-700">{m.replaceIntro}</p>
                <Enrol onCodes={setCodes} replacing />
              </section>
              <ConfirmForm
                kind="recoveryCodes"
                title={m.newCodesTitle}
                submit={m.newCodes}
                onCodes={setCodes}
              />
              <ConfirmForm kind="disable" title={m.disableTitle} submit={m.disable} onCodes={setCodes} />
            </div>
          ) : (
            <div className="space-y-4">
              {data.required && <AlertBanner tone="info">{m.required}</AlertBanner>}
              <p className="text-slate-700">{m.off}</p>
              <Enrol onCodes={setCodes} />
            </div>
          )
        }
      </QueryState>
    </AdminScreen>
  );
}

/**
 * Turning it on, or moving it to a new app (`replacing`): the new secret's QR code, then its code
 * with the password and, when replacing, a current code (decision 035: a session alone may not).
 */
function Enrol({ onCodes, replacing = false }: { onCodes: (codes: string[]) => void; replacing?: boolean }) {
  const id = useId();
  const setup = useTwoFactorSetup();
  const change = useTwoFactorChange();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await change.mutateAsync({
        kind: 'enable',
        code,
        password,
        ...(replacing ? { currentCode } : {}),
      });
      toast.success(answer.message);
      onCodes(answer.recovery_codes);
    } catch (caught) {
      if (!isSessionEnded(caught)) setError(failureMessage(caught, m.failed));
    }
  }

  if (!setup.data) {
    return (
      <div className="space-y-2">
        {setup.isError && <AlertBanner tone="error">{failureMessage(setup.error, m.failed)}</AlertBanner>}
        <Button
          size="compact"
          variant={replacing ? 'neutral' : undefined}
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          {replacing ? m.replaceStart : m.start}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <p>{m.scan}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qr_svg)}`}
        alt={m.qrAlt}
        width={200}
        height={200}
        className="mx-auto size-50 rounded-lg border border-slate-200 bg-white p-2"
      />
      <div>
        <p className="text-sm font-semibold">{m.manualKey}</p>
        <code dir="ltr" data-testid="totp-secret" className="block font-mono text-lg break-all select-all">
          {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <LtrField
        id={`${id}-code`}
        label={replacing ? m.newCode : m.code}
        value={code}
        onChange={setCode}
        kind="code"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <LtrField
          id={`${id}-password`}
          label={m.password}
          value={password}
          onChange={setPassword}
          kind="password"
        />
        {replacing && (
          <LtrField
            id={`${id}-current-code`}
            label={m.currentCode}
            value={currentCode}
            onChange={setCurrentCode}
            kind="code"
          />
        )}
      </div>
      <Button type="submit" size="compact" disabled={change.isPending}>
        {replacing ? m.replaceConfirm : m.confirm}
      </Button>
    </form>
  );
}

/** The current password or a code from the app: typed left to right, labelled above. */
function LtrField({
  id,
  label,
  value,
  onChange,
  kind,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: 'password' | 'code';
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        {...(kind === 'password'
          ? { type: 'password', autoComplete: 'current-password' }
          : { inputMode: 'numeric' as const, autoComplete: 'one-time-code' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClassName} text-start`}
      />
    </div>
  );
}

/** Turning it off, or new recovery codes: the password and a code from the app. */
function ConfirmForm({
  kind,
  title,
  submit,
  onCodes,
}: {
  kind: 'disable' | 'recoveryCodes';
  title: string;
  submit: string;
  onCodes: (codes: string[]) => void;
}) {
  const id = useId();
  const change = useTwoFactorChange();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await change.mutateAsync({ kind, password, code });
      toast.success(answer.message);
      if (answer.recovery_codes.length > 0) onCodes(answer.recovery_codes);
      setPassword('');
      setCode('');
      setError(null);
    } catch (caught) {
      if (!isSessionEnded(caught)) setError(failureMessage(caught, m.failed));
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="grid gap-3 sm:grid-cols-2">
        <LtrField
          id={`${id}-password`}
          label={m.password}
          value={password}
          onChange={setPassword}
          kind="password"
        />
        <LtrField id={`${id}-code`} label={m.code} value={code} onChange={setCode} kind="code" />
      </div>
      <Button
        type="submit"
        variant={kind === 'disable' ? 'danger' : 'neutral'}
        size="compact"
        disabled={change.isPending}
      >
        {submit}
      </Button>
    </form>
  );
}

/** The ten codes, once: copied or downloaded as text. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="recovery-codes-title" className="text-lg font-bold">
        {m.codesTitle}
      </h2>
      <p>{m.codesNote}</p>
      <ol dir="ltr" data-testid="recovery-codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="neutral"
          size="compact"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.success(m.codesCopied))}
        >
          <Copy className="size-4" aria-hidden="true" />
          {m.copyCodes}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-slate-700 hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden="true" />
          {m.downloadCodes}
        </a>
        <Button size="compact" onClick={onDone}>
          {m.done}
        </Button>
      </div>
    </section>
  );
}
