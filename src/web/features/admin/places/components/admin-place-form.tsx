import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { placeInputSchema, type PlaceInput } from '#shared/schemas/place-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { adminPlacesApi, useAdminPlaces, useSavePlace } from '#web/features/admin/shell/api/places-api.ts';
import { RecordFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { PlaceField } from '#web/features/admin/shell/components/place-field.tsx';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { placesOutside } from '../places-outside';
import { MergePlaceSection } from './merge-place-section';

const m = placesAdminMessages;
const Field = fieldsFor<PlaceInput>();
const resolver = zodResolver(placeInputSchema);

function emptyPlace(): PlaceInput {
  return { name: '', older_names: '', latitude: '', longitude: '', parent_id: null };
}

function formValuesOf(place: AdminPlace): PlaceInput {
  const { name, older_names, latitude, longitude, parent_id } = place;
  return {
    name,
    older_names,
    latitude: latitude === null ? '' : String(latitude),
    longitude: longitude === null ? '' : String(longitude),
    parent_id,
  };
}

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.isNetworkError ? commonMessages.connectionError : error.message;
  return m.form.saveFailed;
}

function PlaceForm({ id, stored }: { id?: string; stored?: AdminPlace }) {
  const { mutateAsync } = useSavePlace(id);
  const places = useAdminPlaces().data;
  const entity = useEntityForm({
    idPrefix: 'place',
    draftKey: formDraftKey('place', id),
    initialValues: stored ? formValuesOf(stored) : emptyPlace(),
    resolver,
    save: mutateAsync,
    savedMessage: () => (id === undefined ? m.form.created : m.form.updated),
    failureMessage: saveErrorMessage,
    afterSave: { resetTo: (saved) => (id === undefined ? emptyPlace() : formValuesOf(saved.data)) },
    // Decision 026: the version it opened goes with each save; a stale one opens the conflict dialog.
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as AdminPlace),
    },
  });
  // A place cannot lie within itself nor within a place inside it: those are not offered (the
  // server refuses them too).
  const parents = places && stored ? placesOutside(places, stored.id) : places;
  return (
    <EntityFormView
      entity={entity}
      cancelTo={paths.admin.places}
      successActions={
        <Link to={paths.admin.places} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          {commonMessages.backToList}
        </Link>
      }
    >
      <FormCard>
        <Field.Text name="name" label={m.form.name} hint={m.form.nameHint} required />
        <Field.Text name="older_names" label={m.form.olderNames} hint={m.form.olderNamesHint} rows={3} />
        <Controller
          control={entity.form.control}
          name="parent_id"
          render={({ field }) => {
            const parent = places?.find((place) => place.id === field.value) ?? null;
            return (
              <div className="space-y-1.5">
                <PlaceField
                  id={entity.inputId('parent_id')}
                  label={m.form.parent}
                  value={parent}
                  onChange={(chosen) => {
                    field.onChange(chosen?.id ?? null);
                    entity.onFieldEdited('parent_id');
                  }}
                  places={parents}
                  error={entity.fieldError('parent_id')}
                />
                <p className="text-sm text-slate-500">{m.form.parentHint}</p>
              </div>
            );
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Text name="latitude" label={m.form.latitude} latin />
          <Field.Text name="longitude" label={m.form.longitude} latin />
        </div>
        <p className="text-sm text-slate-500">{m.form.coordinatesHint}</p>
      </FormCard>
    </EntityFormView>
  );
}

/**
 * The place form (docs/product.md#admin-places), for adding (no id) and editing: its names, the
 * place it lies within, its coordinates and, for a stored place, «دمج في مكان آخر».
 */
export function AdminPlaceForm({ id }: { id?: string }) {
  return (
    <RecordFormScreen
      id={id}
      records={adminPlacesApi}
      text={m.form}
      backTo={paths.admin.places}
      loadError={m.form.loadFailed}
    >
      {(stored) => (
        <div className="space-y-6">
          <PlaceForm id={id} stored={stored} />
          {stored && <MergePlaceSection place={stored} />}
        </div>
      )}
    </RecordFormScreen>
  );
}
