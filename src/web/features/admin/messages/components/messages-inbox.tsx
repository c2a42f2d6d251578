import { Loader2, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatArabicDate } from '../../../../../shared/format/date';
import { messages } from '../../../../../shared/messages';
import type { ContactMessage } from '../../../../../shared/schemas/contact';
import { LoadErrorBanner, LoadingStatus } from '../../shell/components/load-states';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useMarkMessageRead } from '../api/mark-message-read';

const m = messages.adminMessages;

const iconButton =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** /admin/messages: the contact form's inbox, newest first; unread ones stand out. */
export function MessagesInbox() {
  useAdminFormAuth(m.title);
  const query = useMessages();
  const markRead = useAdminSave(useMarkMessageRead().mutateAsync);
  const remove = useAdminSave(useDeleteMessage().mutateAsync);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ContactMessage | null>(null);

  async function toggleRead(message: ContactMessage) {
    setBusyId(message.id);
    const outcome = await markRead.save({ id: message.id, read: !message.read });
    setBusyId(null);
    if (outcome.status === 'failed') toast.error(failureMessage(outcome.error, m.markFailed));
  }

  async function confirmDelete(message: ContactMessage) {
    setBusyId(message.id);
    const outcome = await remove.save(message.id);
    setBusyId(null);
    if (outcome.status === 'saved') toast.success(outcome.data.message || m.deleted);
    else if (outcome.status === 'failed') toast.error(failureMessage(outcome.error, m.deleteFailed));
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        {query.data && query.data.unreadCount > 0 && (
          <p className="rounded-full bg-gold-400 px-3 py-1 text-sm font-bold text-brand-900">
            {m.unreadCount(query.data.unreadCount)}
          </p>
        )}
      </header>

      {query.isPending ? (
        <LoadingStatus label={m.loading} />
      ) : query.isError ? (
        <LoadErrorBanner message={m.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {m.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {query.data.data.map((message) => {
            const busy = busyId === message.id;
            return (
              <li key={message.id}>
                <article
                  aria-labelledby={`message-${message.id}-subject`}
                  data-read={message.read}
                  className={
                    message.read
                      ? 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
                      : 'rounded-xl border border-brand-500 border-s-4 bg-brand-50 p-4 shadow-sm sm:p-5'
                  }
                >
                  <header className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0 space-y-1">
                      <h2
                        id={`message-${message.id}-subject`}
                        className={`break-words text-lg ${message.read ? 'font-semibold text-slate-800' : 'font-bold text-brand-900'}`}
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
                  <p className="mt-3 whitespace-pre-line break-words text-slate-800">{message.message}</p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={`${iconButton} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
                      disabled={busy}
                      onClick={() => void toggleRead(message)}
                    >
                      {message.read ? (
                        <Mail className="size-4" aria-hidden="true" />
                      ) : (
                        <MailOpen className="size-4" aria-hidden="true" />
                      )}
                      {message.read ? m.markUnread : m.markRead}
                    </button>
                    <button
                      type="button"
                      className={`${iconButton} text-red-700 hover:bg-red-50`}
                      disabled={busy}
                      aria-label={m.deleteItem(message.subject)}
                      onClick={() => setPendingDelete(message)}
                    >
                      {busy ? (
                        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                      ) : (
                        <Trash2 className="size-4" aria-hidden="true" />
                      )}
                      {messages.common.delete}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={m.deleteConfirm}
        description={pendingDelete?.subject}
        onConfirm={() => pendingDelete && void confirmDelete(pendingDelete)}
      />
    </div>
  );
}
