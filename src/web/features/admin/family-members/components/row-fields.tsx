import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import { inputClassName } from '#web/features/admin/shell/components/form-field.tsx';
import type { MemberFormValues } from '../member-form-values';

export type MemberFormControl = Control<MemberFormValues, unknown, FamilyMemberValues>;

interface RowFieldProps {
  control: MemberFormControl;
  /** A text of one row of a list in the form: a marriage's, an event's. */
  name: FieldPathByValue<MemberFormValues, string | undefined>;
  id: string;
  label: string;
  /** Tells the form the row changed (its draft, its «unsaved» mark). */
  onEdited: () => void;
  className?: string;
}

const labelClassName = 'block font-semibold text-slate-800';

/** A labelled text of a row (a date, an occupation's words), saved with the row. */
export function RowTextField({
  control,
  name,
  id,
  label,
  placeholder,
  onEdited,
  className = 'space-y-1.5',
}: RowFieldProps & { placeholder?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={className}>
          <label htmlFor={id} className={labelClassName}>
            {label}
          </label>
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            placeholder={placeholder}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onEdited();
            }}
            className={`${inputClassName} min-h-11`}
          />
        </div>
      )}
    />
  );
}

/** A labelled choice of a row (an event's kind, how a marriage ended), saved with the row. */
export function RowSelectField({
  control,
  name,
  id,
  label,
  options,
  onEdited,
  className = 'space-y-1.5',
}: RowFieldProps & { options: readonly (readonly [value: string, label: string])[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={className}>
          <label htmlFor={id} className={labelClassName}>
            {label}
          </label>
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onEdited();
            }}
            className={`${inputClassName} min-h-11`}
          >
            {options.map(([value, text]) => (
              <option key={value || 'none'} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      )}
    />
  );
}
