import { useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { KinshipPanel } from '#web/features/kinship/components/kinship-panel.tsx';
import { MemberPage } from '#web/features/member-page/components/member-page.tsx';
import { MemberOccasions } from '#web/features/occasions/components/member-occasions.tsx';
import { searchMembers } from '#web/features/member-search/api/search-members.ts';
import { SuggestCorrectionButton } from '#web/features/member-suggestion/components/suggest-correction-button.tsx';
import { useMemberPageTitle } from '#web/features/member-page/hooks/use-member-page-title.ts';
import { SharePanel } from '#web/features/share/components/share-panel.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

// A member's own page, with the share panel, «صلة القرابة», «اقترح تصحيحاً» and the member's
// occasions composed in.
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
        renderOccasions={({ member }) => <MemberOccasions memberId={member.id} />}
      />
    </>
  );
}
