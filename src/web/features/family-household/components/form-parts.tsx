import {
  useId,
  type ComponentType,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { ApiError } from '#web/lib/api-client.ts';

export const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-4 py-2 text-start text-slate-900 ' +
  'focus:border-brand-500 aria-[invalid=true]:border-red-600';

/** The site's file picker, handed in by the route (it lives with the admin's shared controls). */
export type FilePickerComponent = ComponentType<{
  id: string;
  accept: string;
  onChange: (file: File | null) => void;
  buttonLabel?: string;
  disabled?: boolean;
  describedBy?: string;
}>;

/** The site's date picker, handed in by the route: a day in both calendars, stored `yyyy-mm-dd`. */
export type DatePickerComponent = ComponentType<{
  id: string;
  labelId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}>;

/** The server's own words for a refusal; the connection message for anything else. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500 && !error.invalidResponse) {
    return error.message;
  }
  return commonMessages.connectionError;
}

/** A label, its control, its hint and its error, read together. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  labelId,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label id={labelId} htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a field's control is described by: its hint and its error. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function TextArea(
  props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> },
) {
  return <textarea {...props} className={`${fieldClass} py-3`} />;
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select {...props} className={fieldClass} />;
}

/** A titled card of the relative's pages. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
