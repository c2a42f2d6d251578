import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatArabicDate } from '#shared/format/date.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EmptyMessage, QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useDeleteAction } from '#web/features/admin/shell/hooks/use-delete-action.tsx';
import { useDeleteMessage, useMarkMessageRead, useMessages } from '../api/messages-api';
import { DangerTextButton } from '#web/features/admin/shell/components/danger-text-button.tsx';
import { UnreadBadge } from '#web/features/admin/shell/components/unread-badge.tsx';

const m = adminMessages.inbox;

interface MessageCardProps {
  message: ContactMessage;
  busy: boolean;
  onToggleRead: () => void;
  onDelete: () => void;
}

function MessageCard({ message, busy, onToggleRead, onDelete }: MessageCardProps) {
  const subjectId = `message-${message.id}-subject`;
  return (
    <article
      aria-labelledby={subjectId}
      aria-busy={busy}
      data-read={message.read}
      className={
        message.read
          ? 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
          : 'rounded-xl border border-s-4 border-brand-500 bg-brand-50 p-4 shadow-sm sm:p-5'
      }
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2
            id={subjectId}
            className={`text-lg break-words ${message.read ? 'font-semibold text-slate-800' : 'font-bold text-brand-900'}`}
          >
            {!message.read && (
              <span className="me-2 inline-block rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
                {m.unread}
              </span>
            )}
            {message.subject}
          </h2>
          <p className="text-sm text-slate-700">
            {m.from}: <span className="font-semibold">{message.name}</span>
          </p>
        </div>
        <p className="text-sm text-slate-600">
          <span className="sr-only">{m.receivedAt}: </span>
          <time dateTime={message.createdAt}>
            <bdi>{formatArabicDate(message.createdAt)}</bdi>
          </time>
        </p>
      </header>
      <p className="mt-3 break-words whitespace-pre-line text-slate-800">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="neutral" size="compact" disabled={busy} onClick={onToggleRead}>
          {message.read ? (
            <Mail className="size-4" aria-hidden="true" />
          ) : (
            <MailOpen className="size-4" aria-hidden="true" />
          )}
          {message.read ? m.markUnread : m.markRead}
        </Button>
        <DangerTextButton label={m.deleteItem(message.subject)} busy={busy} Icon={Trash2} onClick={onDelete}>
          {commonMessages.delete}
        </DangerTextButton>
      </div>
    </article>
  );
}

/** /admin/messages: the contact form's inbox, newest first; unread ones stand out. */
export function MessagesInbox() {
  const query = useMessages();
  const markRead = useMarkMessageRead();
  const { mutateAsync: deleteMessage } = useDeleteMessage();
  const remove = useDeleteAction({
    remove: deleteMessage,
    nameOf: (message: ContactMessage) => message.subject,
    text: m,
  });
  const [markingId, setMarkingId] = useState<number | null>(null);

  async function toggleRead(message: ContactMessage) {
    if (markingId !== null) return;
    setMarkingId(message.id);
    try {
      await markRead.mutateAsync({ id: message.id, read: !message.read });
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.markFailed));
    } finally {
      setMarkingId(null);
    }
  }

  const unread = query.data?.unreadCount ?? 0;
  return (
    <AdminScreen title={m.title} actions={<UnreadBadge count={unread} label={m.unreadCount} />}>
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(inbox) =>
          inbox.data.length === 0 ? (
            <EmptyMessage>{m.empty}</EmptyMessage>
          ) : (
            <ul className="space-y-3">
              {inbox.data.map((message) => (
                <li key={message.id}>
                  <MessageCard
                    message={message}
                    busy={markingId === message.id || remove.isDeleting(message)}
                    onToggleRead={() => void toggleRead(message)}
                    onDelete={() => remove.requestDelete(message)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {remove.confirmDialog}
    </AdminScreen>
  );
}
