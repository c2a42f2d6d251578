import { changedFields, displayValue } from '#shared/audit/diff.ts';
import { auditMessages as m } from '#shared/messages/audit.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { ScrollRegion } from '#web/features/admin/shell/components/scroll-region.tsx';
import { TableHead } from '#web/features/admin/shell/components/table-head.tsx';

/** A stored value as a keeper reads it: a known code by its Arabic name. */
const valueOf = (field: string, value: unknown) =>
  (typeof value === 'string' ? m.values[field]?.[value] : undefined) ?? displayValue(value);

/** An entry's change, field by field: the value before and after, with Arabic field names. */
export function ChangeDiff({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-sm text-slate-600">{m.noFieldChanges}</p>;
  return (
    <ScrollRegion label={m.show}>
      <table className="w-full text-sm">
        <TableHead columns={[m.field, m.before, m.after]} compact />
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="py-1 pe-3 text-start font-semibold whitespace-nowrap">
                {m.fields[change.field] ?? change.field}
              </th>
              <td className="py-1 pe-3 break-words text-red-800">
                <bdi>{valueOf(change.field, change.before)}</bdi>
              </td>
              <td className="py-1 break-words text-green-800">
                <bdi>{valueOf(change.field, change.after)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
