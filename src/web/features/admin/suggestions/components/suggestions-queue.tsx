import { CheckCheck, Mail, MailOpen, PencilLine, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatArabicDate } from '../../../../../shared/format/date';
import { formatKuwaitPhone, whatsAppChatUrl } from '../../../../../shared/format/phone';
import { memberSuggestionAdminMessages as m } from '../../../../../shared/messages/member-suggestions-admin';
import type { MemberSuggestion, SuggestionMember } from '../../../../../shared/schemas/member-suggestion';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { FilterButtons } from '../../../../components/ui/filter-buttons';
import { paths } from '../../../../config/paths';
import { AdminScreen } from '../../shell/components/admin-screen';
import { EmptyMessage, QueryState } from '../../shell/components/query-state';
import { failureMessage, isSessionEnded } from '../../shell/failure-message';
import { useDeleteAction } from '../../shell/hooks/use-delete-action';
import {
  useDismissSuggestion,
  useMarkSuggestionApplied,
  useMarkSuggestionRead,
  useSuggestions,
} from '../api/suggestions-api';
import {
  currentKeysOf,
  filterSuggestions,
  queueFilters,
  type CurrentValueKey,
  type QueueFilter,
} from '../suggestion-queue';
import { DangerTextButton } from '../../shell/components/danger-text-button';
import { UnreadBadge } from '../../shell/components/unread-badge';

const filterOptions = queueFilters.map((value) => ({ value, label: m.filters[value] }));
const statusStyles = {
  applied: 'bg-green-100 text-green-900',
  dismissed: 'bg-slate-200 text-slate-800',
} as const;

