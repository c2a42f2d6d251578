import { useState, type Ref } from 'react';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { createPlaceMatcher, placeChainOf, placeKey, searchPlaces } from '#shared/places/place-names.ts';
import type { PlaceLabel } from '#shared/schemas/member-life.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { fieldErrorId } from '#web/features/admin/shell/components/form-field.tsx';
import { useSavePlace } from '../api/places-api';

const m = placesAdminMessages.picker;

/** What the picker offers: one of the family's places, or the typed name as a new one. */
type PlaceOption = { kind: 'place'; place: PlaceLabel } | { kind: 'new'; text: string };

interface PlaceFieldProps {
  id: string;
  label: string;
  value: PlaceLabel | null;
  onChange: (value: PlaceLabel | null) => void;
  /** The family's places; undefined while they load. */
  places: readonly AdminPlace[] | undefined;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** Keys of what is already in the list, so a typed chain adds only the places it lacks. */
const knownOf = (places: readonly AdminPlace[]) =>
  places.map((place) => ({
    id: place.id,
    parentId: place.parent_id,
    keys: [place.name, ...place.older_names.split('\n')].map(placeKey).filter((key) => key !== ''),
  }));

/**
 * A place of the family's list, searched by name or older name with the site's Arabic matching
 * (decision 056); a name the list lacks is offered as a new place, added when chosen. A written
 * chain («حي الصباح، مدينة الكويت») adds only what is missing, under the place it names, by the
 * rule an import follows (`createPlaceMatcher`).
 */
export function PlaceField({
  id,
  label,
  value,
  onChange,
  places,
  error,
  inputRef,
  className,
}: PlaceFieldProps) {
  const save = useSavePlace(null);
  const [failed, setFailed] = useState(false);
  const errorId = fieldErrorId(id);
  const shownError = failed ? m.createFailed : error;

  async function search(query: string): Promise<PlaceOption[]> {
    const list = places ?? [];
    const found: PlaceOption[] = searchPlaces(list, query).map((place) => ({ kind: 'place', place }));
    const chain = placeChainOf(query);
    const exact = list.some((place) => placeKey(place.full_name) === placeKey(chain.join('، ')));
    return chain.length > 0 && !exact ? [...found, { kind: 'new', text: chain.join('، ') }] : found;
  }

  async function create(text: string) {
    setFailed(false);
    // The last place added: the one the text names, when nothing of it was in the list.
    const made: { place: PlaceLabel | null } = { place: null };
    try {
      const matcher = createPlaceMatcher(knownOf(places ?? []));
      const placeId = await matcher.resolve(placeChainOf(text), async (name, parentId) => {
        const answer = await save.mutateAsync({
          name,
          older_names: '',
          latitude: null,
          longitude: null,
          parent_id: parentId,
        });
        made.place = answer.data;
        return answer.data.id;
      });
      const existing = places?.find((place) => place.id === placeId);
      onChange(existing ?? made.place);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className={className ? `space-y-1.5 ${className}` : 'space-y-1.5'}>
      <Combobox<PlaceOption>
        id={id}
        label={label}
        value={value ? { kind: 'place', place: value } : null}
        onChange={(option) => {
          setFailed(false);
          if (option?.kind === 'new') void create(option.text);
          else onChange(option?.place ?? null);
        }}
        search={search}
        itemKey={(option) => (option.kind === 'place' ? `p${option.place.id}` : `new:${option.text}`)}
        itemLabel={(option) => (option.kind === 'place' ? option.place.full_name : m.create(option.text))}
        placeholder={m.placeholder}
        emptyMessage={m.noMatch}
        loadingMessage={save.isPending ? m.creating : undefined}
        clearLabel={m.clear}
        invalid={Boolean(shownError)}
        describedBy={shownError ? errorId : undefined}
        inputRef={inputRef}
      />
      {save.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {m.creating}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
