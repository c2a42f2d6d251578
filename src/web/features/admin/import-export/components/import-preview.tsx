import { Loader2, TriangleAlert } from 'lucide-react';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { importMessages } from '#shared/messages/import.ts';
import type { ImportResponse } from '#shared/schemas/import.ts';

const m = importMessages.screen;

/** An upload's progress in percent, or a bar that moves without one while the server reads. */
export function ProgressBar({ percent, label }: { percent: number | null; label: string }) {
  return (
    <div className="space-y-2" role="status">
      <p className="flex items-center gap-2 text-slate-700">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { 'aria-valuenow': percent })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** What a file would import: the counts, the warnings, the first people as the site will read them. */
export function Preview({ answer }: { answer: ImportResponse }) {
  const { summary } = answer;
  const counts: [string, number][] = [
    [m.counts.members, summary.members],
    [m.counts.marriages, summary.marriages],
    [m.counts.skipped, summary.skipped],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3" data-testid="import-counts">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-center">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-brand-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="import-warnings" className="space-y-2">
        <h3 id="import-warnings" className="font-bold text-slate-900">
          {m.warningsHeading(summary.warnings.length)}
        </h3>
        {summary.warnings.length === 0 ? (
          <p className="text-slate-600">{m.noWarnings}</p>
        ) : (
          <ul className="max-h-60 space-y-1 overflow-y-auto rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
            {summary.warnings.map((warning, index) => (
              <li key={index} className="flex gap-2">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <span>
                  {/* A spreadsheet's warnings already begin «الصف N، عمود …»; a GEDCOM's name no line. */}
                  {warning.line !== undefined && warning.column === undefined && (
                    <span className="font-bold">{m.line(warning.line)}: </span>
                  )}
                  {warning.message} {warning.count !== undefined && m.times(warning.count)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="import-first-rows" className="space-y-2">
        <h3 id="import-first-rows" className="font-bold text-slate-900">
          {m.firstRows}
        </h3>
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
          role="region"
          aria-labelledby="import-first-rows"
          // Wider than a phone: a keyboard must reach the region to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {Object.values(m.columns).map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 text-start font-bold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.preview.map((row, index) => (
                <tr key={index} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-bold">{row.name}</td>
                  <td className="px-3 py-2">{row.gender === null ? '' : m[row.gender]}</td>
                  {/* As the site will read the dates: a date it did not understand shows as written. */}
                  <td className="px-3 py-2">
                    <bdi>{formatGenealogyDate(row.birth)}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{formatGenealogyDate(row.death)}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{row.generation}</bdi>
                  </td>
                  <td className="px-3 py-2">{row.father}</td>
                  <td className="px-3 py-2">{row.mother}</td>
                  <td className="px-3 py-2">{row.spouses.join('، ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
