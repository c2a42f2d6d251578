import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { lifeStoryMessages } from '#shared/messages/places.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import { memberEventKinds, type MemberEventKind } from '#shared/schemas/member-life.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormCard } from '#web/features/admin/shell/components/fields.tsx';
import { fieldErrorId, inputClassName } from '#web/features/admin/shell/components/form-field.tsx';
import { useAdminPlaces } from '../api/places-api';
import { asPlace, type MemberFormValues } from '../member-form-values';
import { PlaceField } from './place-field';

const e = placesAdminMessages.events;
const kindLabel = lifeStoryMessages.kinds;
type FormControl = Control<MemberFormValues, unknown, FamilyMemberValues>;

/** The kinds whose text the form asks for: what the occupation, title or fact was, a residence's address. */
const withText = ['occupation', 'title', 'other', 'residence'] as const;
const asksText = (kind: MemberEventKind): kind is (typeof withText)[number] =>
  (withText as readonly string[]).includes(kind);

interface MemberLifeSectionProps {
  control: FormControl;
  idPrefix: string;
  /** The server's refusal of the events or the places (one message each). */
  errors: { events?: string; birth_place_id?: string; death_place_id?: string };
  onEdited: (field: 'events' | 'birth_place_id' | 'death_place_id') => void;
  /** «اعرضه قبل الاسم»: the title becomes the name's prefix, shown before the name. */
  onTitleBeforeName: (title: string) => void;
}

/**
 * «الأحداث والأماكن» (docs/product.md#admin-places, decision 056): where the member was born and
 * died, and the events of the life in the keeper's order, each with its date as the tree writes
 * dates and its place from the family's list (or added from the picker). Saved with the member.
 */
export function MemberLifeSection({
  control,
  idPrefix,
  errors,
  onEdited,
  onTitleBeforeName,
}: MemberLifeSectionProps) {
  const headingId = useId();
  const places = useAdminPlaces().data;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'events' });
  const listErrorId = fieldErrorId(`${idPrefix}-events`);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {e.section}
      </h2>
      <p className="text-sm text-slate-600">{e.intro}</p>
      <FormCard columns>
        {(['birth_place_id', 'death_place_id'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <PlaceField
                id={`${idPrefix}-${name.replace('_id', '')}`}
                label={name === 'birth_place_id' ? e.birthPlace : e.deathPlace}
                value={asPlace(field.value)}
                onChange={(place) => {
                  field.onChange(place);
                  onEdited(name);
                }}
                places={places}
                error={errors[name]}
                inputRef={field.ref}
              />
            )}
          />
        ))}
        <fieldset
          className="space-y-3 md:col-span-2"
          aria-describedby={errors.events ? listErrorId : undefined}
        >
          <legend className="mb-1.5 font-semibold text-slate-800">{e.list}</legend>
          {fields.length === 0 && <p className="text-sm text-slate-600">{e.none}</p>}
          <ol className="space-y-3">
            {fields.map((row, index) => (
              <EventRow
                key={row.id}
                control={control}
                index={index}
                count={fields.length}
                inputId={`${idPrefix}-events-${index}`}
                places={places}
                onEdited={() => onEdited('events')}
                onMove={(to) => {
                  move(index, to);
                  onEdited('events');
                }}
                onRemove={() => {
                  remove(index);
                  onEdited('events');
                }}
                onTitleBeforeName={onTitleBeforeName}
              />
            ))}
          </ol>
          {errors.events && (
            <p id={listErrorId} className="text-sm font-semibold text-red-700">
              {errors.events}
            </p>
          )}
          <Button
            variant="neutral"
            size="compact"
            onClick={() => {
              append(
                { kind: 'occupation', date: '', end_date: '', place: null, value: '' },
                { focusName: `events.${fields.length}.kind` },
              );
              onEdited('events');
            }}
          >
            <Plus className="size-5" aria-hidden="true" />
            {e.add}
          </Button>
        </fieldset>
      </FormCard>
    </section>
  );
}

interface EventRowProps {
  control: FormControl;
  index: number;
  count: number;
  inputId: string;
  places: readonly AdminPlace[] | undefined;
  onEdited: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onTitleBeforeName: (title: string) => void;
}

