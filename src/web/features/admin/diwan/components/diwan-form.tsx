import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import {
  diwanInputSchema,
  type DiwanInfo,
  type DiwanInput,
  type DiwanValues,
} from '../../../../../shared/schemas/diwan';
import { paths } from '../../../../config/paths';
import { AlertBanner } from '../../shell/components/alert-banner';
import {
  FormField,
  fieldAria,
  inputClassName,
  primaryButtonClassName,
  secondaryButtonClassName,
} from '../../shell/components/form-field';
import { applyServerFieldErrors, failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { formDraftKey, useFormDraft } from '../../shell/hooks/use-form-draft';
import { useUnsavedChangesPrompt } from '../../shell/hooks/use-unsaved-changes-prompt';
import { useUpdateDiwanInfo } from '../api/update-diwan-info';

const m = messages.adminDiwan;
const fieldNames = ['address', 'location', 'opening_hours', 'contact_phone', 'map_url'] as const;
type FieldName = (typeof fieldNames)[number];

// SPEC §9: diwan admin messages auto-dismiss after 5000 ms.
export const DIWAN_MESSAGE_MS = 5000;

type Banner = { tone: 'success' | 'error'; text: string } | null;

export function diwanFormValues(info: DiwanInfo): DiwanInput {
  return {
    address: info.address,
    location: info.location,
    opening_hours: info.opening_hours,
    contact_phone: info.contact_phone,
    map_url: info.map_url,
  };
}

/** The diwan info form (SPEC §2, §5): required fields, a Google Maps link, errors cleared on edit. */
export function DiwanForm({ initial }: { initial: DiwanInfo }) {
  const form = useForm<DiwanInput, unknown, DiwanValues>({
    resolver: zodResolver(diwanInputSchema),
    defaultValues: diwanFormValues(initial),
    // SPEC §5: a field's error clears when it is edited; it is checked again on the next save.
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
  const draft = useFormDraft(form, formDraftKey('diwan'));
  const { mutateAsync } = useUpdateDiwanInfo();
  const { save, isSaving } = useAdminSave(mutateAsync);
  useUnsavedChangesPrompt(isDirty, draft.clear);
  const [banner, setBanner] = useState<Banner>(null);

  const { restore } = draft;
  useEffect(() => {
    restore(diwanFormValues(initial));
  }, [restore, initial]);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), DIWAN_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  async function onValid(values: DiwanValues) {
    setBanner(null);
    const outcome = await save(values);
    if (outcome.status === 'saved') {
      draft.clear();
      reset(diwanFormValues(outcome.data.data));
      setBanner({ tone: 'success', text: outcome.data.message || m.saved });
    } else if (outcome.status === 'failed') {
      applyServerFieldErrors(outcome.error, setError, fieldNames);
      setBanner({ tone: 'error', text: failureMessage(outcome.error, m.saveFailed) });
    }
  }

  function onInvalid(_errors: FieldErrors<DiwanInput>) {
    setBanner(null);
  }

  const field = (name: FieldName) => ({
    ...fieldAria(`diwan-${name}`, errors[name]?.message),
    ...register(name, { onChange: () => clearErrors(name) }),
  });
  const hasErrors = fieldNames.some((name) => errors[name]);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      {hasErrors && <AlertBanner tone="error">{m.summary}</AlertBanner>}
      {banner && (
        <AlertBanner tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </AlertBanner>
      )}
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2">
        <FormField id="diwan-address" label={m.fields.address} required error={errors.address?.message}>
          <textarea {...field('address')} rows={2} className={inputClassName} />
        </FormField>
        <FormField id="diwan-location" label={m.fields.location} required error={errors.location?.message}>
          <input {...field('location')} type="text" className={inputClassName} />
        </FormField>
        <FormField
          id="diwan-opening_hours"
          label={m.fields.opening_hours}
          required
          error={errors.opening_hours?.message}
        >
          <input {...field('opening_hours')} type="text" className={inputClassName} />
        </FormField>
        <FormField
          id="diwan-contact_phone"
          label={m.fields.contact_phone}
          error={errors.contact_phone?.message}
        >
          <input
            {...field('contact_phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            className={`${inputClassName} text-start`}
          />
        </FormField>
        <div className="md:col-span-2">
          <FormField
            id="diwan-map_url"
            label={m.fields.map_url}
            required
            hint={m.fields.mapHint}
            error={errors.map_url?.message}
          >
            <input
              {...field('map_url')}
              {...fieldAria('diwan-map_url', errors.map_url?.message, true)}
              type="url"
              dir="ltr"
              className={`${inputClassName} text-start`}
            />
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClassName} disabled={isSaving} aria-busy={isSaving}>
          <Save className="size-4" aria-hidden="true" />
          {isSaving ? messages.common.saving : messages.common.save}
        </button>
        <Link to={paths.diwan} className={secondaryButtonClassName}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {m.preview}
        </Link>
      </div>
    </form>
  );
}
