import { CheckCheck, Mail, MailOpen, PencilLine, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { formatArabicDate } from '#shared/format/date.ts';
import { formatKuwaitPhone, whatsAppChatUrl } from '#shared/format/phone.ts';
import { memberSuggestionAdminMessages as m } from '#shared/messages/member-suggestions-admin.ts';
import type { MemberSuggestion, SuggestionMember } from '#shared/schemas/member-suggestion.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { DangerTextButton } from '#web/features/admin/shell/components/danger-text-button.tsx';
import { currentKeysOf, type CurrentValueKey } from '../suggestion-queue';

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

const orNone = (value: ReactNode) =>
  value ? value : <span className="text-slate-500">{m.notRecorded}</span>;

/** A stored date as every other screen shows it, in both calendars; its GEDCOM text is the form's. */
const dateOrNone = (stored: string) => orNone(stored && <bdi>{formatGenealogyDate(stored)}</bdi>);

function CurrentValues({ member, about }: { member: SuggestionMember; about: CurrentValueKey[] }) {
  const f = m.currentFields;
  const rows: [CurrentValueKey, string, ReactNode][] = [
    ['name', f.name, member.name],
    ['nasab', f.nasab, orNone(member.nasab !== member.name ? member.nasab : '')],
    ['birth', f.birth, dateOrNone(member.birth)],
    ['death', f.death, dateOrNone(member.death)],
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

/** Whom it is about (a link, or the name of a member since deleted), its state, and when it came. */
function SuggestionHeading({ suggestion, headingId }: { suggestion: MemberSuggestion; headingId: string }) {
  const { member, status } = suggestion;
  const unread = status === 'open' && !suggestion.read;
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <h2 id={headingId} className="min-w-0 text-lg font-bold break-words text-brand-900">
        {unread && (
          <span className="me-2 inline-block rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
            {m.statuses.unread}
          </span>
        )}
        {status !== 'open' && (
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
  );
}

/** What the relative sent: which part is wrong, in their words, the value they give, who they are. */
function SuggestedValues({ suggestion }: { suggestion: MemberSuggestion }) {
  const chat = suggestion.phone ? whatsAppChatUrl(suggestion.phone) : null;
  return (
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
  );
}

const h = m.household;

/** What a relative proposed for their household, and who they are (decision 050). */
function ProposedValues({ suggestion }: { suggestion: MemberSuggestion }) {
  const { proposal, proposer } = suggestion;
  if (!proposal || !proposer) return null;
  return (
    <section aria-label={h.title} className="rounded-lg border border-violet-200 bg-violet-50 p-3">
      <h3 className="mb-2 font-bold text-violet-900">{h.title}</h3>
      <dl className="space-y-0.5 text-sm">
        <Row term={h.kind}>
          <strong>{h.kinds[proposal.kind]}</strong>
        </Row>
        <Row term={h.name}>
          <strong>{proposal.name}</strong>
        </Row>
        <Row term={h.gender}>{h.genders[proposal.gender]}</Row>
        <Row term={h.birth}>{dateOrNone(proposal.birth)}</Row>
        {proposal.kind.endsWith('child') && (
          <Row term={h.otherParent}>{orNone(proposal.otherParentName)}</Row>
        )}
        {proposal.note && <Row term={h.note}>{proposal.note}</Row>}
        <Row term={h.from}>
          <span className="me-2 inline-block rounded-full bg-violet-200 px-2 text-xs font-bold text-violet-900">
            {h.relative}
          </span>
          <bdi dir="ltr" className="font-semibold">
            {proposer.username}
          </bdi>
          {' — '}
          {proposer.memberName ? (
            <Link to={paths.familyMember(proposer.memberId)} className="underline-offset-4 hover:underline">
              {proposer.memberName}
            </Link>
          ) : (
            m.memberDeleted
          )}
        </Row>
        {suggestion.status === 'applied' && proposal.appliedMemberId !== null && (
          <Row term={m.statuses.applied}>{h.appliedDirectly}</Row>
        )}
      </dl>
    </section>
  );
}

/** Where «تطبيق» opens the member form: a new member prefilled, or the spouse or child changed. */
function applyPath(suggestion: MemberSuggestion): string | null {
  const { proposal, proposer, member } = suggestion;
  if (!proposal || !proposer) return member ? paths.admin.familyMembersApply(member.id, suggestion.id) : null;
  if (proposal.target_id !== null) return paths.admin.familyMembersApply(proposal.target_id, suggestion.id);
  const prefill =
    proposal.kind === 'new_child'
      ? {
          parent: proposal.childParents?.parent ?? undefined,
          mother: proposal.childParents?.mother_id ?? undefined,
          gender: proposal.gender,
        }
      : { spouse: proposer.memberId, gender: proposal.gender };
  return paths.admin.familyMembersNewFromSuggestion(prefill, suggestion.id);
}

export interface SuggestionActions {
  busy: boolean;
  onToggleRead: () => void;
  onMarkApplied: () => void;
  onDismiss: () => void;
}

/** «تطبيق» (the member's form, the value filled in), «تم التطبيق», read or unread, «تجاهل». */
function SuggestionButtons({
  suggestion,
  busy,
  onToggleRead,
  onMarkApplied,
  onDismiss,
}: SuggestionActions & { suggestion: MemberSuggestion }) {
  const { member, status, proposal } = suggestion;
  const name = proposal?.name ?? member?.name ?? suggestion.memberName;
  const apply = applyPath(suggestion);
  const made = proposal?.appliedMemberId ?? null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {made !== null && (
        <Link
          to={paths.admin.familyMembersEdit(made)}
          aria-label={m.household.openMemberItem(name)}
          className={buttonClassName({ variant: 'neutral', size: 'compact' })}
        >
          <PencilLine className="size-4" aria-hidden="true" />
          {m.household.openMember}
        </Link>
      )}
      {apply && status !== 'applied' && (
        <Link to={apply} aria-label={m.applyItem(name)} className={buttonClassName({ size: 'compact' })}>
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
      {status === 'open' && (
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
  );
}

/** One suggestion beside the member's values as stored now, with what the keeper can do with it. */
export function SuggestionCard({
  suggestion,
  ...actions
}: SuggestionActions & { suggestion: MemberSuggestion }) {
  const { member, status } = suggestion;
  const headingId = `suggestion-${suggestion.id}-heading`;
  const unread = status === 'open' && !suggestion.read;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={actions.busy}
      data-status={status}
      data-read={suggestion.read}
      className={
        unread
          ? 'rounded-xl border border-s-4 border-brand-500 bg-brand-50 p-4 shadow-sm sm:p-5'
          : 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'
      }
    >
      <SuggestionHeading suggestion={suggestion} headingId={headingId} />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {suggestion.proposal ? (
          <ProposedValues suggestion={suggestion} />
        ) : (
          <SuggestedValues suggestion={suggestion} />
        )}
        <section aria-label={m.current} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <h3 className="mb-2 font-bold text-slate-800">{m.current}</h3>
          {member ? (
            <CurrentValues member={member} about={currentKeysOf(suggestion.field)} />
          ) : (
            <p className="font-semibold text-red-800">{m.memberDeleted}</p>
          )}
        </section>
      </div>
      <SuggestionButtons suggestion={suggestion} {...actions} />
    </article>
  );
}
