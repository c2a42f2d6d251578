import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Control } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { kuwaitDay } from '#shared/format/date.ts';
import { mapLinkOf } from '#shared/format/maps.ts';
import { normaliseContactPhone } from '#shared/format/phone.ts';
import { isoToKuwaitLocal } from '#shared/format/kuwait-time.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { newsAudiences, newsStatuses } from '#shared/news/publishing.ts';
import { CONDOLENCE_DAYS, condolencePlaces, occasionKinds } from '#shared/occasions/kinds.ts';
import type { NoticeWording } from '#shared/occasions/notice-wording.ts';
import type { AdminOccasion, Occasion } from '#shared/schemas/occasion.ts';
import {
  occasionInputSchema,
  type OccasionInput,
  type OccasionValues,
} from '#shared/schemas/occasion-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useNewsMembers, type NewsMemberChoice } from '#web/features/admin/shell/api/member-choices.ts';
import { RecordFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { adminOccasionsApi } from '../api/admin-occasions-api';

const m = occasionAdminMessages;
const f = m.form;
const n = m.notice;
const p = newsPublishingMessages;
const Field = fieldsFor<OccasionInput>();
const resolver = zodResolver(occasionInputSchema);
const kindOptions = optionsOf(occasionKinds, occasionMessages.kinds);
const statusOptions = optionsOf(newsStatuses, p.statuses);
const audienceOptions = optionsOf(newsAudiences, { public: p.audiences.public, family: p.audiences.family });
const placeOptions = optionsOf(condolencePlaces, n.places);

const emptyCondolence = (side: 'men' | 'women') => ({
  [`${side}_place`]: 'diwan' as const,
  [`${side}_address`]: '',
  [`${side}_map_url`]: '',
  [`${side}_hours`]: '',
  [`${side}_days`]: CONDOLENCE_DAYS.default,
  [`${side}_starts_on`]: '',
});

function emptyOccasion(): OccasionInput {
  return {
    kind: 'death',
    title: '',
    date: kuwaitDay(),
    body: '',
    member_ids: [],
    status: 'published',
    publish_at: '',
    audience: 'public',
    prayer_mosque: '',
    prayer_time: '',
    cemetery: '',
    ...emptyCondolence('men'),
    ...emptyCondolence('women'),
    phones: '',
    apply_death_date: true,
  } as OccasionInput;
}

/** The stored occasion as the form holds it: the publish time in Kuwait time, the phones one a line. */
function formValuesOf(item: AdminOccasion): OccasionInput {
  const { id: _id, version: _version, announced_at: _announced, phones, publish_at, ...fields } = item;
  return {
    ...fields,
    publish_at: publish_at ? isoToKuwaitLocal(publish_at) : '',
    phones: phones.join('\n'),
    apply_death_date: false,
  };
}

/** Only a scheduled occasion keeps a time: a time typed before choosing «منشورة» must not hold it back. */
const valuesToSend = (values: OccasionValues): OccasionValues => ({
  ...values,
  publish_at: values.status === 'scheduled' ? values.publish_at : null,
});

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.isNetworkError ? commonMessages.connectionError : error.message || f.saveFailed;
  }
  return f.saveFailed;
}

/** The conflict dialog's words for an occasion's choices (decision 026). */
const describeOccasion = (field: string, value: unknown) => {
  if (field === 'kind') return occasionMessages.kinds[value as keyof typeof occasionMessages.kinds];
  if (field === 'status') return p.statuses[value as keyof typeof p.statuses];
  if (field === 'audience') return p.audiences[value as keyof typeof p.audiences];
  if (field.endsWith('_place')) return n.places[value as keyof typeof n.places];
  return undefined;
};

/** One عزاء's fields: the place (the diwan, or an address with its map link), hours, days, first day. */
function CondolenceFields({ side, control }: { side: 'men' | 'women'; control: Control<OccasionInput> }) {
  const place = useWatch({ control, name: `${side}_place` });
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">{side === 'men' ? n.men : n.women}</legend>
      <Field.Radio name={`${side}_place`} label={n.place} options={placeOptions} />
      {place === 'address' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field.Text name={`${side}_address`} label={n.address} required />
          <Field.Text
            name={`${side}_map_url`}
            label={n.mapUrl}
            hint={n.mapUrlHint}
            type="url"
            latin
            placeholder="https://maps.app.goo.gl/…"
          />
        </div>
      )}
      <Field.Text name={`${side}_hours`} label={n.hours} placeholder={n.hoursPlaceholder} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Text name={`${side}_days`} label={n.days} type="number" inputMode="numeric" latin />
        <Field.Date name={`${side}_starts_on`} label={n.startsOn} hint={n.startsOnHint} />
      </div>
    </fieldset>
  );
}

/** A death notice's scaffold: the prayer, the burial, both عزاء and the phones. */
function NoticeFields({ control }: { control: Control<OccasionInput> }) {
  return (
    <FormCard>
      <h2 className="text-xl font-bold text-brand-900">{n.section}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Text name="prayer_mosque" label={`${n.prayer}: ${n.mosque}`} />
        <Field.Text
          name="prayer_time"
          label={`${n.prayer}: ${n.prayerTime}`}
          placeholder={n.prayerTimePlaceholder}
        />
      </div>
      <Field.Text name="cemetery" label={`${n.burial}: ${n.cemetery}`} placeholder={n.cemeteryPlaceholder} />
      <CondolenceFields side="men" control={control} />
      <CondolenceFields side="women" control={control} />
      <Field.Text name="phones" label={n.phones} hint={n.phonesHint} rows={3} latin />
      <Field.Checkbox name="apply_death_date" label={f.applyDeath} hint={f.applyDeathHint} />
    </FormCard>
  );
}

