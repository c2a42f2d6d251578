import { useParams, useSearchParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import {
  FamilyMemberScreen,
  type MemberFormExtra,
} from '#web/features/admin/family-members/components/family-member-form.tsx';
import { MemberCitationsSection } from '#web/features/admin/sources/components/member-citations-section.tsx';
import { RecordHistory } from '#web/features/admin/audit/components/record-history.tsx';
import { SuggestionChange } from '#web/features/admin/suggestions/components/suggestion-change.tsx';
import { InviteRelativeButton } from '#web/features/admin/relatives/components/invite-dialog.tsx';
import { relativesAdminMessages } from '#shared/messages/relatives-admin.ts';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';

/**
 * /admin/family-members/new and /admin/family-members/edit/:id share this module; an edit with
 * `?suggestion=` applies a suggested correction (decision 021), brought here from its own feature.
 */
export default function FamilyMemberFormRoute() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const suggestionId = parseId(searchParams.get('suggestion'));
  if (id === undefined) {
    // A relative's proposed spouse or child: the new-member form, filled in from the proposal.
    if (suggestionId === null) return <FamilyMemberScreen memberId={null} />;
    return (
      <SuggestionChange suggestionId={suggestionId} memberId={null}>
        {(change) => <FamilyMemberScreen key={suggestionId} memberId={null} change={change} />}
      </SuggestionChange>
    );
  }
  // A malformed id is asked for all the same: the server's 'not found' becomes the load error.
  const memberId = parseId(id) ?? -1;
  if (suggestionId === null) {
    return (
      <>
        <FamilyMemberScreen memberId={memberId} renderExtra={citations} />
        {memberId > 0 && <InviteRelative memberId={memberId} />}
        {memberId > 0 && <RecordHistory type="member" id={memberId} />}
      </>
    );
  }
  return (
    <SuggestionChange suggestionId={suggestionId} memberId={memberId}>
      {(change) => <FamilyMemberScreen key={suggestionId} memberId={memberId} change={change} />}
    </SuggestionChange>
  );
}

/** The sources of the member's facts, below its form (decision 060). */
const citations: MemberFormExtra = (member, spouseName) => (
  <MemberCitationsSection memberId={member.id} life={member.life} spouseName={spouseName} />
);

/** «دعوة قريب»: the member, invited to an account of their own (owners and editors). */
function InviteRelative({ memberId }: { memberId: number }) {
  const { may } = useAdminAccess();
  if (!may('editor')) return null;
  return (
    <section aria-label={relativesAdminMessages.invite} className="mx-auto mt-6 max-w-3xl px-4">
      <InviteRelativeButton memberId={memberId} />
    </section>
  );
}
