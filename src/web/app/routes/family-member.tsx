import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { KinshipPanel } from '../../features/kinship/components/kinship-panel';
import { MemberPage } from '../../features/member-page/components/member-page';
import { searchMembers } from '../../features/member-search/api/search-members';
import { SuggestCorrectionButton } from '../../features/member-suggestion/components/suggest-correction-button';
import { useMemberPageTitle } from '../../features/member-page/hooks/use-member-page-title';
import { SharePanel } from '../../features/share/components/share-panel';
import { PageTitle } from '../../features/site/components/page-title';

// A member's own page, with the share panel, «صلة القرابة» and
// «اقترح تصحيحاً» composed in.
export default function FamilyMemberRoute() {
  const { id } = useParams();
  return (
    <>
      <PageTitle section={useMemberPageTitle(id)} />
      <MemberPage
        id={id}
        renderShare={({ member }) => (
          <SharePanel
            title={member.name}
            url={paths.familyMember(member.id)}
            placement="bottom"
            align="start"
          />
        )}
        renderKinship={({ member }) => (
          <KinshipPanel member={{ id: member.id, name: member.name }} searchMembers={searchMembers} />
        )}
        renderSuggest={({ member }) => (
          <SuggestCorrectionButton member={{ id: member.id, name: member.name }} />
        )}
      />
    </>
  );
}
