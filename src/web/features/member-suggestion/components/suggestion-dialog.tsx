import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { commonMessages } from '../../../../shared/messages/common';
import { memberSuggestionMessages as m } from '../../../../shared/messages/member-suggestions';
import { suggestionFields } from '../../../../shared/schemas/member-suggestion';
import {
  suggestionFormSchema,
  type SuggestionFormInput,
} from '../../../../shared/schemas/member-suggestion-input';
import { Button } from '../../../components/ui/button';
import { DialogBackdrop, DialogCloseButton } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useSendMemberSuggestion } from '../api/send-member-suggestion';

type FormValues = z.output<typeof suggestionFormSchema>;

const emptyForm: SuggestionFormInput = {
  field: 'other',
  message: '',
  correct_value: '',
  name: '',
  phone: '',
};
const requiredMessages = new Set<string>([m.messageRequired, m.nameRequired]);

const controlClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 transition-colors focus:border-brand-500 aria-[invalid=true]:border-red-600';

export interface SuggestionDialogProps {
  member: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts the focus back once closed: Radix does so for a Dialog.Trigger only, and the button is not one. */
  onClosed: () => void;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A label, its control, and the hint and error the control is described by. */
function Field({ id, label, hint, error, required, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Issue #11: «اقترح تصحيحاً», the form in a dialog: what is wrong (which part, and in words), the
 * correct value, the sender's name and optional phone. The form lives beside the dialog's content,
 * not in it, so closing the dialog, or a failed send, loses nothing typed; a sent suggestion says
 * so and empties the form. Loaded on the button's first press.
 */
export function SuggestionDialog({ member, open, onOpenChange, onClosed }: SuggestionDialogProps) {
  const send = useSendMemberSuggestion();
  const form = useForm<SuggestionFormInput, unknown, FormValues>({
    resolver: zodResolver(suggestionFormSchema),
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const ids = {
    field: `${id}-field`,
    message: `${id}-message`,
    correct_value: `${id}-correct`,
    name: `${id}-name`,
    phone: `${id}-phone`,
  };
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentMessage) sentHeading.current?.focus();
  }, [sentMessage]);

  const onValid = async (values: FormValues) => {
    setProblem(null);
    try {
      const reply = await send.mutateAsync({ member_id: member.id, ...values });
      reset(emptyForm);
      setSentMessage(reply.message);
    } catch (error) {
      // The server's own words for what it refused (a field, the limit, a member gone); otherwise
      // the connection failed or the server did. Either way the form keeps every word.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        for (const [name, text] of Object.entries(error.fields)) {
          if (name in ids) setError(name as keyof typeof ids, { type: 'server', message: text });
        }
        setProblem(error.message);
      } else {
        setProblem(m.failed);
      }
    }
  };

  // SPEC §5 (as the contact form): an empty required field means the summary and nothing sent.
  const onInvalid = (fieldErrors: FieldErrors<SuggestionFormInput>) => {
    const texts = Object.values(fieldErrors).map((error) => error?.message ?? '');
    setProblem(
      texts.every((text) => requiredMessages.has(text)) ? m.requiredFields : (texts.find(Boolean) ?? null),
    );
  };

  const errorOf = (name: keyof typeof ids) => errors[name]?.message;
  const sending = send.isPending;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // A thank-you is read once; the next opening shows the form again.
        if (!next) setSentMessage(null);
      }}
    >
      <Dialog.Portal>
        <DialogBackdrop className="bg-brand-900/70 backdrop-blur-sm" onClose={() => onOpenChange(false)} />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[92svh] w-[calc(100vw-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white px-4 pt-3 pb-5 text-start shadow-2xl sm:px-6 sm:pb-6"
        >
          {/* Level with the close button, and clear of it. */}
          <Dialog.Title className="flex min-h-11 items-center pe-12 text-xl font-bold text-brand-700">
            {m.dialogTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-1 leading-relaxed text-slate-700">
            {m.dialogIntro(member.name)}
          </Dialog.Description>

          {sentMessage ? (
            <div role="status" className="mt-5 space-y-4 text-center">
              <CircleCheck aria-hidden className="mx-auto size-12 text-brand-600" />
              <h3 ref={sentHeading} tabIndex={-1} className="text-lg font-bold text-brand-700 outline-none">
                {m.sentTitle}
              </h3>
              <p className="leading-relaxed text-slate-700">{sentMessage}</p>
              <div className="flex flex-wrap justify-center gap-3">
                <Dialog.Close asChild>
                  <Button>{commonMessages.close}</Button>
                </Dialog.Close>
                <Button variant="outline" onClick={() => setSentMessage(null)}>
                  {m.sendAnother}
                </Button>
              </div>
            </div>
          ) : (
            <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-4 space-y-4">
              {problem && (
                <p
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-semibold text-red-800"
                >
                  {problem}
                </p>
              )}
              <Field id={ids.field} label={m.fieldLabel} error={errorOf('field')}>
                {(control) => (
                  <select {...control} className={controlClass} {...register('field')}>
                    {suggestionFields.map((field) => (
                      <option key={field} value={field}>
                        {m.fields[field]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={ids.message} label={m.messageLabel} error={errorOf('message')} required>
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    placeholder={m.messagePlaceholder}
                    className={`${controlClass} resize-y`}
                    {...register('message')}
                  />
                )}
              </Field>
              <Field
                id={ids.correct_value}
                label={m.correctValueLabel}
                hint={m.correctValueHint}
                error={errorOf('correct_value')}
              >
                {(control) => (
                  <input {...control} type="text" className={controlClass} {...register('correct_value')} />
                )}
              </Field>
              <Field id={ids.name} label={m.nameLabel} error={errorOf('name')} required>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="name"
                    className={controlClass}
                    {...register('name')}
                  />
                )}
              </Field>
              <Field id={ids.phone} label={m.phoneLabel} hint={m.phoneHint} error={errorOf('phone')}>
                {(control) => (
                  <input
                    {...control}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    // A number reads left to right, whatever the page's direction.
                    dir="ltr"
                    className={`${controlClass} text-end`}
                    {...register('phone')}
                  />
                )}
              </Field>
              <Button type="submit" size="large" disabled={sending} className="w-full">
                {sending ? m.sending : m.send}
                {/* The paper plane points the way the text runs: flipped for right to left. */}
                <Send aria-hidden className="size-5 -scale-x-100" />
              </Button>
            </form>
          )}
          <DialogCloseButton className="end-2 top-2" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
