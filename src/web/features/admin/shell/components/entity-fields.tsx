import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { Button } from '../../../../components/ui/button';
import type { EntityForm } from '../hooks/use-entity-form';
import { AlertBanner } from './alert-banner';
import { FormField, fieldAria, inputClassName } from './form-field';
import { ImageUploadField } from './image-upload-field';
import { ResultBanner } from './result-banner';

// Fields bound to an entity form (hooks/use-entity-form.ts): label, input, hint and error, with
// the error cleared as soon as the field is edited. A new admin form is mostly a list of these.

interface BoundFieldProps<T extends FieldValues> {
  entity: EntityForm<T, unknown>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  /** The wrapper's classes, e.g. `md:col-span-2`. */
  className?: string;
}

function useBound<T extends FieldValues>({ entity, name, hint }: BoundFieldProps<T>) {
  const id = entity.inputId(name);
  const error = entity.fieldError(name);
  return {
    id,
    error,
    inputProps: {
      ...fieldAria(id, error, Boolean(hint)),
      ...entity.form.register(name, { onChange: () => entity.onFieldEdited(name) }),
    },
  };
}

interface TextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'number' | 'password';
  /** Text that reads left to right whatever the page (links, phones, e-mail, dates, numbers). */
  latin?: boolean;
  /** A textarea of this many rows. */
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  inputClassName?: string;
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { id, error, inputProps } = useBound(props);
  const {
    label,
    required,
    hint,
    className,
    type = 'text',
    latin,
    rows,
    placeholder,
    autoComplete,
    inputMode,
  } = props;
  const classes = [inputClassName, latin ? 'text-start' : '', props.inputClassName ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {rows ? (
        <textarea
          {...inputProps}
          required={required}
          rows={rows}
          dir={latin ? 'ltr' : undefined}
          className={classes}
        />
      ) : (
        <input
          {...inputProps}
          type={type}
          required={required}
          dir={latin ? 'ltr' : undefined}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={classes}
        />
      )}
    </FormField>
  );
}

interface SelectFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('none', 'choose …'). */
  emptyOption?: string;
  /** Runs after the field's own change handling (e.g. a child's generation from its father's). */
  onChanged?: (value: string) => void;
}

export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { entity, name, label, required, hint, className, options, emptyOption, onChanged } = props;
  const id = entity.inputId(name);
  const error = entity.fieldError(name);
  const registered = entity.form.register(name, {
    onChange: (event: { target: { value: string } }) => {
      entity.onFieldEdited(name);
      onChanged?.(event.target.value);
    },
  });
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select {...fieldAria(id, error, Boolean(hint))} {...registered} className={inputClassName}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface ImageFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  uploadPath: string;
}

/** An image: upload with preview and progress, or a path; the form waits for an upload to finish. */
export function ImageField<T extends FieldValues>({
  entity,
  name,
  label,
  className,
  uploadPath,
}: ImageFieldProps<T>) {
  return (
    <div className={className}>
      <Controller
        control={entity.form.control}
        name={name}
        render={({ field, fieldState }) => (
          <ImageUploadField
            id={entity.inputId(name)}
            label={label}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => {
              field.onChange(value as PathValue<T, Path<T>>);
              entity.onFieldEdited(name);
            }}
            uploadPath={uploadPath}
            error={fieldState.error?.message}
            onBusyChange={entity.setUploading}
          />
        )}
      />
    </div>
  );
}

/** A white card holding fields; `columns` lays them out in two columns from medium screens up. */
export function FormCard({ children, columns = false }: { children: ReactNode; columns?: boolean }) {
  return (
    <div
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${
        columns ? 'grid gap-5 md:grid-cols-2' : 'space-y-5'
      }`}
    >
      {children}
    </div>
  );
}

interface EntityFormViewProps<T extends FieldValues> {
  entity: EntityForm<T, unknown>;
  /** Where «إلغاء» leads; no cancel button without it. */
  cancelTo?: string;
  saveLabel?: string;
  savingLabel?: string;
  /** Beside a success banner, e.g. back to the list. */
  successActions?: ReactNode;
  /** More buttons after save and cancel (e.g. a preview link). */
  extraActions?: ReactNode;
  /** See ResultBanner. */
  resultRole?: 'alert';
  children: ReactNode;
}

/** The form element with the result and summary banners above the fields and the actions below. */
export function EntityFormView<T extends FieldValues>({
  entity,
  cancelTo,
  saveLabel = messages.common.save,
  savingLabel = messages.common.saving,
  successActions,
  extraActions,
  resultRole,
  children,
}: EntityFormViewProps<T>) {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <ResultBanner
        result={entity.result}
        onDismiss={entity.dismissResult}
        successActions={successActions}
        role={resultRole}
      />
      {entity.invalidSummary && <AlertBanner tone="error">{entity.invalidSummary}</AlertBanner>}
      <form onSubmit={entity.onSubmit} noValidate className="space-y-6">
        {children}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            size="compact"
            disabled={entity.isSaving || entity.isUploading}
            aria-busy={entity.isSaving}
          >
            <Save className="size-5" aria-hidden="true" />
            {entity.isSaving ? savingLabel : saveLabel}
          </Button>
          {cancelTo && (
            <Button variant="neutral" size="compact" onClick={() => void navigate(cancelTo)}>
              {messages.common.cancel}
            </Button>
          )}
          {extraActions}
        </div>
      </form>
    </div>
  );
}
