import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../../shared/messages';
import {
  siteSettingsInputSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../../../../shared/schemas/site-settings';
import { AlertBanner } from '../../shell/components/alert-banner';
import { LoadErrorBanner, LoadingStatus } from '../../shell/components/load-states';
import {
  FormField,
  fieldAria,
  inputClassName,
  primaryButtonClassName,
} from '../../shell/components/form-field';
import { applyServerFieldErrors, failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { formDraftKey, useFormDraft } from '../../shell/hooks/use-form-draft';
import { useUnsavedChangesPrompt } from '../../shell/hooks/use-unsaved-changes-prompt';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';

const m = messages.adminSite;
const f = m.fields;
type FieldName = keyof SiteSettings;
const fieldNames = Object.keys(siteSettingsInputSchema.shape) as FieldName[];

type Banner = { tone: 'success' | 'error'; text: string } | null;

/** Text that reads left to right whatever the page direction: e-mail, phones, links, ids. */
const latinFields = new Set<FieldName>([
  'email',
  'phone1',
  'phone2',
  'socialX',
  'socialInstagram',
  'socialFacebook',
  'socialYoutube',
  'socialSnapchat',
  'analyticsId',
]);
const inputTypes: Partial<Record<FieldName, string>> = {
  email: 'email',
  phone1: 'tel',
  phone2: 'tel',
  socialX: 'url',
  socialInstagram: 'url',
  socialFacebook: 'url',
  socialYoutube: 'url',
  socialSnapchat: 'url',
};
const multiline = new Set<FieldName>(['heroText', 'address']);
const required = new Set<FieldName>(['familyName', 'founderName']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {/* Floated, the legend sits inside the box like a heading instead of on its border. */}
      <legend className="float-start mb-4 w-full text-lg font-bold text-brand-900">{title}</legend>
      <div className="clear-both grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsInputSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  const draft = useFormDraft(form, formDraftKey('site-settings'));
  const { mutateAsync } = useUpdateSiteSettings();
  const { save, isSaving } = useAdminSave(mutateAsync);
  useUnsavedChangesPrompt(isDirty, draft.clear);
  const [banner, setBanner] = useState<Banner>(null);

  const { restore } = draft;
  useEffect(() => {
    restore(initial);
  }, [restore, initial]);

  async function onValid(values: SiteSettings) {
    setBanner(null);
    const outcome = await save(values);
    if (outcome.status === 'saved') {
      draft.clear();
      reset(outcome.data.data);
      setBanner({ tone: 'success', text: outcome.data.message || m.saved });
    } else if (outcome.status === 'failed') {
      applyServerFieldErrors(outcome.error, setError, fieldNames);
      setBanner({ tone: 'error', text: failureMessage(outcome.error, m.saveFailed) });
    }
  }

  function input(name: FieldName, options: { wide?: boolean; hint?: string } = {}) {
    const id = `site-${name}`;
    const error = errors[name]?.message;
    const props = {
      ...fieldAria(id, error, Boolean(options.hint)),
      ...register(name, { onChange: () => clearErrors(name) }),
    };
    const latin = latinFields.has(name);
    const className = latin ? `${inputClassName} text-start` : inputClassName;
    return (
      <div className={options.wide || multiline.has(name) ? 'md:col-span-2' : undefined}>
        <FormField id={id} label={f[name]} required={required.has(name)} hint={options.hint} error={error}>
          {multiline.has(name) ? (
            <textarea {...props} rows={name === 'heroText' ? 4 : 2} className={className} />
          ) : (
            <input
              {...props}
              type={inputTypes[name] ?? 'text'}
              dir={latin ? 'ltr' : undefined}
              className={className}
            />
          )}
        </FormField>
      </div>
    );
  }

  const hasErrors = fieldNames.some((name) => errors[name]);

  return (
    <form onSubmit={handleSubmit(onValid, () => setBanner(null))} noValidate className="space-y-6">
      {hasErrors && <AlertBanner tone="error">{messages.adminDiwan.summary}</AlertBanner>}
      {banner && (
        <AlertBanner tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </AlertBanner>
      )}
      <Section title={m.identity}>
        {input('familyName')}
        {input('founderName')}
        {input('tagline', { wide: true })}
        {input('heroText')}
      </Section>
      <Section title={m.contact}>
        {input('email', { wide: true })}
        {input('phone1')}
        {input('phone2')}
        {input('address')}
      </Section>
      <Section title={m.social}>
        {input('socialX')}
        {input('socialInstagram')}
        {input('socialFacebook')}
        {input('socialYoutube')}
        {input('socialSnapchat')}
      </Section>
      <Section title={m.analytics}>{input('analyticsId', { hint: f.analyticsHint })}</Section>
      <button type="submit" className={primaryButtonClassName} disabled={isSaving} aria-busy={isSaving}>
        <Save className="size-4" aria-hidden="true" />
        {isSaving ? messages.common.saving : messages.common.save}
      </button>
    </form>
  );
}

/** /admin/site-settings: the family's identity, shown by the public site without a rebuild. */
export function SiteSettingsScreen() {
  useAdminFormAuth(messages.adminShell.nav.siteSettings);
  const query = useSiteSettings();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <p className="text-slate-600">{m.intro}</p>
      </header>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <LoadErrorBanner message={m.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <SiteSettingsForm initial={query.data} />
      )}
    </div>
  );
}
