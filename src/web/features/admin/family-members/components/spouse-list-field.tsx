import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { adminMessages } from '#shared/messages/admin.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { fieldErrorId } from '#web/features/admin/shell/components/form-field.tsx';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { useAdminPlaces } from '#web/features/admin/shell/api/places-api.ts';
import { asPlace, type MemberChoice, type MemberFormValues } from '../member-form-values';
import { MemberLinkField } from './member-link-field';
import { PlaceField } from '#web/features/admin/shell/components/place-field.tsx';
import { RowSelectField, RowTextField, type MemberFormControl } from './row-fields';

const f = adminMessages.members.fields;

const endings = [
  ['', f.marriageOngoing],
  ['widowed', f.marriageWidowed],
  ['divorced', f.marriageDivorced],
] as const;

interface SpouseListFieldProps {
  control: MemberFormControl;
  /** The inputs' ids start with it: `member-spouses-0`. */
  idPrefix: string;
  /** The member's gender as the form holds it now: «الزوجات» for a man, «الأزواج» for a woman. */
  gender: MemberFormValues['gender'];
  /** Finds spouses for row `index` (the other gender, not the member, not another row's spouse). */
  search: (query: string, signal: AbortSignal, index: number) => Promise<readonly MemberChoice[]>;
  /** The server's refusal of the marriages (one message for the list). */
  error?: string;
  /** Clears the list's error and the error banner once the list is edited. */
  onEdited: () => void;
}

/**
 * A member's marriages (decision 013): one row per spouse, in order (a man's first wife first), each
 * with how it ended, when and where it was made (decision 056), removable; «إضافة زوجة» adds a row.
 * Saved whole as `spouses: [{id, ended, married_on, place_id}]`.
 */
export function SpouseListField({
  control,
  idPrefix,
  gender,
  search,
  error,
  onEdited,
}: SpouseListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'spouses' });
  const places = useAdminPlaces().data;
  const legendId = `${idPrefix}-legend`;
  const errorId = fieldErrorId(idPrefix);
  const legend = gender === 'male' ? f.wives : gender === 'female' ? f.husbands : f.spouses;
  const addLabel = gender === 'male' ? f.addWife : gender === 'female' ? f.addHusband : f.addSpouse;

  return (
    <fieldset className="space-y-3 md:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className="mb-1.5 font-semibold text-slate-800">
        {legend}
      </legend>
      {fields.length === 0 && <p className="text-sm text-slate-600">{f.noMarriages}</p>}
      <ol className="space-y-3">
        {fields.map((row, index) => (
          <MarriageRow
            key={row.id}
            control={control}
            index={index}
            inputId={`${idPrefix}-${index}`}
            label={f.spouseLabel(gender, index)}
            search={(query, signal) => search(query, signal, index)}
            places={places}
            listErrorId={error ? errorId : undefined}
            onEdited={onEdited}
            onRemove={() => {
              remove(index);
              onEdited();
            }}
          />
        ))}
      </ol>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button
        variant="neutral"
        size="compact"
        onClick={() => {
          append(
            { spouse: null, ended: '', married_on: '', place: null },
            { focusName: `spouses.${fields.length}.spouse` },
          );
          onEdited();
        }}
      >
        <Plus className="size-5" aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

interface MarriageRowProps extends Pick<SpouseListFieldProps, 'control' | 'onEdited'> {
  index: number;
  inputId: string;
  /** «الزوجة الأولى», «الزوج الثاني»…: names the row's combobox and its remove button. */
  label: string;
  search: (query: string, signal: AbortSignal) => Promise<readonly MemberChoice[]>;
  places: readonly AdminPlace[] | undefined;
  /** The list's message, which names no row: each row is marked and described by it. */
  listErrorId: string | undefined;
  onRemove: () => void;
}

/** One marriage: the spouse, how the marriage ended, when and where, and a button that removes the row. */
function MarriageRow({
  control,
  index,
  inputId,
  label,
  search,
  places,
  listErrorId,
  onEdited,
  onRemove,
}: MarriageRowProps) {
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <Controller
        control={control}
        name={`spouses.${index}.spouse`}
        render={({ field }) => (
          <MemberLinkField
            id={inputId}
            label={label}
            value={field.value}
            onChange={(choice) => {
              field.onChange(choice);
              onEdited();
            }}
            search={search}
            listErrorId={listErrorId}
            inputRef={field.ref}
          />
        )}
      />
      <div className="flex items-end gap-2">
        <RowSelectField
          control={control}
          name={`spouses.${index}.ended`}
          id={`${inputId}-ended`}
          label={f.marriageState}
          options={endings}
          onEdited={onEdited}
          className="min-w-0 flex-1 space-y-1.5 sm:w-44 sm:flex-none"
        />
        <Button
          variant="neutral"
          size="compact"
          aria-label={f.removeSpouse(label)}
          title={f.removeSpouse(label)}
          onClick={onRemove}
          className="min-h-11"
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <MarriageFacts control={control} index={index} inputId={inputId} places={places} onEdited={onEdited} />
    </li>
  );
}

/** When and where the marriage was made (decision 056): the date as the tree writes dates, the place. */
function MarriageFacts({
  control,
  index,
  inputId,
  places,
  onEdited,
}: Pick<MarriageRowProps, 'control' | 'index' | 'inputId' | 'places' | 'onEdited'>) {
  const e = placesAdminMessages.events;
  return (
    <>
      <RowTextField
        control={control}
        name={`spouses.${index}.married_on`}
        id={`${inputId}-married`}
        label={e.marriageDate}
        placeholder={e.dateHint}
        onEdited={onEdited}
      />
      <Controller
        control={control}
        name={`spouses.${index}.place`}
        render={({ field }) => (
          <PlaceField
            id={`${inputId}-place`}
            label={e.marriagePlace}
            value={asPlace(field.value)}
            onChange={(place) => {
              field.onChange(place);
              onEdited();
            }}
            places={places}
            inputRef={field.ref}
          />
        )}
      />
    </>
  );
}
