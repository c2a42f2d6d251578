import { useState } from 'react';
import { toast } from 'sonner';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { relativesAdminMessages as m } from '#shared/messages/relatives-admin.ts';
import type { RelativeEntry } from '#shared/schemas/relatives.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/status-message.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useRelatives, useRevokeRelative } from '../api/relatives-api';
import { InviteRelativeButton } from './invite-dialog';

type Status = { label: string; tone: string };

/** An account's state, or its invitation's: what the keeper reads first. */
function statusOf(entry: RelativeEntry, now: number): Status {
  const { account, invitation } = entry;
  if (account && account.revoked_at === null)
    return { label: m.status.active, tone: 'bg-green-100 text-green-800' };
  if (invitation && Date.parse(invitation.expires_at) > now) {
    return {
      label: m.status.pending(formatKuwaitDateTime(invitation.expires_at)),
      tone: 'bg-amber-100 text-amber-900',
    };
  }
  if (account) return { label: m.status.revoked, tone: 'bg-red-100 text-red-800' };
  return { label: m.status.expired, tone: 'bg-slate-100 text-slate-700' };
}

/** «الأقارب»: relatives' accounts and invitations, with revoke and invite again. */
export function RelativesScreen() {
  const relatives = useRelatives();
  // The moment the screen opened: an invitation waiting or expired is judged against it.
  const [now] = useState(() => Date.now());
  return (
    <AdminScreen title={m.title} intro={m.intro}>
      <QueryState
        query={relatives}
        loadingLabel={m.title}
        errorMessage={(error) => failureMessage(error, m.loadError)}
      >
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState>{m.empty}</EmptyState>
          ) : (
            <ul className="space-y-3" aria-label={m.title}>
              {data.data.map((entry) => (
                <RelativeCard key={entry.member_id} entry={entry} now={now} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminScreen>
  );
}

function RelativeCard({ entry, now }: { entry: RelativeEntry; now: number }) {
  const revoke = useRevokeRelative();
  const [asking, setAsking] = useState(false);
  const { account } = entry;
  const status = statusOf(entry, now);
  const live = account !== null && account.revoked_at === null;

  async function revokeAccount(id: number) {
    try {
      toast.success((await revoke.mutateAsync(id)).message);
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.revokeError));
    }
  }

  return (
    <li className="space-y-3 rounded-xl bg-white p-4 shadow-sm" data-testid="relative-entry">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-brand-900">{entry.member_name}</h2>
        <span className={`rounded-lg px-3 py-0.5 text-sm font-semibold ${status.tone}`}>{status.label}</span>
      </div>
      {account && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="font-semibold">{m.columns.username}</dt>
          <dd>
            <bdi dir="ltr">{account.username}</bdi>
          </dd>
          <dt className="font-semibold">{m.columns.lastSignIn}</dt>
          <dd>{account.last_sign_in_at ? formatKuwaitDateTime(account.last_sign_in_at) : m.never}</dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {live && (
          <Button
            variant="danger"
            size="compact"
            disabled={revoke.isPending}
            aria-label={m.revokeNamed(entry.member_name)}
            onClick={() => setAsking(true)}
          >
            {m.revoke}
          </Button>
        )}
        <InviteRelativeButton
          memberId={entry.member_id}
          memberName={entry.member_name}
          label={m.inviteAgain}
          accessibleName={m.inviteAgainNamed(entry.member_name)}
        />
      </div>
      {account && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={m.revokeNamed(entry.member_name)}
          description={m.revokeConfirm(entry.member_name)}
          confirmLabel={m.revoke}
          onConfirm={() => void revokeAccount(account.id)}
        />
      )}
    </li>
  );
}
