import { useId, useState, type FormEvent } from 'react';
import { auditActions, auditRecordTypes } from '../../../../../shared/audit/audit-types';
import { auditMessages as m } from '../../../../../shared/messages/audit';
import { Button } from '../../../../components/ui/button';
import { AdminScreen } from '../../shell/components/admin-screen';
import { DatePicker } from '../../shell/components/date-picker';
import { QueryState } from '../../shell/components/query-state';
import { failureMessage } from '../../shell/failure-message';
import { useAuditList, type AuditFilters } from '../api/get-audit-list';
import { AuditEntryItem } from './audit-entry-item';

const noFilters: AuditFilters = { user: '', type: '', action: '', from: '', to: '', page: 1 };
const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

/** «سجل التغييرات» (issue #12, decision 025): every change, filtered by person, record, change and days. */
export function AuditScreen() {
  const id = useId();
  const [filters, setFilters] = useState(noFilters);
  const [draft, setDraft] = useState(noFilters);
  const list = useAuditList(filters);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  }

  return (
    <AdminScreen title={m.title} intro={m.intro}>
      <form
        onSubmit={apply}
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <div>
          <label htmlFor={`${id}-user`} className="mb-1 block text-sm font-semibold">
            {m.filters.user}
          </label>
          <input
            id={`${id}-user`}
            dir="ltr"
            value={draft.user}
            onChange={set('user')}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-semibold">
            {m.filters.type}
          </label>
          <select id={`${id}-type`} value={draft.type} onChange={set('type')} className={fieldClass}>
            <option value="">{m.filters.any}</option>
            {auditRecordTypes.map((type) => (
              <option key={type} value={type}>
                {m.types[type]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`} className="mb-1 block text-sm font-semibold">
            {m.filters.action}
          </label>
          <select id={`${id}-action`} value={draft.action} onChange={set('action')} className={fieldClass}>
            <option value="">{m.filters.any}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {m.actions[action]}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((key) => (
          <div key={key}>
            <label
              id={`${id}-${key}-label`}
              htmlFor={`${id}-${key}`}
              className="mb-1 block text-sm font-semibold"
            >
              {m.filters[key]}
            </label>
            <DatePicker
              id={`${id}-${key}`}
              labelId={`${id}-${key}-label`}
              label={m.filters[key]}
              value={draft[key]}
              onChange={(value) => setDraft({ ...draft, [key]: value })}
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
      <QueryState
        query={list}
        loadingLabel={m.title}
        errorMessage={(error) => failureMessage(error, m.loadError)}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.per_page));
          const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(noFilters);
          if (data.data.length === 0) {
            return <p className="text-slate-600">{filtered ? m.emptyFiltered : m.empty}</p>;
          }
          return (
            <div className="space-y-3">
              <ul aria-label={m.title} className="space-y-2">
                {data.data.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
              </ul>
              {pages > 1 && (
                <nav className="flex items-center gap-3" aria-label={m.page(data.page, pages)}>
                  <Button
                    variant="neutral"
                    size="compact"
                    disabled={data.page <= 1}
                    onClick={() => setFilters({ ...filters, page: data.page - 1 })}
                  >
                    {m.previous}
                  </Button>
                  <span className="text-sm">{m.page(data.page, pages)}</span>
                  <Button
                    variant="neutral"
                    size="compact"
                    disabled={data.page >= pages}
                    onClick={() => setFilters({ ...filters, page: data.page + 1 })}
                  >
                    {m.next}
                  </Button>
                </nav>
              )}
            </div>
          );
        }}
      </QueryState>
    </AdminScreen>
  );
}