/** What the preview shows: the form's values as the public page would, as far as the form knows them. */
function previewOf(
  values: OccasionInput,
  members: readonly NewsMemberChoice[] | undefined,
  wording: NoticeWording | undefined,
): Occasion {
  const chosen = (values.member_ids ?? []).flatMap((id) => {
    const member = members?.find((choice) => choice.id === id);
    return member ? [{ id, name: member.name, gender: null }] : [];
  });
  const condolence = (side: 'men' | 'women') => {
    const atDiwan = values[`${side}_place`] !== 'address';
    const address = atDiwan ? '' : (values[`${side}_address`] ?? '');
    return {
      place: atDiwan ? ('diwan' as const) : ('address' as const),
      address,
      map_link: atDiwan ? '' : mapLinkOf(values[`${side}_map_url`] ?? '', address),
      hours: values[`${side}_hours`] ?? '',
      days: Number(values[`${side}_days`]) || CONDOLENCE_DAYS.default,
      starts_on: values[`${side}_starts_on`] || values.date,
    };
  };
  const phones = (typeof values.phones === 'string' ? values.phones.split('\n') : (values.phones ?? []))
    .map((line) => normaliseContactPhone(line))
    .filter((phone): phone is string => Boolean(phone));
  return {
    id: 0,
    kind: values.kind,
    title: values.title ?? '',
    date: values.date,
    body: values.body ?? '',
    members: chosen,
    notice:
      values.kind === 'death'
        ? {
            opening: wording?.opening ?? '',
            // The preview cannot know the deceased's gender: the page says it from the member.
            honorific: '',
            deceased: chosen[0] ?? null,
            prayer_mosque: values.prayer_mosque ?? '',
            prayer_time: values.prayer_time ?? '',
            cemetery: values.cemetery ?? '',
            men: condolence('men'),
            women: condolence('women'),
            phones,
          }
        : null,
  };
}

export interface OccasionFormExtras {
  /** The family's wording, for the preview. */
  wording?: NoticeWording;
  /** The occasion as the public page draws it, composed by the route. */
  renderPreview?: (occasion: Occasion) => ReactNode;
}

function OccasionForm({
  id,
  stored,
  wording,
  renderPreview,
}: { id?: string; stored?: AdminOccasion } & OccasionFormExtras) {
  const { mutateAsync } = adminOccasionsApi.useSave(id);
  const entity = useEntityForm({
    idPrefix: 'occasion',
    draftKey: formDraftKey('occasion', id),
    initialValues: stored ? formValuesOf(stored) : emptyOccasion(),
    resolver,
    save: (values: OccasionValues) => mutateAsync(valuesToSend(values)),
    savedMessage: () => (id === undefined ? f.created : f.updated),
    failureMessage: saveErrorMessage,
    afterSave: { resetTo: (saved) => (id === undefined ? emptyOccasion() : formValuesOf(saved.data)) },
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as AdminOccasion),
      describe: describeOccasion,
    },
  });
  const { control } = entity.form;
  const values = useWatch({ control }) as OccasionInput;
  const members = useNewsMembers(values.member_ids ?? []);
  const death = values.kind === 'death';
  return (
    <EntityFormView
      entity={entity}
      cancelTo={paths.admin.occasions}
      successActions={
        <Link to={paths.admin.occasions} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          {commonMessages.backToList}
        </Link>
      }
    >
      <FormCard>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Select name="kind" label={f.kind} options={kindOptions} />
          <Field.Date name="date" label={f.date} hint={death ? f.dateHintDeath : undefined} required />
        </div>
        <Field.Text name="title" label={f.title} hint={death ? f.titleHint : undefined} required={!death} />
        <Field.Members
          name="member_ids"
          text={{
            members: f.members,
            membersHint: death ? f.membersHintDeath : f.membersHint,
            memberSearch: f.memberSearch,
          }}
        />
        <Field.Text name="body" label={f.body} hint={f.bodyHint} rows={death ? 3 : 6} />
      </FormCard>
      {death && <NoticeFields control={control} />}
      <FormCard>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Select
            name="status"
            label={p.fields.status}
            hint={p.fields.statusHint}
            options={statusOptions}
          />
          {values.status === 'scheduled' && (
            <Field.Date
              name="publish_at"
              label={p.fields.publishAt}
              hint={p.fields.publishAtHint}
              withTime
              required
            />
          )}
        </div>
        <Field.Radio name="audience" label={f.audience} hint={f.audienceHint} options={audienceOptions} />
      </FormCard>
      {renderPreview && (
        <section
          aria-labelledby="occasion-preview-heading"
          className="rounded-xl border border-dashed border-slate-300 bg-sand-50"
        >
          <h2 id="occasion-preview-heading" className="px-4 pt-4 text-lg font-bold text-slate-800">
            {f.previewHeading}
          </h2>
          {values.date ? (
            renderPreview(previewOf(values, members.data, wording))
          ) : (
            <p className="p-4">{f.previewEmpty}</p>
          )}
        </section>
      )}
    </EntityFormView>
  );
}

/** «المناسبات»' form (docs/product.md#admin-occasions): one per kind, the death notice with its scaffold. */
export function AdminOccasionForm({ id, ...extras }: { id?: string } & OccasionFormExtras) {
  return (
    <RecordFormScreen
      id={id}
      records={adminOccasionsApi}
      text={{ addTitle: f.addTitle, editTitle: f.editTitle }}
      backTo={paths.admin.occasions}
      loadError={(error) => (error instanceof ApiError ? error.message : f.loadFailed)}
    >
      {(stored) => <OccasionForm id={id} stored={stored} {...extras} />}
    </RecordFormScreen>
  );
}
