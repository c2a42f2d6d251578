import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import {
  DEFAULT_PERSON_ORDER,
  personCategories,
  type AdminNotablePerson,
  type NotablePerson,
} from '#shared/schemas/notable-person.ts';
import { notablePersonInputSchema, type NotablePersonInput } from '#shared/schemas/notable-person-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { RecordFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { adminPeopleApi, useSavePerson } from '../api/admin-people-api';

const m = adminMessages.people;
const Field = fieldsFor<NotablePersonInput>();
const resolver = zodResolver(notablePersonInputSchema);
const categoryOptions = optionsOf(personCategories, commonMessages.personCategories);

function emptyPerson(): NotablePersonInput {
  return {
    name: '',
    position: '',
    period: '',
    category: 'academic',
    bio: '',
    order: DEFAULT_PERSON_ORDER,
    image: '',
  };
}

function formValuesOf(person: NotablePerson): NotablePersonInput {
  const { name, position, period, category, bio, order, image } = person;
  return { name, position, period, category, bio, order, image };
}

/** docs/product.md#messages: the server's error field, else the status. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return commonMessages.connectionError;
    return error.message;
  }
  return m.saveFailed;
}

function PersonForm({ id, stored }: { id?: string; stored?: AdminNotablePerson }) {
  const { mutateAsync } = useSavePerson(id);
  const entity = useEntityForm({
    idPrefix: 'person',
    draftKey: formDraftKey('notable-person', id),
    initialValues: stored ? formValuesOf(stored) : emptyPerson(),
    resolver,
    save: mutateAsync,
    savedMessage: () => (id === undefined ? m.created : m.updated),
    failureMessage: saveErrorMessage,
    afterSave: { resetTo: (saved) => (id === undefined ? emptyPerson() : formValuesOf(saved.data)) },
    // Decision 026: the version it opened goes with each save; a stale one opens the conflict dialog.
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as NotablePerson),
      labels: m.fields,
      describe: (field, value) =>
        field === 'category'
          ? commonMessages.personCategories[value as keyof typeof commonMessages.personCategories]
          : undefined,
    },
  });
  return (
    <EntityFormView
      entity={entity}
      cancelTo={paths.admin.notablePeople}
      successActions={
        <Link
          to={paths.admin.notablePeople}
          className={buttonClassName({ variant: 'neutral', size: 'compact' })}
        >
          {commonMessages.backToList}
        </Link>
      }
    >
      <FormCard>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Text name="name" label={m.fields.name} required />
          <Field.Text name="position" label={m.fields.position} required />
          <Field.Text name="period" label={m.fields.period} placeholder={m.fields.periodPlaceholder} />
          <Field.Select name="category" label={m.fields.category} options={categoryOptions} />
        </div>
        <Field.Text name="bio" label={m.fields.bio} rows={8} />
        <Field.Text
          name="order"
          label={m.fields.order}
          hint={m.fields.orderHint}
          type="number"
          inputMode="numeric"
          latin
          inputClassName="max-w-40"
        />
        <Field.Image name="image" label={m.fields.image} uploadPath={api.admin.notablePeople.upload} />
      </FormCard>
    </EntityFormView>
  );
}

/** The notable-people form (docs/product.md#admin-notable-people), for adding (no id) and editing. */
export function AdminPersonForm({ id }: { id?: string }) {
  return (
    <RecordFormScreen
      id={id}
      records={adminPeopleApi}
      text={m}
      backTo={paths.admin.notablePeople}
      loadError={m.loadPersonFailed}
    >
      {(stored) => <PersonForm id={id} stored={stored} />}
    </RecordFormScreen>
  );
}
