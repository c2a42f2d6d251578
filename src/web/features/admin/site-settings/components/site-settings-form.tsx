import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { adminMessages } from '#shared/messages/admin.ts';
import { familyCircleMessages } from '#shared/messages/family-circle.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { twoFactorMessages } from '#shared/messages/two-factor.ts';
import { publicVisibilities } from '#shared/schemas/family-member.ts';
import { RELATIVES_SCOPE_STEPS, type AdminSiteSettings } from '#shared/schemas/site-settings.ts';
import {
  siteSettingsInputSchema,
  type SiteSettingsInput,
  type SiteSettingsValues,
} from '#shared/schemas/site-settings-input.ts';
import { AdminFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm, type EntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';

const m = adminMessages.site;
const Field = fieldsFor<SiteSettingsInput>();
const f = m.fields;
const resolver = zodResolver(siteSettingsInputSchema);
const scope = familyCircleMessages.scope;
const wording = occasionAdminMessages.settings;
const scopeSteps = Array.from(
  { length: RELATIVES_SCOPE_STEPS.max - RELATIVES_SCOPE_STEPS.min + 1 },
  (_, index) => RELATIVES_SCOPE_STEPS.min + index,
);
const scopeOptions = scopeSteps.map((steps) => ({ value: String(steps), label: scope.stepsChoice(steps) }));
const household = familyCircleMessages.householdDirect;
const labels = {
  ...f,
  relativesScopeSteps: scope.label,
  relativesHouseholdDirect: household.label,
  noticeOpening: wording.opening,
  noticeHonorificMale: wording.honorificMale,
  noticeHonorificFemale: wording.honorificFemale,
};

/** The conflict dialog's words for a choice (decision 026). */
function describeSetting(field: string, value: unknown): string | undefined {
  if (field === 'privacyLiving') return f.privacyLivingChoices[value as keyof typeof f.privacyLivingChoices];
  if (field === 'relativesScopeSteps')
    return typeof value === 'number' ? scope.stepsChoice(value) : scope.choices.family;
  return undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {/* Floated, the legend sits inside the box like a heading instead of on its border. */}
      <legend className="float-start mb-4 w-full text-lg font-bold text-brand-900">{title}</legend>
      <div className="clear-both grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The stored settings as the form holds them: the version travels beside the fields, not in them;
 * the relatives' reach is the select's text, '' for the whole family.
 */
function formValuesOf(settings: AdminSiteSettings): SiteSettingsInput {
  const { version: _version, relativesScopeSteps, ...values } = settings;
  return { ...values, relativesScopeSteps: relativesScopeSteps === null ? '' : String(relativesScopeSteps) };
}

function SiteSettingsForm({ initial }: { initial: AdminSiteSettings }) {
  const { mutateAsync } = useUpdateSiteSettings();
  const entity: EntityForm<SiteSettingsInput, SiteSettingsValues> = useEntityForm({
    idPrefix: 'site',
    draftKey: formDraftKey('site-settings'),
    initialValues: formValuesOf(initial),
    resolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || m.saved,
    failureMessage: (error) => failureMessage(error, m.saveFailed),
    afterSave: { resetTo: (saved) => formValuesOf(saved.data) },
    invalidSummary: m.summary,
    // Decision 026: two owners saving the settings from two tabs are told, not overwritten.
    versioned: {
      version: initial.version,
      toFormValues: (current) => formValuesOf(current as AdminSiteSettings),
      labels,
      describe: describeSetting,
    },
  });
  return (
    <EntityFormView entity={entity}>
      <Section title={m.identity}>
        <Field.Text name="familyName" label={f.familyName} required />
        <Field.Text name="founderName" label={f.founderName} required />
        <Field.Text name="tagline" label={f.tagline} className="md:col-span-2" />
        <Field.Text name="heroText" label={f.heroText} rows={4} className="md:col-span-2" />
      </Section>
      <Section title={m.contact}>
        <Field.Text name="email" label={f.email} type="email" latin className="md:col-span-2" />
        <Field.Text name="phone1" label={f.phone1} type="tel" latin />
        <Field.Text name="phone2" label={f.phone2} type="tel" latin />
        <Field.Text name="address" label={f.address} rows={2} className="md:col-span-2" />
      </Section>
      <Section title={m.social}>
        <Field.Text name="socialX" label={f.socialX} type="url" latin />
        <Field.Text name="socialInstagram" label={f.socialInstagram} type="url" latin />
        <Field.Text name="socialFacebook" label={f.socialFacebook} type="url" latin />
        <Field.Text name="socialYoutube" label={f.socialYoutube} type="url" latin />
        <Field.Text name="socialSnapchat" label={f.socialSnapchat} type="url" latin />
      </Section>
      <Section title={m.privacy}>
        <p className="text-sm text-slate-600 md:col-span-2">{m.privacyIntro}</p>
        <Field.Select
          name="privacyLiving"
          label={f.privacyLiving}
          options={publicVisibilities.map((value) => ({ value, label: f.privacyLivingChoices[value] }))}
          className="md:col-span-2"
        />
        <Field.Checkbox name="hideWomenPhotos" label={f.hideWomenPhotos} className="md:col-span-2" />
        <Field.Checkbox
          name="requireOwnerTwoFactor"
          label={twoFactorMessages.requireOwners}
          hint={twoFactorMessages.requireOwnersHint}
          className="md:col-span-2"
        />
      </Section>
      <Section title={scope.section}>
        <p className="text-sm text-slate-600 md:col-span-2">{scope.intro}</p>
        <Field.Select
          name="relativesScopeSteps"
          label={scope.label}
          hint={scope.stepsHint}
          emptyOption={scope.choices.family}
          options={scopeOptions}
          className="md:col-span-2"
        />
        <Field.Checkbox
          name="relativesHouseholdDirect"
          label={household.label}
          hint={household.hint}
          className="md:col-span-2"
        />
      </Section>
      <Section title={wording.section}>
        <p className="text-sm text-slate-600 md:col-span-2">{wording.hint}</p>
        <Field.Text name="noticeOpening" label={wording.opening} required className="md:col-span-2" />
        <Field.Text name="noticeHonorificMale" label={wording.honorificMale} required />
        <Field.Text name="noticeHonorificFemale" label={wording.honorificFemale} required />
      </Section>
      <Section title={m.analytics}>
        <Field.Text name="analyticsId" label={f.analyticsId} hint={f.analyticsHint} latin />
      </Section>
    </EntityFormView>
  );
}

/** /admin/site-settings: the family's identity, shown by the public site without a rebuild. */
export function SiteSettingsScreen() {
  const query = useSiteSettings();
  return (
    <AdminFormScreen title={m.title} intro={m.intro} query={query} loadError={m.loadError}>
      {(settings) => settings && <SiteSettingsForm initial={settings} />}
    </AdminFormScreen>
  );
}
