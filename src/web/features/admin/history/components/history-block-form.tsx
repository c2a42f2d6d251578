import { zodResolver } from '@hookform/resolvers/zod';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import type { AdminHistoryBlock, HistoryBlock } from '#shared/schemas/history.ts';
import { historyBlockInputSchema, type HistoryBlockInput } from '#shared/schemas/history-input.ts';
import { paths } from '#web/config/paths.ts';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { HistoryItemScreen } from './history-item-screen';
import { useSaveHistoryBlock } from '../api/history-items-api';

const m = historyAdminMessages.blocks;
const Field = fieldsFor<HistoryBlockInput>();
const resolver = zodResolver(historyBlockInputSchema);

const formValuesOf = (block: HistoryBlock | undefined): HistoryBlockInput => ({
  title: block?.title ?? '',
  body: block?.body ?? '',
});

function BlockForm({ id, stored }: { id?: number; stored?: AdminHistoryBlock }) {
  const { mutateAsync } = useSaveHistoryBlock(id);
  const entity = useEntityForm({
    idPrefix: 'history-block',
    draftKey: formDraftKey('history-block', id),
    initialValues: formValuesOf(stored),
    resolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || (id === undefined ? m.created : m.updated),
    failureMessage: (error) => failureMessage(error, m.saveFailed),
    afterSave: { navigateTo: paths.admin.history },
    // Decision 026: the version it opened goes with each save; a stale one opens the conflict dialog.
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as HistoryBlock),
      labels: m.fields,
    },
  });
  return (
    <EntityFormView entity={entity} cancelTo={paths.admin.history}>
      <FormCard>
        <Field.Text name="title" label={m.fields.title} required />
        <Field.Text
          name="body"
          label={m.fields.body}
          hint={historyAdminMessages.timeline.fields.bodyHint}
          rows={10}
        />
      </FormCard>
    </EntityFormView>
  );
}

/** /admin/history/blocks/add and …/edit/:id: one text block of the history page. */
export function HistoryBlockScreen({ id }: { id?: number }) {
  return (
    <HistoryItemScreen
      id={id}
      text={m}
      itemsOf={(history) => history.blocks}
      form={(stored) => <BlockForm id={id} stored={stored} />}
    />
  );
}
