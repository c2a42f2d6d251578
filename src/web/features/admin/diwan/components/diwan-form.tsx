import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '#shared/messages/admin.ts';
import { type AdminDiwanInfo, type DiwanInfo } from '#shared/schemas/diwan.ts';
import { diwanInputSchema, type DiwanInput } from '#shared/schemas/diwan-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { AdminFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { useDiwanInfo } from '../api/get-diwan-info';
import { useUpdateDiwanInfo } from '../api/update-diwan-info';

const m = adminMessages.diwan;
const Field = fieldsFor<DiwanInput>();
const resolver = zodResolver(diwanInputSchema);

// docs/product.md#constants: diwan admin messages auto-dismiss after 5000 ms.
export const DIWAN_MESSAGE_MS = 5000;

export function diwanFormValues(info: DiwanInfo): DiwanInput {
  const { address, location, opening_hours, contact_phone, map_url } = info;
  return { address, location, opening_hours, contact_phone, map_url };
}

/**
 * The diwan info form (docs/product.md#admin-diwan): required fields, a Google Maps link, errors cleared on
 * edit.
 */
export function DiwanForm({ initial }: { initial: AdminDiwanInfo }) {
  const { mutateAsync } = useUpdateDiwanInfo();
  const entity = useEntityForm({
    idPrefix: 'diwan',
    draftKey: formDraftKey('diwan'),
    initialValues: diwanFormValues(initial),
    resolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || m.saved,
    failureMessage: (error) => failureMessage(error, m.saveFailed),
    afterSave: { resetTo: (saved) => diwanFormValues(saved.data) },
    invalidSummary: m.summary,
    resultTimeoutMs: DIWAN_MESSAGE_MS,
    // Decision 026: the version it opened (0 before the first save) goes with each save.
    versioned: {
      version: initial.version,
      toFormValues: (current) => diwanFormValues(current as DiwanInfo),
      labels: m.fields,
    },
  });
  return (
    <EntityFormView
      entity={entity}
      extraActions={
        <Link to={paths.diwan} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {m.preview}
        </Link>
      }
    >
      <FormCard columns>
        <Field.Text name="address" label={m.fields.address} required rows={2} />
        <Field.Text name="location" label={m.fields.location} required />
        <Field.Text name="opening_hours" label={m.fields.opening_hours} required />
        <Field.Text name="contact_phone" label={m.fields.contact_phone} type="tel" latin autoComplete="tel" />
        <Field.Text
          name="map_url"
          label={m.fields.map_url}
          hint={m.fields.mapHint}
          required
          mixedDirection
          className="md:col-span-2"
        />
      </FormCard>
    </EntityFormView>
  );
}

/**
 * /admin/diwan: loads the stored diwan info, then the form (docs/product.md#admin-diwan, 'تعذر تحميل بيانات
 * الديوان').
 */
export function DiwanScreen() {
  const query = useDiwanInfo();
  return (
    <AdminFormScreen title={m.title} intro={m.intro} query={query} loadError={m.loadError}>
      {(info) => info && <DiwanForm initial={info} />}
    </AdminFormScreen>
  );
}