/** One line of a definition list; `about` marks a current value the suggestion concerns. */
function Row({ term, about, children }: { term: string; about?: boolean; children: ReactNode }) {
  return (
    <div
      className={`grid grid-cols-[6.5rem_1fr] gap-2 rounded-md px-2 py-1 ${about ? 'bg-sand-200' : ''}`}
      data-about={about || undefined}
    >
      <dt className="font-semibold text-slate-600">
        {term}
        {about && <span className="sr-only"> ({m.aboutThis})</span>}
      </dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

const orNone = (value: string | null | undefined) =>
  value ? value : <span className="text-slate-500">{m.notRecorded}</span>;

function CurrentValues({ member, about }: { member: SuggestionMember; about: CurrentValueKey[] }) {
  const f = m.currentFields;
  const rows: [CurrentValueKey, string, ReactNode][] = [
    ['name', f.name, member.name],
    ['nasab', f.nasab, orNone(member.nasab !== member.name ? member.nasab : '')],
    ['birth', f.birth, orNone(member.birth)],
    ['death', f.death, orNone(member.death)],
    ['father', f.father, orNone(member.father)],
    ['mother', f.mother, orNone(member.mother)],
    ['spouses', f.spouses, orNone(member.spouses.join('، '))],
    ['bio', f.bio, orNone(member.bio)],
  ];
  return (
    <dl className="space-y-0.5 text-sm">
      {rows.map(([key, term, value]) => (
        <Row key={key} term={term} about={about.includes(key)}>
          {value}
        </Row>
      ))}
    </dl>
  );
}

interface SuggestionCardProps {
  suggestion: MemberSuggestion;
  busy: boolean;
  onToggleRead: () => void;
  onMarkApplied: () => void;
  onDismiss: () => void;
}

function SuggestionCard({ suggestion, busy, onToggleRead, onMarkApplied, onDismiss }: SuggestionCardProps) {
  const { member, status } = suggestion;
  const headingId = `suggestion-${suggestion.id}-heading`;
  const open = status === 'open';
  const unread = open && !suggestion.read;
  const chat = suggestion.phone ? whatsAppChatUrl(suggestion.phone) : null;
  const name = member?.name ?? suggestion.memberName;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      data-status={status}
      data-read={suggestion.read}
      className={
        unread
          ? 'rounded-xl border border-s-4 border-brand-500 bg-brand-50 p-4 shadow-sm sm:p-5'
          : 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
      }
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-bold break-words text-brand-900">
          {unread && (
            <span className="me-2 inline-block rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
              {m.statuses.unread}
            </span>
          )}
          {!open && (
            <span
              className={`me-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-bold ${statusStyles[status]}`}
            >
              {m.statuses[status]}
            </span>
          )}
          <span className="font-normal text-slate-600">{m.about}: </span>
          {member ? (
            <Link to={paths.familyMember(member.id)} className="underline-offset-4 hover:underline">
              {member.name}
            </Link>
          ) : (
            m.memberDeletedName(suggestion.memberName)
          )}
        </h2>
        <p className="text-sm text-slate-600">
          <span className="sr-only">{m.receivedAt}: </span>
          <time dateTime={suggestion.createdAt}>
            <bdi>{formatArabicDate(suggestion.createdAt)}</bdi>
          </time>
        </p>
      </header>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section aria-label={m.suggested} className="rounded-lg border border-sand-200 bg-sand-100 p-3">
          <h3 className="mb-2 font-bold text-amber-900">{m.suggested}</h3>
          <dl className="space-y-0.5 text-sm">
            <Row term={m.whatIsWrong}>{m.fields[suggestion.field]}</Row>
            <Row term={m.message}>{suggestion.message}</Row>
            <Row term={m.correctValue}>
              {suggestion.correctValue ? (
                <strong>{suggestion.correctValue}</strong>
              ) : (
                <span className="text-slate-500">{m.noCorrectValue}</span>
              )}
            </Row>
            <Row term={m.from}>{suggestion.name}</Row>
            {suggestion.phone && (
              <Row term={m.phone}>
                {chat ? (
                  <a
                    href={chat}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    <bdi dir="ltr">{formatKuwaitPhone(suggestion.phone)}</bdi>
                    <span className="sr-only"> ({m.whatsApp})</span>
                  </a>
                ) : (
                  <bdi dir="ltr">{suggestion.phone}</bdi>
                )}
              </Row>
            )}
          </dl>
        </section>
        <section aria-label={m.current} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <h3 className="mb-2 font-bold text-slate-800">{m.current}</h3>
          {member ? (
            <CurrentValues member={member} about={currentKeysOf(suggestion.field)} />
          ) : (
            <p className="font-semibold text-red-800">{m.memberDeleted}</p>
          )}
        </section>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {member && status !== 'applied' && (
          <Link
            to={paths.admin.familyMembersApply(member.id, suggestion.id)}
            aria-label={m.applyItem(name)}
            className={buttonClassName({ size: 'compact' })}
          >
            <PencilLine className="size-4" aria-hidden="true" />
            {m.apply}
          </Link>
        )}
        {status !== 'applied' && (
          <Button variant="neutral" size="compact" disabled={busy} onClick={onMarkApplied}>
            <CheckCheck className="size-4" aria-hidden="true" />
            {m.markApplied}
          </Button>
        )}
        {open && (
          <Button variant="neutral" size="compact" disabled={busy} onClick={onToggleRead}>
            {suggestion.read ? (
              <Mail className="size-4" aria-hidden="true" />
            ) : (
              <MailOpen className="size-4" aria-hidden="true" />
            )}
            {suggestion.read ? m.markUnread : m.markRead}
          </Button>
        )}
        {status !== 'dismissed' && (
          <DangerTextButton label={m.dismissItem(name)} busy={busy} Icon={X} onClick={onDismiss}>
            {m.dismiss}
          </DangerTextButton>
        )}
      </div>
    </article>
  );
}

/**
 * /admin/suggestions (issue #11): «التصحيحات المقترحة», newest first, those waiting shown first.
 * Each one beside the member's values as stored now; «تطبيق» opens the member's form with the
 * suggested value filled in, and saving it marks the suggestion applied.
 */
export function SuggestionsQueue() {
  const query = useSuggestions();
  const [filter, setFilter] = useState<QueueFilter>('open');
  const markRead = useMarkSuggestionRead();
  const markApplied = useMarkSuggestionApplied();
  const { mutateAsync: dismiss } = useDismissSuggestion();
  const dismissal = useDeleteAction({
    remove: dismiss,
    nameOf: (suggestion: MemberSuggestion) => suggestion.member?.name ?? suggestion.memberName,
    text: {
      deleteConfirm: m.dismissConfirm,
      deleted: m.dismissed,
      deleteFailed: m.actionFailed,
      confirmLabel: m.dismiss,
    },
  });
  const [workingId, setWorkingId] = useState<number | null>(null);

  async function update(suggestion: MemberSuggestion, action: () => Promise<unknown>, done?: string) {
    if (workingId !== null) return;
    setWorkingId(suggestion.id);
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.actionFailed));
    } finally {
      setWorkingId(null);
    }
  }

  const unread = query.data?.unreadCount ?? 0;
  return (
    <AdminScreen
      title={m.title}
      intro={m.intro}
      actions={<UnreadBadge count={unread} label={m.unreadCount} />}
    >
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(queue) => {
          if (queue.data.length === 0) return <EmptyMessage>{m.empty}</EmptyMessage>;
          const shown = filterSuggestions(queue.data, filter);
          return (
            <div className="space-y-4">
              <FilterButtons
                label={m.filterLabel}
                options={filterOptions}
                value={filter}
                onChange={setFilter}
                compact
              />
              {shown.length === 0 ? (
                <EmptyMessage>{m.emptyFilter}</EmptyMessage>
              ) : (
                <ul className="space-y-4">
                  {shown.map((suggestion) => (
                    <li key={suggestion.id}>
                      <SuggestionCard
                        suggestion={suggestion}
                        busy={workingId === suggestion.id || dismissal.isDeleting(suggestion)}
                        onToggleRead={() =>
                          void update(suggestion, () =>
                            markRead.mutateAsync({ id: suggestion.id, read: !suggestion.read }),
                          )
                        }
                        onMarkApplied={() =>
                          void update(
                            suggestion,
                            () => markApplied.mutateAsync(suggestion.id),
                            m.markedApplied,
                          )
                        }
                        onDismiss={() => dismissal.requestDelete(suggestion)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryState>
      {dismissal.confirmDialog}
    </AdminScreen>
  );
}
