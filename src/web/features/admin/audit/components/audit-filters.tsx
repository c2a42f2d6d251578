import { useId, type FormEvent } from 'react';
import { auditActions, auditRecordTypes } from '#shared/audit/audit-types.ts';
import { auditMessages as m } from '#shared/messages/audit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DatePicker } from '#web/components/ui/date-picker.tsx';
import type { AuditFilters } from '../api/get-audit-list';

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const labelClass = 'mb-1 block text-sm font-semibold';

/** One of the choices, or «الكل». */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        <option value="">{m.filters.any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who, which kind of record, which change, and from and to which day; applied together. */
export function AuditFiltersForm({
  draft,
  onDraft,
  onApply,
}: {
  draft: AuditFilters;
  onDraft: (draft: AuditFilters) => void;
  onApply: () => void;
}) {
  const id = useId();
  const set = (key: keyof AuditFilters) => (value: string) => onDraft({ ...draft, [key]: value });
  function apply(event: FormEvent) {
    event.preventDefault();
    onApply();
  }
  return (
    <form
      onSubmit={apply}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <div>
        <label htmlFor={`${id}-user`} className={labelClass}>
          {m.filters.user}
        </label>
        <input
          id={`${id}-user`}
          dir="ltr"
          value={draft.user}
          onChange={(event) => set('user')(event.target.value)}
          className={fieldClass}
        />
      </div>
      <FilterSelect
        id={`${id}-type`}
        label={m.filters.type}
        value={draft.type}
        options={auditRecordTypes}
        labelOf={(type) => m.types[type]}
        onChange={set('type')}
      />
      <FilterSelect
        id={`${id}-action`}
        label={m.filters.action}
        value={draft.action}
        options={auditActions}
        labelOf={(action) => m.actions[action]}
        onChange={set('action')}
      />
      {(['from', 'to'] as const).map((key) => (
        <div key={key}>
          <label id={`${id}-${key}-label`} htmlFor={`${id}-${key}`} className={labelClass}>
            {m.filters[key]}
          </label>
          <DatePicker
            id={`${id}-${key}`}
            labelId={`${id}-${key}-label`}
            label={m.filters[key]}
            value={draft[key]}
            onChange={set(key)}
            optional
          />
        </div>
      ))}
      <div className="flex items-end">
        <Button type="submit" size="compact">
          {m.filters.apply}
        </Button>
      </div>
    </form>
  );
}
