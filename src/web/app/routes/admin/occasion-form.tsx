import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { RecordHistory } from '#web/features/admin/audit/components/record-history.tsx';
import { AdminOccasionForm } from '#web/features/admin/occasions/components/admin-occasion-form.tsx';
import { OccasionView } from '#web/features/occasions/components/occasion-detail.tsx';
import { siteSettingsQueryOptions } from '#web/features/site/api/get-site-settings.ts';

// The occasion's form, with its preview drawn by the public page's own view and the family's
// wording read from the public settings.
export default function AdminOccasionFormRoute() {
  const { id } = useParams();
  const occasionId = parseId(id);
  const settings = useQuery(siteSettingsQueryOptions()).data;
  const wording = settings && {
    opening: settings.noticeOpening,
    honorificMale: settings.noticeHonorificMale,
    honorificFemale: settings.noticeHonorificFemale,
  };
  return (
    <>
      <AdminOccasionForm
        key={id ?? 'new'}
        id={id}
        wording={wording}
        renderPreview={(occasion) => <OccasionView occasion={occasion} />}
      />
      {occasionId !== null && <RecordHistory key={id} type="occasion" id={occasionId} />}
    </>
  );
}
