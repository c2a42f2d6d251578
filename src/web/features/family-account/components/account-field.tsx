import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-start text-slate-900 transition-colors ' +
  'focus:border-brand-500 aria-[invalid=true]:border-red-600';

type AccountFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Left to right unless said: a name typed in Arabic (a passkey's) is `auto`. */
  dir?: 'ltr' | 'auto';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'dir'>;

/**
 * A label, its input and its message: a username or a password, typed left to right whatever the
 * page's direction; the error is read with the field.
 */
export function AccountField({ id, label, hint, error, ref, dir = 'ltr', ...input }: AccountFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        dir={dir}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The frame of the invitation, sign-in and «حسابي» pages: one card, narrow on a phone, centred on
 * a desk; `wide` for a list («حسابي»'s passkeys) rather than a form.
 */
export function AccountCard({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} px-4 py-10 sm:py-16`}>
      <section
        aria-labelledby="account-title"
        className="space-y-5 rounded-2xl bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="account-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
