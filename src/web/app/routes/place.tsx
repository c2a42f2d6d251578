import { useParams } from 'react-router';
import { placeMessages } from '#shared/messages/places.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { usePlace } from '#web/features/places/api/get-place.ts';
import { PlacePage } from '#web/features/places/components/place-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

/** The section part of a place page's title: the place once loaded, «not found» for none. */
function usePlaceTitle(rawId: string | undefined): string {
  const id = parseId(rawId);
  const query = usePlace(id);
  if (id === null || query.data === null) return placeMessages.notFound;
  return query.data ? placeMessages.pageTitle(query.data.name) : publicMessages.titles.familyTree;
}

// A place's page (docs/product.md#places).
export default function PlaceRoute() {
  const { id } = useParams();
  return (
    <>
      <PageTitle section={usePlaceTitle(id)} />
      <PlacePage id={id} />
    </>
  );
}
