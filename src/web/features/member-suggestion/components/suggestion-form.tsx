import { Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { suggestionFields } from '#shared/schemas/member-suggestion.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { SuggestionFormState } from '../hooks/use-suggestion-form';
import type { SuggestionFormField } from '../suggestion-problem';

const controlClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 transition-colors focus:border-brand-500 aria-[invalid=true]:border-red-600';

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
 * «اقترح تصحيحاً»'s fields: what is wrong (which part, and in words), the correct value, the
 * sender's name and optional phone.
 */
export function SuggestionForm({ suggestion }: { suggestion: SuggestionFormState }) {
  const { form, problem, sending, submit } = suggestion;
  const { register, formState } = form;
  const id = useId();
  const idOf = (name: SuggestionFormField) => `${id}-${name}`;
  const errorOf = (name: SuggestionFormField) => formState.errors[name]?.message;
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {problem && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-semibold text-red-800"
        >
          {problem}
        </p>
      )}
      <Field id={idOf('field')} label={m.fieldLabel} error={errorOf('field')}>
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
      <Field id={idOf('message')} label={m.messageLabel} error={errorOf('message')} required>
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
        id={idOf('correct_value')}
        label={m.correctValueLabel}
        hint={m.correctValueHint}
        error={errorOf('correct_value')}
      >
        {(control) => (
          <input {...control} type="text" className={controlClass} {...register('correct_value')} />
        )}
      </Field>
      <Field id={idOf('name')} label={m.nameLabel} error={errorOf('name')} required>
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
      <Field id={idOf('phone')} label={m.phoneLabel} hint={m.phoneHint} error={errorOf('phone')}>
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
  );
}
