import { useParams } from 'react-router';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { useSourcePage } from '#web/features/sources/api/source-page-api.ts';
import { SourceDetail } from '#web/features/sources/components/source-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

function useSourceTitle(id: string | undefined): string {
  const query = useSourcePage(parseId(id));
  if (query.data === null) return sourcesMessages.page.notFound;
  if (!query.data) return sourcesMessages.page.heading;
  return sourcesMessages.page.title(query.data.title);
}

// A public source's page (decision 060): what it is and the facts it supports.
export default function SourceDetailRoute() {
  const { id } = useParams();
  return (
    <>
      <PageTitle section={useSourceTitle(id)} />
      <SourceDetail id={id} />
    </>
  );
}
