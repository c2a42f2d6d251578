import type { ReactNode } from 'react';
import { adminMessages } from '#shared/messages/admin.ts';

/** Classes shared by every admin text input, select and textarea. */
export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ' +
  'aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The id of a field's error text, for `aria-describedby`. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;
/** The id of a field's label, for a control named by more than its label (a date picker's button). */
export const fieldLabelId = (id: string) => `${id}-label`;

/** `aria-*` props for an input with an optional error and hint. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? fieldHintId(id) : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, the input (children), an optional hint and the field's error. */
export function FormField({ id, label, required, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={className ? `space-y-1.5 ${className}` : 'space-y-1.5'}>
      <label id={fieldLabelId(id)} htmlFor={id} className="block font-semibold text-slate-800">
        {label}
        {required && (
          <span className="ms-1 text-red-700" aria-hidden="true" title={adminMessages.shell.required}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={fieldHintId(id)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
