import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { api } from '#shared/api-paths.ts';
import { historyEntryWhen } from '#shared/format/history-date.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import type { AdminHistoryEntry, HistoryEntry } from '#shared/schemas/history.ts';
import {
  historyEntryInputSchema,
  type HistoryEntryInput,
  type HistoryEntryValues,
} from '#shared/schemas/history-input.ts';
import { paths } from '#web/config/paths.ts';
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
};

function formValuesOf(entry: HistoryEntry): HistoryEntryInput {
  const { year, period, title, summary, body, image, on_home } = entry;
  return { year: year === null ? '' : String(year), period, title, summary, body, image, on_home };
}

/** What the entry's date will read on the public page, as the year is typed: the Hijri years beside it. */
function DatePreview({ entity }: { entity: EntityForm<HistoryEntryInput, HistoryEntryValues> }) {
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
      toFormValues: (current) => formValuesOf(current as HistoryEntry),
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
