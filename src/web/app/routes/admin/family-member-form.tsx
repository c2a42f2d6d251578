import { useParams, useSearchParams } from 'react-router';
import { parseId } from '../../../../shared/schemas/ids';
import { FamilyMemberScreen } from '../../../features/admin/family-members/components/family-member-form';
import { RecordHistory } from '../../../features/admin/audit/components/record-history';
import { SuggestionChange } from '../../../features/admin/suggestions/components/suggestion-change';

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
