import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { contactInputSchema } from '#shared/schemas/contact-input.ts';
import { useSendContactMessage } from '../api/send-contact-message';
import { buildMailtoUrl, openMailApp } from '../mailto';
import { Button } from '#web/components/ui/button.tsx';
import { useToaster } from '#web/components/ui/toaster.tsx';

const m = publicMessages.diwanPage;
const formSchema = contactInputSchema.pick({ name: true, subject: true, message: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const requiredMessages = new Set<string>([
  publicMessages.contact.nameRequired,
  publicMessages.contact.subjectRequired,
  publicMessages.contact.messageRequired,
]);

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 transition-colors focus:border-brand-500 aria-[invalid=true]:border-red-600';

/** A required field and its label; `rows` makes it the message's text area. */
function ContactField({
  label,
  invalid,
  rows,
  autoComplete,
  ...registration
}: UseFormRegisterReturn<keyof FormInput> & {
  label: string;
  invalid: boolean;
  rows?: number;
  autoComplete?: string;
}) {
  const id = `contact-${registration.name}`;
  const control = { id, 'aria-required': true, 'aria-invalid': invalid || undefined, ...registration };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} className={`${fieldClass} resize-y`} {...control} />
      ) : (
        <input type="text" autoComplete={autoComplete} className={fieldClass} {...control} />
      )}
    </div>
  );
}

export interface ContactFormProps {
  /** The site's e-mail (site settings): the message's `to` and the mail app fallback's address. */
  siteEmail: string;
}

/** docs/product.md#diwan: the diwan's contact form. */
export function ContactForm({ siteEmail }: ContactFormProps) {
  const send = useSendContactMessage();
  useToaster();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', subject: '', message: '' },
  });

  const onValid = async (values: FormValues) => {
    try {
      const reply = await send.mutateAsync({ ...values, to: siteEmail });
      toast.success(publicMessages.diwan.sentTitle, { description: reply.message });
      reset();
    } catch {
      // docs/product.md#diwan: on any failure the visitor can still write, from their own mail app; the form
      // keeps its text.
      openMailApp(buildMailtoUrl(siteEmail, getValues() as FormValues));
      toast.info(publicMessages.diwan.mailAppOpened, { description: m.mailAppOpenedDescription });
    }
  };

  // docs/product.md#validation: an empty field means the destructive 'خطأ' toast and nothing sent.
  const onInvalid = (fieldErrors: FieldErrors<FormInput>) => {
    const texts = Object.values(fieldErrors).map((error) => error?.message ?? '');
    const onlyMissing = texts.every((text) => requiredMessages.has(text));
    toast.error(commonMessages.error, {
      description: onlyMissing ? publicMessages.diwan.requiredFields : texts.find(Boolean),
    });
  };

  const sending = send.isPending;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="space-y-4"
      aria-labelledby="contact-heading"
    >
      <ContactField label={m.nameLabel} invalid={!!errors.name} autoComplete="name" {...register('name')} />
      <ContactField label={m.subjectLabel} invalid={!!errors.subject} {...register('subject')} />
      <ContactField label={m.messageLabel} invalid={!!errors.message} rows={6} {...register('message')} />
      <Button type="submit" size="large" disabled={sending} className="w-full sm:w-auto">
        {sending ? publicMessages.diwan.sending : publicMessages.diwan.send}
        {/* The paper plane points the way the text runs: flipped for right to left. */}
        <Send aria-hidden className="size-5 -scale-x-100" />
      </Button>
    </form>
  );
}
