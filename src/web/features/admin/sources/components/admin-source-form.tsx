import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '#shared/api-paths.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { sourcesAdminMessages } from '#shared/messages/sources-admin.ts';
import { sourceKinds, type AdminSource } from '#shared/schemas/source.ts';
import { sourceInputSchema, type SourceInput } from '#shared/schemas/source-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { RecordFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { MemberField } from '#web/features/admin/shell/components/member-field.tsx';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { adminSourcesApi, useSaveSource } from '../api/admin-sources-api';

const m = sourcesAdminMessages;
const Field = fieldsFor<SourceInput>();
const resolver = zodResolver(sourceInputSchema);
const kindOptions = optionsOf(sourceKinds, sourcesMessages.kinds);

function emptySource(): SourceInput {
  return {
    kind: 'document',
    title: '',
    author: '',
    author_member_id: null,
    details: '',
    image: '',
    is_public: false,
  };
}

function formValuesOf(source: AdminSource): SourceInput {
  const { kind, title, author, author_member_id, details, image, is_public } = source;
  return { kind, title, author, author_member_id, details, image, is_public };
}

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? commonMessages.connectionError : error.message;
  return m.form.saveFailed;
}

function SourceForm({ id, stored }: { id?: string; stored?: AdminSource }) {
  const { mutateAsync } = useSaveSource(id);
  const entity = useEntityForm({
    idPrefix: 'source',
    draftKey: formDraftKey('source', id),
    initialValues: stored ? formValuesOf(stored) : emptySource(),
    resolver,
    save: mutateAsync,
    savedMessage: () => (id === undefined ? m.form.created : m.form.updated),
    failureMessage: saveErrorMessage,
    afterSave: { resetTo: (saved) => (id === undefined ? emptySource() : formValuesOf(saved.data)) },
    // Decision 026: the version it opened goes with each save; a stale one opens the conflict dialog.
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as AdminSource),
      labels: m.fields,
      describe: (field, value) =>
        field === 'kind' ? sourcesMessages.kinds[value as keyof typeof sourcesMessages.kinds] : undefined,
    },
  });
  const [kind, teller] = useWatch({ control: entity.form.control, name: ['kind', 'author_member_id'] });
  return (
    <EntityFormView
      entity={entity}
      cancelTo={paths.admin.sources}
      successActions={
        <Link to={paths.admin.sources} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          {commonMessages.backToList}
        </Link>
      }
    >
      <FormCard>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Select name="kind" label={m.form.kind} options={kindOptions} />
          <Field.Text name="title" label={m.form.title} hint={m.form.titleHint} required />
          <Field.Text name="author" label={m.form.author} />
        </div>
        {/* A told source («رواية العم سالم») names its teller, whose page the source's links to;
            a teller chosen before the kind changed stays in sight, so nothing is kept unseen. */}
        {(kind === 'person' || (teller !== null && teller !== undefined && teller !== '')) && (
          <Controller
            control={entity.form.control}
            name="author_member_id"
            render={({ field }) => (
              <MemberField
                id={entity.inputId('author_member_id')}
                label={m.form.authorMember}
                hint={m.form.authorMemberHint}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(memberId) => {
                  field.onChange(memberId);
                  entity.onFieldEdited('author_member_id');
                }}
                error={entity.fieldError('author_member_id')}
                clearLabel={m.form.authorMemberClear}
              />
            )}
          />
        )}
        <Field.Text name="details" label={m.form.details} rows={6} />
        <Field.Image name="image" label={m.form.image} uploadPath={api.admin.sources.upload} />
        <Field.Checkbox name="is_public" label={m.form.isPublic} hint={m.form.isPublicHint} />
      </FormCard>
    </EntityFormView>
  );
}

/** The source form (docs/product.md#admin-sources), for adding (no id) and editing. */
export function AdminSourceForm({ id }: { id?: string }) {
  return (
    <RecordFormScreen
      id={id}
      records={adminSourcesApi}
      text={m.form}
      backTo={paths.admin.sources}
      loadError={m.form.loadFailed}
    >
      {(stored) => <SourceForm id={id} stored={stored} />}
    </RecordFormScreen>
  );
}
