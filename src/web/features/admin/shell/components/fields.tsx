import { Save } from 'lucide-react';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { EntityForm } from '../hooks/use-entity-form';
import { ConflictDialog } from './conflict-dialog';
import { AlertBanner } from './alert-banner';
import { FormField, fieldAria, fieldErrorId, fieldHintId, fieldLabelId, inputClassName } from './form-field';
import { ImageUploadField } from './image-upload-field';
import { NewsMembersField, type MembersFieldText } from './members-field';
import { ResultBanner } from './result-banner';

// Fields of an entity form (hooks/use-entity-form.ts): label, input, hint and error, with the
// error cleared as soon as the field is edited. They find their form through EntityFormView, and
// `fieldsFor<Values>()` types their names, so a new admin form is mostly a list of one-liners.

// The calendar and its libraries load with the first form that has a date, not with every form.
const DatePicker = lazy(() =>
  import('#web/components/ui/date-picker.tsx').then((module) => ({ default: module.DatePicker })),
);
const DateTimePicker = lazy(() =>
  import('./date-time-picker').then((module) => ({ default: module.DateTimePicker })),
);

const EntityFormContext = createContext<EntityForm<FieldValues, unknown> | null>(null);

function useEntity(): EntityForm<FieldValues, unknown> {
  const entity = useContext(EntityFormContext);
  if (!entity) throw new Error('A field must be placed inside an EntityFormView');
  return entity;
}

interface BaseFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  /** The wrapper's classes, e.g. `md:col-span-2`. */
  className?: string;
}

function useBoundInput(name: string, hint: string | undefined) {
  const entity = useEntity();
  const id = entity.inputId(name);
  const error = entity.fieldError(name);
  return {
    entity,
    id,
    error,
    inputProps: {
      ...fieldAria(id, error, Boolean(hint)),
      ...entity.form.register(name, { onChange: () => entity.onFieldEdited(name) }),
    },
  };
}

interface TextFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  // No 'date' or 'datetime-local': the browser's own speak the browser's language (Field.Date instead).
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password';
  /** Text that reads left to right whatever the page (links, phones, e-mail, dates, numbers). */
  latin?: boolean;
  /** Text that may be either (a pasted link or an Arabic address): each reads its own way. */
  mixedDirection?: boolean;
  /** A textarea of this many rows. */
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  /** The input's own extra classes, e.g. a narrow width. */
  inputClassName?: string;
}

function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const {
    name,
    label,
    required,
    hint,
    className,
    type = 'text',
    latin,
    mixedDirection,
    rows,
    ...input
  } = props;
  const { id, error, inputProps } = useBoundInput(name, hint);
  const classes = [inputClassName, latin ? 'text-start' : '', props.inputClassName ?? '']
    .filter(Boolean)
    .join(' ');
  const shared = {
    ...inputProps,
    required,
    dir: latin ? 'ltr' : mixedDirection ? 'auto' : undefined,
    className: classes,
  };
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input
          {...shared}
          type={type}
          placeholder={input.placeholder}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
        />
      )}
    </FormField>
  );
}

interface SelectFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('none', 'choose …'). */
  emptyOption?: string;
  /** Runs after the field's own change handling (e.g. a child's generation from its father's). */
  onChanged?: (value: string) => void;
}

function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { name, label, required, hint, className, options, emptyOption, onChanged } = props;
  const entity = useEntity();
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

/** A yes/no setting: the box before its label, the whole line clickable. */
function CheckboxField<T extends FieldValues>({ name, label, hint, className }: BaseFieldProps<T>) {
  const { id, inputProps } = useBoundInput(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
        <input {...inputProps} id={id} type="checkbox" className="size-5 accent-brand-600" />
        {label}
      </label>
      {hint && (
        <p id={fieldHintId(id)} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

interface RadioFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  options: readonly { value: string; label: string }[];
}

/**
 * One choice among a few, each on view (who reads a news item, who may see a phone number): a
 * fieldset whose legend is the label, the hint under it, the server's refusal last.
 */
function RadioField<T extends FieldValues>({ name, label, hint, className, options }: RadioFieldProps<T>) {
  const entity = useEntity();
  const id = entity.inputId(name);
  const error = entity.fieldError(name);
  const registered = entity.form.register(name, { onChange: () => entity.onFieldEdited(name) });
  const { 'aria-describedby': describedBy } = fieldAria(id, error, Boolean(hint));
  return (
    <fieldset
      id={id}
      className={className ? `space-y-1.5 ${className}` : 'space-y-1.5'}
      aria-describedby={describedBy}
    >
      <legend className="mb-1.5 font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input {...registered} type="radio" value={option.value} className="size-4 accent-brand-600" />
            {option.label}
          </label>
        ))}
      </div>
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
    </fieldset>
  );
}

