import * as Dialog from '@radix-ui/react-dialog';
import { Copy, MessageCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { relativesAdminMessages as m } from '#shared/messages/relatives-admin.ts';
import type { InviteCreated } from '#shared/schemas/relatives.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useInviteRelative, useMemberName } from '../api/relatives-api';

/** WhatsApp's share link with the Arabic text ready; the keeper picks the chat. */
export const whatsappInviteUrl = (name: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(m.dialog.whatsappText(name, url))}`;

/** The link just made, to copy or to send on WhatsApp; shown once. */
export function InviteDialog({
  name,
  invite,
  onClose,
}: {
  name: string;
  invite: InviteCreated | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={invite !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          dir="rtl"
          className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(94vw,32rem)] space-y-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{m.dialog.title(name)}</Dialog.Title>
          <Dialog.Description className="text-slate-700">{m.dialog.intro}</Dialog.Description>
          {invite && (
            <>
              <div className="space-y-1">
                <label htmlFor="invite-link" className="block text-sm font-semibold text-slate-800">
                  {m.dialog.link}
                </label>
                <input
                  id="invite-link"
                  readOnly
                  dir="ltr"
                  value={invite.invite_url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-start font-mono text-sm"
                />
                <p className="text-sm text-slate-600">
                  {m.dialog.expiresAt(formatKuwaitDateTime(invite.expires_at))}
                </p>
              </div>
              <div className="flex flex-wrap gap-3">
                <Button
                  size="compact"
                  onClick={() => {
                    const copied = navigator.clipboard?.writeText(invite.invite_url);
                    if (!copied) return void toast.error(m.dialog.copyFailed);
                    copied.then(
                      () => toast.success(m.dialog.copied),
                      () => toast.error(m.dialog.copyFailed),
                    );
                  }}
                >
                  <Copy className="size-4" aria-hidden="true" />
                  {m.dialog.copy}
                </Button>
                <a
                  href={whatsappInviteUrl(name, invite.invite_url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClassName({
                    variant: 'neutral',
                    size: 'compact',
                    className: 'inline-flex items-center gap-2',
                  })}
                >
                  <MessageCircle className="size-4" aria-hidden="true" />
                  {m.dialog.whatsapp}
                </a>
                <Dialog.Close
                  className={buttonClassName({ variant: 'neutral', size: 'compact', className: 'ms-auto' })}
                >
                  {m.dialog.close}
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Makes an invitation for the member and shows it: «دعوة قريب» or «دعوة من جديد». */
export function InviteRelativeButton({
  memberId,
  memberName,
  label = m.invite,
  accessibleName,
}: {
  memberId: number;
  /** Known to a list; the member form asks for it. */
  memberName?: string;
  label?: string;
  accessibleName?: string;
}) {
  const inviteRelative = useInviteRelative();
  const fetchedName = useMemberName(memberId, memberName === undefined).data;
  const [invite, setInvite] = useState<InviteCreated | null>(null);
  async function start() {
    try {
      setInvite((await inviteRelative.mutateAsync(memberId)).data);
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.inviteError));
    }
  }
  return (
    <>
      <Button
        variant="neutral"
        size="compact"
        disabled={inviteRelative.isPending}
        aria-label={accessibleName}
        onClick={() => void start()}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        {inviteRelative.isPending ? m.inviting : label}
      </Button>
      <InviteDialog name={memberName ?? fetchedName ?? ''} invite={invite} onClose={() => setInvite(null)} />
    </>
  );
}
