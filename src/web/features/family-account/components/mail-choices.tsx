import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { familyMailMessages as m } from '#shared/messages/family-mail.ts';
import { pushMessages } from '#shared/messages/push.ts';
import { notificationKinds, type NotificationKind } from '#shared/push/kinds.ts';
import type { FamilyMail } from '#shared/schemas/family-mail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useFamilyMail, useSaveFamilyMail } from '../api/family-mail-api';
import { refusalOf } from './refusal';

/**
 * «رسائل البريد الإلكتروني» on «حسابي» (docs/product.md#notifications): the kinds of publication
 * the relative receives by e-mail, at his own member's address, which he changes on «بياناتي».
 * Shown only where the site sends e-mail.
 */
export function MailChoices() {
  const state = useFamilyMail();
  if (!state.data?.available) return null;
  // Keyed by what is stored: the boxes start from it again after each save.
  return <MailForm key={state.data.kinds.join(',')} stored={state.data} />;
}

function MailForm({ stored }: { stored: FamilyMail }) {
  const save = useSaveFamilyMail();
  const [kinds, setKinds] = useState<NotificationKind[]>(stored.kinds);
  const toggle = (kind: NotificationKind, on: boolean) =>
    setKinds((chosen) =>
      on
        ? notificationKinds.filter((k) => k === kind || chosen.includes(k))
        : chosen.filter((k) => k !== kind),
    );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync(kinds);
      toast.success(answer.message);
    } catch (error) {
      toast.error(refusalOf(error));
    }
  };
  return (
    <section aria-labelledby="mail-title" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="mail-title" className="text-xl font-bold text-brand-900">
        {m.heading}
      </h2>
      <p className="text-slate-600">{m.intro}</p>
      {stored.email ? (
        <p className="flex flex-wrap items-center gap-x-2 text-slate-800">
          <Mail aria-hidden className="size-5 shrink-0 text-brand-600" />
          <span>
            {m.address} <bdi dir="ltr">{stored.email}</bdi>
          </span>
          <Link to={paths.familyMe} className="text-sm font-semibold text-brand-700 underline">
            {m.changeAddress}
          </Link>
        </p>
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {m.noAddress}{' '}
          <Link to={paths.familyMe} className="font-semibold underline">
            {m.addAddress}
          </Link>
        </p>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <fieldset>
          <legend className="mb-2 font-semibold text-slate-800">{m.legend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {notificationKinds.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={kinds.includes(kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
                {pushMessages.kinds[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        {stored.kinds.length === 0 && <p className="text-sm text-slate-600">{m.none}</p>}
        <Button type="submit" size="compact" disabled={save.isPending}>
          {save.isPending ? m.saving : m.save}
        </Button>
      </form>
    </section>
  );
}