interface DateFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** A time of day too (`yyyy-mm-ddTHH:mm`), not the day alone (`yyyy-mm-dd`). */
  withTime?: boolean;
}

/** A day (or a day and a time) on the Arabic calendar; an optional one has a clear button. */
function DateField<T extends FieldValues>(props: DateFieldProps<T>) {
  const { name, label, required, hint, className, withTime } = props;
  const entity = useEntity();
  const id = entity.inputId(name);
  const error = entity.fieldError(name);
  const Picker = withTime ? DateTimePicker : DatePicker;
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <Controller
        control={entity.form.control}
        name={name}
        render={({ field }) => (
          <Suspense fallback={<div className="min-h-11 rounded-lg border border-slate-300 bg-slate-50" />}>
            <Picker
              id={id}
              labelId={fieldLabelId(id)}
              label={label}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(value) => {
                field.onChange(value as PathValue<FieldValues, string>);
                entity.onFieldEdited(name);
              }}
              optional={!required}
              invalid={Boolean(error)}
              describedBy={fieldAria(id, error, Boolean(hint))['aria-describedby']}
              ref={field.ref}
              onBlur={field.onBlur}
            />
          </Suspense>
        )}
      />
    </FormField>
  );
}

interface ImageFieldProps<T extends FieldValues> extends BaseFieldProps<T> {
  /** One of the admin upload paths, e.g. api.admin.news.upload. */
  uploadPath: string;
}

/** An image: upload with preview and progress, or a path; saving waits for an upload to finish. */
function ImageField<T extends FieldValues>({ name, label, className, uploadPath }: ImageFieldProps<T>) {
  const entity = useEntity();
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
              field.onChange(value as PathValue<FieldValues, string>);
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

interface MembersFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** The form's own words for the field (the news' by default). */
  text?: MembersFieldText;
  className?: string;
}

/** The members of the family an item names (a news item, an occasion, a timeline entry), by their ids. */
function MembersField<T extends FieldValues>({ name, text, className }: MembersFieldProps<T>) {
  const entity = useEntity();
  return (
    <div className={className}>
      <Controller
        control={entity.form.control}
        name={name}
        render={({ field }) => (
          <NewsMembersField
            id={entity.inputId(name)}
            value={(field.value as number[] | undefined) ?? []}
            onChange={(ids) => {
              field.onChange(ids as PathValue<FieldValues, string>);
              entity.onFieldEdited(name);
            }}
            error={entity.fieldError(name)}
            text={text}
          />
        )}
      />
    </div>
  );
}

/** The fields of a form whose values are `T`: names are checked against its type. */
export function fieldsFor<T extends FieldValues>() {
  return {
    Text: TextField<T>,
    Select: SelectField<T>,
    Checkbox: CheckboxField<T>,
    Radio: RadioField<T>,
    Date: DateField<T>,
    Image: ImageField<T>,
    Members: MembersField<T>,
  };
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

interface EntityFormViewProps<T extends FieldValues, TValues> {
  entity: EntityForm<T, TValues>;
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
export function EntityFormView<T extends FieldValues, TValues>({
  entity,
  cancelTo,
  saveLabel = commonMessages.save,
  savingLabel = commonMessages.saving,
  successActions,
  extraActions,
  resultRole,
  children,
}: EntityFormViewProps<T, TValues>) {
  const navigate = useNavigate();
  return (
    <EntityFormContext value={entity as unknown as EntityForm<FieldValues, unknown>}>
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
                {commonMessages.cancel}
              </Button>
            )}
            {extraActions}
          </div>
        </form>
        <ConflictDialog
          conflict={entity.conflict}
          onReload={entity.reloadLatest}
          onReapply={entity.reapplyMine}
          onClose={entity.dismissConflict}
        />
      </div>
    </EntityFormContext>
  );
}
