import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { olderNamesOf } from '#shared/places/place-names.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { paths } from '#web/config/paths.ts';
import { adminPlacesApi } from '#web/features/admin/shell/api/places-api.ts';
import {
  FilteredListScreen,
  type ItemControls,
} from '#web/features/admin/shell/components/filtered-list-screen.tsx';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';
import { filterPlaces } from '../filter-places';

const m = placesAdminMessages.list;
const filters = optionsOf(['all', 'used', 'unused'] as const, m.filters);

/** What the place lies within: its chain after its own name. */
const withinOf = (place: AdminPlace) => place.full_name.split('، ').slice(1).join('، ');

function PlaceCard({ place, deleting, onDelete }: { place: AdminPlace } & ItemControls) {
  const older = olderNamesOf(place.older_names);
  const within = withinOf(place);
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm" aria-busy={deleting}>
      <MapPin aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-bold break-words text-brand-900">
          <bdi>{place.name}</bdi>
        </h2>
        {within && (
          <p className="break-words text-slate-700">
            {m.within}: <bdi>{within}</bdi>
          </p>
        )}
        {older.length > 0 && (
          <p className="break-words text-sm text-slate-600">
            {m.olderNames}: <bdi>{older.join('، ')}</bdi>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm">
          <span className="text-slate-600">{m.members(place.members)}</span>
          <span className="text-slate-600">{m.uses(place.uses)}</span>
          {place.uses > 0 && (
            <Link to={paths.place(place.id)} className="font-semibold text-brand-700 underline">
              {m.viewPage}
              <span className="sr-only">: {place.name}</span>
            </Link>
          )}
        </div>
      </div>
      <ItemActions
        layout="column"
        editTo={paths.admin.placesEdit(place.id)}
        editLabel={m.editItem(place.name)}
        deleteLabel={m.deleteItem(place.name)}
        deleting={deleting}
        onDelete={onDelete}
      />
    </li>
  );
}

/** «الأماكن» (docs/product.md#admin-places): the family's places, searched and filtered by use. */
export function AdminPlacesList() {
  return (
    <FilteredListScreen
      idPrefix="admin-places"
      text={m}
      addTo={paths.admin.placesAdd}
      records={adminPlacesApi}
      filters={filters}
      select={filterPlaces}
      nameOf={(place) => place.name}
      listClassName="grid gap-4 lg:grid-cols-2"
      renderItem={(place, controls) => <PlaceCard place={place} {...controls} />}
    />
  );
}
