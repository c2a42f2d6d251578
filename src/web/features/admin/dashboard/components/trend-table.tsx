import { dashboardMessages as m } from '#shared/messages/dashboard.ts';

export interface TrendTableRow {
  key: string;
  label: string;
  count: number;
}

interface TrendTableProps {
  caption: string;
  headings: { label: string; count: string };
  rows: readonly TrendTableRow[];
}

/** «عرض كجدول»: the values a chart draws, as a table anyone can read (and a screen reader can walk). */
export function TrendTable({ caption, headings, rows }: TrendTableProps) {
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        {m.showTable}
      </summary>
      <div
        role="region"
        aria-label={caption}
        className="max-h-72 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-700"
        // A year of days scrolls in its own box: a keyboard must reach it to scroll it (axe:
        // scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {headings.label}
              </th>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {headings.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-1.5 text-start font-normal">
                  {row.label}
                </th>
                <td className="px-4 py-1.5">
                  <bdi>{row.count}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