/** One text of an event (its words, its date, a residence's end), labelled and saved with the row. */
function EventText({
  control,
  index,
  inputId,
  name,
  caption,
  placeholder,
  onEdited,
}: Pick<EventRowProps, 'control' | 'index' | 'inputId' | 'onEdited'> & {
  name: 'value' | 'date' | 'end_date';
  caption: string;
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={`events.${index}.${name}`}
      render={({ field }) => (
        <div className="space-y-1.5">
          <label htmlFor={`${inputId}-${name}`} className="block font-semibold text-slate-800">
            {caption}
          </label>
          <input
            id={`${inputId}-${name}`}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            placeholder={placeholder}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onEdited();
            }}
            className={`${inputClassName} min-h-11`}
          />
        </div>
      )}
    />
  );
}

/** What an event is: one of the kinds a member's event may be. */
function EventKind({
  control,
  index,
  inputId,
  onEdited,
}: Pick<EventRowProps, 'control' | 'index' | 'inputId' | 'onEdited'>) {
  return (
    <Controller
      control={control}
      name={`events.${index}.kind`}
      render={({ field }) => (
        <div className="space-y-1.5">
          <label htmlFor={`${inputId}-kind`} className="block font-semibold text-slate-800">
            {e.kind}
          </label>
          <select
            id={`${inputId}-kind`}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onEdited();
            }}
            className={`${inputClassName} min-h-11`}
          >
            {memberEventKinds.map((option) => (
              <option key={option} value={option}>
                {kindLabel[option]}
              </option>
            ))}
          </select>
        </div>
      )}
    />
  );
}

/** One event: its kind, text, date (a residence's from and to), place, and its order and removal. */
function EventRow(props: EventRowProps) {
  const { control, index, inputId, places, onEdited } = props;
  const kind = useWatch({ control, name: `events.${index}.kind` }) ?? 'other';
  const label = e.eventLabel(index + 1, kindLabel[kind]);
  const residence = kind === 'residence';
  const field = { control, index, inputId, onEdited };
  return (
    <li
      aria-label={label}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 md:grid-cols-2"
    >
      <EventKind {...field} />
      {asksText(kind) ? (
        <EventText {...field} name="value" caption={e.value[kind]} placeholder={e.valuePlaceholder[kind]} />
      ) : (
        <span aria-hidden />
      )}
      <EventText {...field} name="date" caption={residence ? e.from : e.date} placeholder={e.dateHint} />
      {residence && <EventText {...field} name="end_date" caption={e.to} />}
      <Controller
        control={control}
        name={`events.${index}.place`}
        render={({ field: place }) => (
          <PlaceField
            id={`${inputId}-place`}
            label={e.place}
            value={asPlace(place.value)}
            onChange={(chosen) => {
              place.onChange(chosen);
              onEdited();
            }}
            places={places}
            inputRef={place.ref}
            className={residence ? 'md:col-span-2' : undefined}
          />
        )}
      />
      <EventActions {...props} kind={kind} label={label} />
    </li>
  );
}

/** An event's buttons: a title shown before the name, moved up or down, removed. */
function EventActions({
  control,
  index,
  count,
  kind,
  label,
  onMove,
  onRemove,
  onTitleBeforeName,
}: EventRowProps & { kind: MemberEventKind; label: string }) {
  const value = useWatch({ control, name: `events.${index}.value` }) ?? '';
  return (
    <div className="flex flex-wrap items-end justify-end gap-2 md:col-span-2">
      {kind === 'title' && value.trim() !== '' && (
        <Button
          variant="neutral"
          size="compact"
          title={e.titleBeforeNameHint}
          onClick={() => onTitleBeforeName(value.trim())}
        >
          {e.titleBeforeName}
        </Button>
      )}
      <Button
        variant="neutral"
        size="compact"
        aria-label={e.moveUp}
        title={e.moveUp}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </Button>
      <Button
        variant="neutral"
        size="compact"
        aria-label={e.moveDown}
        title={e.moveDown}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-5" aria-hidden="true" />
      </Button>
      <Button
        variant="neutral"
        size="compact"
        aria-label={`${e.remove}: ${label}`}
        title={e.remove}
        onClick={onRemove}
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
