import { useState } from 'react';
import { auditMessages as m } from '#shared/messages/audit.ts';
import type { AuditList } from '#shared/schemas/audit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useAuditList, type AuditFilters } from '../api/get-audit-list';
import { AuditEntryItem } from './audit-entry-item';
import { AuditFiltersForm } from './audit-filters';

const noFilters: AuditFilters = { user: '', type: '', action: '', from: '', to: '', page: 1 };

/** «السابق» and «التالي» with where the keeper is, when there is more than one page. */
function AuditPages({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="flex items-center gap-3" aria-label={m.page(page, pages)}>
      <Button variant="neutral" size="compact" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </Button>
      <span className="text-sm">{m.page(page, pages)}</span>
      <Button variant="neutral" size="compact" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
      </Button>
    </nav>
  );
}

/** One page of the history, or why it is empty (nothing yet, or nothing these filters keep). */
function AuditEntries({
  list,
  filtered,
  onPage,
}: {
  list: AuditList;
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  if (list.data.length === 0) return <p className="text-slate-600">{filtered ? m.emptyFiltered : m.empty}</p>;
  return (
    <div className="space-y-3">
      <ul aria-label={m.title} className="space-y-2">
        {list.data.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </ul>
      {pages > 1 && <AuditPages page={list.page} pages={pages} onPage={onPage} />}
    </div>
  );
}

/** «سجل التغييرات» (decision 025): every change, filtered by person, record, change and days. */
export function AuditScreen() {
  const [filters, setFilters] = useState(noFilters);
  const [draft, setDraft] = useState(noFilters);
  const list = useAuditList(filters);
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(noFilters);
  return (
    <AdminScreen title={m.title} intro={m.intro}>
      <AuditFiltersForm draft={draft} onDraft={setDraft} onApply={() => setFilters({ ...draft, page: 1 })} />
      <QueryState
        query={list}
        loadingLabel={m.title}
        errorMessage={(error) => failureMessage(error, m.loadError)}
      >
        {(data) => (
          <AuditEntries list={data} filtered={filtered} onPage={(page) => setFilters({ ...filters, page })} />
        )}
      </QueryState>
    </AdminScreen>
  );
}
