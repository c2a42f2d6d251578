import { useParams, useSearchParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { FamilyMemberScreen } from '#web/features/admin/family-members/components/family-member-form.tsx';
import { RecordHistory } from '#web/features/admin/audit/components/record-history.tsx';
import { SuggestionChange } from '#web/features/admin/suggestions/components/suggestion-change.tsx';

/**
 * /admin/family-members/new and /admin/family-members/edit/:id share this module; an edit with
 * `?suggestion=` applies a suggested correction (decision 021), brought here from its own feature.
 */
export default function FamilyMemberFormRoute() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  if (id === undefined) return <FamilyMemberScreen memberId={null} />;
  // A malformed id is asked for all the same: the server's 'not found' becomes the load error.
  const memberId = parseId(id) ?? -1;
  const suggestionId = parseId(searchParams.get('suggestion'));
  if (suggestionId === null) {
    return (
      <>
        <FamilyMemberScreen memberId={memberId} />
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
