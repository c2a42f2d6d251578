import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { lifeStoryMessages } from '#shared/messages/places.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { memberEventKinds, type MemberEventKind } from '#shared/schemas/member-life.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormCard } from '#web/features/admin/shell/components/fields.tsx';
import { fieldErrorId } from '#web/features/admin/shell/components/form-field.tsx';
import { useAdminPlaces } from '#web/features/admin/shell/api/places-api.ts';
import { asPlace } from '../member-form-values';
import { PlaceField } from '#web/features/admin/shell/components/place-field.tsx';
import { RowSelectField, RowTextField, type MemberFormControl } from './row-fields';

const e = placesAdminMessages.events;
const kindLabel = lifeStoryMessages.kinds;

/** The kinds whose text the form asks for: what the occupation, title or fact was, a residence's address. */
const withText = ['occupation', 'title', 'other', 'residence'] as const;
const asksText = (kind: MemberEventKind): kind is (typeof withText)[number] =>
  (withText as readonly string[]).includes(kind);

interface MemberLifeSectionProps {
  control: MemberFormControl;
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
  control: MemberFormControl;
  index: number;
  count: number;
  inputId: string;
  places: readonly AdminPlace[] | undefined;
  onEdited: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onTitleBeforeName: (title: string) => void;
}

const kindOptions = memberEventKinds.map((kind) => [kind, kindLabel[kind]] as const);

/** One event: its kind, text, date (a residence's from and to), place, and its order and removal. */
function EventRow(props: EventRowProps) {
  const { control, index, inputId, places, onEdited } = props;
  const kind = useWatch({ control, name: `events.${index}.kind` }) ?? 'other';
  const label = e.eventLabel(index + 1, kindLabel[kind]);
  const residence = kind === 'residence';
  const row = { control, onEdited };
  const text = (name: 'value' | 'date' | 'end_date') => ({
    ...row,
    name: `events.${index}.${name}` as const,
    id: `${inputId}-${name}`,
  });
  return (
    <li
      aria-label={label}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 md:grid-cols-2"
    >
      <RowSelectField
        {...row}
        name={`events.${index}.kind`}
        id={`${inputId}-kind`}
        label={e.kind}
        options={kindOptions}
      />
      {asksText(kind) ? (
        <RowTextField {...text('value')} label={e.value[kind]} placeholder={e.valuePlaceholder[kind]} />
      ) : (
        <span aria-hidden />
      )}
      <RowTextField {...text('date')} label={residence ? e.from : e.date} placeholder={e.dateHint} />
      {residence && <RowTextField {...text('end_date')} label={e.to} />}
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
