import { useState } from 'react';
import type { AuditRecordType } from '#shared/audit/audit-types.ts';
import { auditMessages as m } from '#shared/messages/audit.ts';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useRecordHistory } from '../api/get-record-history';
import { AuditEntryItem } from './audit-entry-item';

/**
 * «سجل التعديلات» under a member's or a news item's form (decision 025): its own changes, loaded
 * when opened, each with its fields before and after and, for owners, a restore.
 */
export function RecordHistory({ type, id }: { type: AuditRecordType; id: number }) {
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(type, id, open);
  return (
    <section className="mx-auto mt-6 max-w-4xl px-0">
      <details
        className="rounded-xl bg-white p-4 shadow-sm"
        onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
      >
        <summary className="cursor-pointer text-lg font-bold text-brand-900">{m.recordTitle}</summary>
        {open && (
          <div className="mt-3">
            <QueryState
              query={history}
              loadingLabel={m.recordTitle}
              errorMessage={(e) => failureMessage(e, m.loadError)}
            >
              {(data) =>
                data.data.length === 0 ? (
                  <p className="text-slate-600">{m.empty}</p>
                ) : (
                  <ul aria-label={m.recordTitle} className="space-y-2">
                    {data.data.map((entry) => (
                      <AuditEntryItem key={entry.id} entry={entry} showRecord={false} />
                    ))}
                  </ul>
                )
              }
            </QueryState>
          </div>
        )}
      </details>
    </section>
  );
}
