import { useId, type ReactNode } from 'react';
import { familyCircleMessages } from '#shared/messages/family-circle.ts';
import { contactVisibilities } from '#shared/schemas/family-member.ts';
import { FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import type { MemberFormValues } from '../member-form-values';

const c = familyCircleMessages.contact;
const r = familyCircleMessages.relatives;
const Field = fieldsFor<MemberFormValues>();
const visibilityOptions = contactVisibilities.map((value) => ({ value, label: c.visibilityChoices[value] }));

/** A card with its own heading, so a long form reads as parts. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <FormCard columns>{children}</FormCard>
    </section>
  );
}

/**
 * «بيانات التواصل»: the member's phone, e-mail and area, and who may read them. None of it ever
 * reaches the public; the consent says whether signed-in relatives will find it in the directory.
 */
export function MemberContactSection() {
  return (
    <Section title={c.section}>
      <Field.Text
        name="contact_phone"
        label={c.phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        latin
        placeholder={c.phonePlaceholder}
        hint={c.phoneHint}
      />
      <Field.Text name="contact_email" label={c.email} type="email" autoComplete="off" latin />
      <Field.Text name="contact_area" label={c.area} placeholder={c.areaPlaceholder} />
      <Field.Radio
        name="contact_visibility"
        label={c.visibility}
        hint={c.visibilityHint}
        options={visibilityOptions}
        className="md:col-span-2"
      />
    </Section>
  );
}

/** «ما يراه الأقارب»: whether signed-in relatives see this member in full or only as the public does. */
export function MemberRelativesSection() {
  return (
    <Section title={r.section}>
      <Field.Checkbox
        name="relatives_see_full"
        label={r.seeFull}
        hint={r.seeFullHint}
        className="md:col-span-2"
      />
    </Section>
  );
}
