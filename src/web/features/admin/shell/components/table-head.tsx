/**
 * The header row of the admin's plain tables (stored backups, failed sign-ins, a change's fields,
 * a conflict's fields): one title per column, start-aligned, the last without end padding.
 */
export function TableHead({ columns, compact = false }: { columns: readonly string[]; compact?: boolean }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-slate-600">
        {columns.map((title, index) => (
          <th
            key={title}
            scope="col"
            className={`${compact ? 'py-1' : 'py-2'} ${index < columns.length - 1 ? 'pe-3' : ''} text-start font-semibold`}
          >
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
