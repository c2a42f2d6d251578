import { Link } from 'react-router';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import type { DuplicateCandidateRow, DuplicateMemberSummary } from '#shared/schemas/member-merge.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/** One member of a pair: the nasab tells two «محمد» apart, the years and children the rest. */
function MemberSummary({ member }: { member: DuplicateMemberSummary }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <p className="font-bold break-words text-slate-900">{member.nasab}</p>
      <p className="mt-1 text-sm text-slate-600">
        {member.years && (
          <>
            <bdi>{member.years}</bdi>
            {' · '}
          </>
        )}
        {m.children(member.children)}
      </p>
    </div>
  );
}

/** A likely pair: its score, the two members, the reasons, and the way to compare and merge them. */
export function CandidateCard({ candidate }: { candidate: DuplicateCandidateRow }) {
  const { first, second, score, reasons } = candidate;
  const gender = first.gender ?? second.gender;
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {m.scoreLabel}:{' '}
          <strong className="text-lg text-brand-800">
            <bdi>{score}</bdi>
          </strong>
          <span className="text-sm text-slate-600"> {m.scoreOutOf}</span>
        </p>
        <Link
          to={paths.admin.duplicatesMerge(first.id, second.id)}
          className={buttonClassName({ variant: 'primary', size: 'compact', className: 'min-h-11' })}
          aria-label={m.compareLabel(first.name, second.name)}
        >
          {m.compare}
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <MemberSummary member={first} />
        <MemberSummary member={second} />
      </div>
      <ul aria-label={m.reasonsLabel} className="flex flex-wrap gap-2">
        {reasons.map((reason) => (
          <li key={reason}>
            <Badge tone="slate">{m.reason(reason, gender)}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
