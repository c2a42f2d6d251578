import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Cloud, KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import type { PasskeyEntry, PasskeyList } from '#shared/schemas/passkeys.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFamilyMe } from '../api/family-account-api';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/family-passkeys-api';
import { AccountCard, AccountField } from './account-field';
import { CalendarFeed } from './calendar-feed';
import { MailChoices } from './mail-choices';
import { Refusal } from './passkey-forms';
import { passkeyRefusal, refusalOf } from './refusal';

/**
 * /family/account, «حسابي»: the signed-in relative's passkeys (docs/product.md#relatives-accounts),
 * private calendar feed and e-mail choices.
 */
export function FamilyAccountPage() {
  useToaster();
  const passkeys = usePasskeys();
  const me = useFamilyMe(true);
  if (passkeys.isPending) return <LoadingState />;
  if (passkeys.isError) {
    const signedOut = passkeys.error instanceof ApiError && passkeys.error.isUnauthorized;
    if (!signedOut) {
      return (
        <div className="px-4 py-16">
          <ErrorState message={refusalOf(passkeys.error)} onRetry={() => void passkeys.refetch()} />
        </div>
      );
    }
    return (
      <AccountCard title={m.account.heading}>
        <p className="text-slate-700">{m.account.signInFirst}</p>
        <Link to={paths.familyLogin} className={buttonClassName({ size: 'large', className: 'w-full' })}>
          {m.account.toLogin}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={m.account.heading} wide>
      {me.data && <p className="text-lg text-slate-800">{me.data.name}</p>}
      <section aria-labelledby="passkeys-title" className="space-y-4">
        <h2 id="passkeys-title" className="text-xl font-bold text-brand-900">
          {m.account.passkeys}
        </h2>
        <p className="text-slate-600">{m.account.passkeysIntro}</p>
        <PasskeyItems list={passkeys.data} />
        <p className="text-sm text-slate-600">
          {passkeys.data.has_password ? m.account.hasPassword : m.account.noPassword}
        </p>
        <AddPasskey />
      </section>
      <CalendarFeed />
      <MailChoices />
    </AccountCard>
  );
}

function PasskeyItems({ list }: { list: PasskeyList }) {
  if (list.passkeys.length === 0) return <p className="text-slate-700">{m.account.none}</p>;
  // The only passkey of an account without a password is its only way in: no removal offered.
  const onlyWay = !list.has_password && list.passkeys.length === 1;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {list.passkeys.map((passkey) => (
        <PasskeyItem key={passkey.id} passkey={passkey} onlyWay={onlyWay} />
      ))}
    </ul>
  );
}

function PasskeyItem({ passkey, onlyWay }: { passkey: PasskeyEntry; onlyWay: boolean }) {
  const remove = useRemovePasskey();
  const [confirming, setConfirming] = useState(false);
  const label = passkey.label || m.account.unnamed;
  const removeIt = async () => {
    try {
      await remove.mutateAsync(passkey.id);
      toast.success(m.account.removed);
    } catch (error) {
      toast.error(refusalOf(error));
      setConfirming(false);
    }
  };
  return (
    <li className="space-y-2 p-4" data-testid="passkey-entry">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="font-semibold break-words text-slate-900">{label}</p>
          <p className="text-sm text-slate-600">
            {m.account.createdAt(formatKuwaitDateTime(passkey.created_at))}
          </p>
          <p className="text-sm text-slate-600">
            {passkey.last_used_at
              ? m.account.lastUsedAt(formatKuwaitDateTime(passkey.last_used_at))
              : m.account.neverUsed}
          </p>
          {passkey.synced && (
            <p className="flex items-center gap-1.5 text-sm text-emerald-800">
              <Cloud aria-hidden className="size-4 shrink-0" />
              {m.account.synced}
            </p>
          )}
        </div>
        {!onlyWay && !confirming && (
          <Button
            variant="neutral"
            size="compact"
            onClick={() => setConfirming(true)}
            aria-label={m.account.remove(label)}
          >
            <Trash2 aria-hidden className="size-4" />
            {m.account.removeShort}
          </Button>
        )}
      </div>
      {onlyWay && <p className="text-sm text-slate-600">{m.account.onlyWay}</p>}
      {confirming && (
        <div role="group" aria-label={m.account.removeTitle} className="space-y-3 rounded-lg bg-red-50 p-3">
          <p className="font-semibold text-red-900">{m.account.removeTitle}</p>
          <p className="text-sm text-red-900">{m.account.removeBody}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="compact"
              disabled={remove.isPending}
              onClick={() => void removeIt()}
            >
              {m.account.remove(label)}
            </Button>
            <Button variant="neutral" size="compact" onClick={() => setConfirming(false)}>
              {m.account.cancel}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** A name for the new passkey, then the device's prompt; a refusal keeps the name typed. */
function AddPasskey() {
  const [supported] = useState(browserSupportsWebAuthn);
  const add = useAddPasskey();
  const [label, setLabel] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!supported) return <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{m.account.unsupported}</p>;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await add.mutateAsync(label.trim());
      setLabel('');
      toast.success(m.account.added);
    } catch (error) {
      setRefusal(passkeyRefusal(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <Refusal message={refusal} />
      <AccountField
        id="passkey-label"
        label={m.account.label}
        hint={m.account.labelHint}
        dir="auto"
        value={label}
        maxLength={60}
        onChange={(event) => setLabel(event.target.value)}
      />
      <Button type="submit" size="large" className="w-full" disabled={add.isPending}>
        <Plus aria-hidden className="size-5" />
        {add.isPending ? m.account.adding : m.account.add}
      </Button>
    </form>
  );
}
