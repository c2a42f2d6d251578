import { useParams } from 'react-router';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading } from '#shared/occasions/heading.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { paths } from '#web/config/paths.ts';
import { useOccasion } from '#web/features/occasions/api/occasions-api.ts';
import { OccasionDetail } from '#web/features/occasions/components/occasion-detail.tsx';
import { SharePanel } from '#web/features/share/components/share-panel.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';
import { SavedCopyNote } from '#web/components/ui/saved-copy-note.tsx';

function useOccasionTitle(id: string | undefined): string {
  const query = useOccasion(parseId(id));
  if (query.data === null) return occasionMessages.titles.notFound;
  if (!query.data) return occasionMessages.titles.occasions;
  const heading = occasionHeading(query.data);
  return query.data.kind === 'death' ? `${occasionMessages.noticeHeading}: ${heading}` : heading;
}

export default function OccasionDetailRoute() {
  const { id } = useParams();
  return (
    <>
      <PageTitle section={useOccasionTitle(id)} />
      <SavedCopyNote />
      <OccasionDetail
        id={id}
        renderShare={(occasion) => (
          <SharePanel
            title={occasionHeading(occasion)}
            url={paths.occasionDetail(occasion.id)}
            placement="top"
            align="end"
          />
        )}
      />
    </>
  );
}
