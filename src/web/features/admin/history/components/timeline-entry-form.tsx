import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { api } from '#shared/api-paths.ts';
import { historyEntryWhen } from '#shared/format/history-date.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import type { AdminHistoryEntry } from '#shared/schemas/history.ts';
import {
  historyEntryInputSchema,
  type HistoryEntryInput,
  type HistoryEntryValues,
} from '#shared/schemas/history-input.ts';
import type { PlaceLabel } from '#shared/schemas/member-life.ts';
import { paths } from '#web/config/paths.ts';
import { useAdminPlaces } from '#web/features/admin/shell/api/places-api.ts';
import { PlaceField } from '#web/features/admin/shell/components/place-field.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm, type EntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { HistoryItemScreen } from './history-item-screen';
import { useSaveTimelineEntry } from '../api/history-items-api';

const m = historyAdminMessages.timeline;
const f = m.fields;
const Field = fieldsFor<HistoryEntryInput>();
const resolver = zodResolver(historyEntryInputSchema);

const emptyEntry: HistoryEntryInput = {
  year: '',
  period: '',
  title: '',
  summary: '',
  body: '',
  image: '',
  on_home: false,
  member_ids: [],
  place_id: null,
};

function formValuesOf(entry: AdminHistoryEntry): HistoryEntryInput {
  const { year, period, title, summary, body, image, on_home, member_ids, place_id } = entry;
  return {
    year: year === null ? '' : String(year),
    period,
    title,
    summary,
    body,
    image,
    on_home,
    member_ids,
    place_id,
  };
}

type Entity = EntityForm<HistoryEntryInput, HistoryEntryValues>;

/**
 * Where the entry happened: the form holds the place's id, the picker shows its name from the
 * family's list, or from the picker's own answer for a place it has just added.
 */
function EntryPlaceField({ entity }: { entity: Entity }) {
  const places = useAdminPlaces().data;
  const [added, setAdded] = useState<PlaceLabel | null>(null);
  const labelOf = (id: number | null): PlaceLabel | null => {
    if (id === null) return null;
    const listed = places?.find((place) => place.id === id);
    if (listed) return { id: listed.id, name: listed.name, full_name: listed.full_name };
    return added?.id === id ? added : null;
  };
  return (
    <Controller
      control={entity.form.control}
      name="place_id"
      render={({ field }) => (
        <PlaceField
          id={entity.inputId('place_id')}
          label={f.place_id}
          value={labelOf(typeof field.value === 'number' ? field.value : null)}
          onChange={(place) => {
            setAdded(place);
            field.onChange(place?.id ?? null);
            entity.onFieldEdited('place_id');
          }}
          places={places}
          error={entity.fieldError('place_id')}
          inputRef={field.ref}
          className="md:col-span-2"
        />
      )}
    />
  );
}

/** What the entry's date will read on the public page, as the year is typed: the Hijri years beside it. */
function DatePreview({ entity }: { entity: Entity }) {
  const [year, period] = useWatch({ control: entity.form.control, name: ['year', 'period'] });
  const parsed = historyEntryInputSchema.shape.year.safeParse(year);
  const when = parsed.success ? historyEntryWhen({ year: parsed.data, period: String(period ?? '') }) : '';
  return (
    <p role="status" className="text-slate-700 md:col-span-2" data-testid="history-date-preview">
      {when && (
        <>
          {f.yearPreview} <strong className="font-bold text-brand-700">{when}</strong>
        </>
      )}
    </p>
  );
}

function EntryForm({ id, stored }: { id?: number; stored?: AdminHistoryEntry }) {
  const { mutateAsync } = useSaveTimelineEntry(id);
  const entity = useEntityForm({
    idPrefix: 'history-entry',
    draftKey: formDraftKey('history-entry', id),
    initialValues: stored ? formValuesOf(stored) : emptyEntry,
    resolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || (id === undefined ? m.created : m.updated),
    failureMessage: (error) => failureMessage(error, m.saveFailed),
    // Back to the list, where the entry shows in its place.
    afterSave: { navigateTo: paths.admin.history },
    // Decision 026: the version it opened goes with each save; a stale one opens the conflict dialog.
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as AdminHistoryEntry),
      labels: f,
    },
  });
  return (
    <EntityFormView entity={entity} cancelTo={paths.admin.history}>
      <FormCard columns>
        <Field.Text
          name="year"
          label={f.year}
          hint={f.yearHint}
          latin
          inputMode="numeric"
          autoComplete="off"
          inputClassName="sm:max-w-40"
        />
        <Field.Text name="period" label={f.period} hint={f.periodHint} />
        <DatePreview entity={entity} />
        <Field.Text name="title" label={f.title} required className="md:col-span-2" />
        <Field.Text
          name="summary"
          label={f.summary}
          hint={f.summaryHint}
          rows={2}
          className="md:col-span-2"
        />
        <Field.Text name="body" label={f.body} hint={f.bodyHint} rows={8} className="md:col-span-2" />
        {/* The members the entry names (decision 063): the news form's field, in the timeline's words. */}
        <Field.Members
          name="member_ids"
          className="md:col-span-2"
          text={{ members: f.member_ids, membersHint: f.membersHint, memberSearch: f.memberSearch }}
        />
        <EntryPlaceField entity={entity} />
        <Field.Image
          name="image"
          label={f.image}
          uploadPath={api.admin.history.upload}
          className="md:col-span-2"
        />
        <Field.Checkbox
          name="on_home"
          label={f.on_home}
          hint={historyAdminMessages.timeline.hint}
          className="md:col-span-2"
        />
      </FormCard>
    </EntityFormView>
  );
}

/** /admin/history/timeline/add and …/edit/:id: one timeline entry. */
export function TimelineEntryScreen({ id }: { id?: number }) {
  return (
    <HistoryItemScreen
      id={id}
      text={m}
      itemsOf={(history) => history.timeline}
      form={(stored) => <EntryForm id={id} stored={stored} />}
    />
  );
}
