import { ShieldAlert } from 'lucide-react';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { keepersAdminMessages } from '#shared/messages/keepers-admin.ts';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { useFailedLogins } from '../api/get-failed-logins';
import { ScrollRegion } from '#web/features/admin/shell/components/scroll-region.tsx';
import { TableHead } from '#web/features/admin/shell/components/table-head.tsx';

const m = keepersAdminMessages.failedLogins;

/**
 * «محاولات دخول فاشلة» (decision 023): what the owner should know of guesses at the keepers' and
 * the relatives' accounts, a relative's marked as such (a relative may be named like a keeper).
 */
export function FailedLoginsCard() {
  const failed = useFailedLogins();
  return (
    <section aria-labelledby="failed-logins-title" className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ShieldAlert className="size-5 text-brand-600" aria-hidden="true" />
        <h2 id="failed-logins-title" className="text-xl font-bold text-brand-900">
          {m.title}
        </h2>
        <span className="text-sm text-slate-600">{m.intro}</span>
      </div>
      <QueryState query={failed} errorMessage={(error) => failureMessage(error, m.loadError)}>
        {(data) =>
          data.total === 0 ? (
            <p className="text-slate-600">{m.none}</p>
          ) : (
            <>
              <p className="text-sm font-semibold text-slate-700">{m.total(data.total)}</p>
              <ScrollRegion label={m.title}>
                <table className="w-full text-start text-sm">
                  <TableHead columns={[m.at, m.username, m.address, m.tries]} />
                  <tbody>
                    {data.data.map((row) => (
                      <tr
                        key={`${row.username}\n${row.account}\n${row.ip}`}
                        className="border-b border-slate-100 last:border-0"
                      >
                        <td className="py-2 pe-3 whitespace-nowrap">{formatKuwaitDateTime(row.lastAt)}</td>
                        <td className="py-2 pe-3">
                          <bdi dir="ltr">{row.username}</bdi>
                          {row.account === 'relative' && (
                            <span className="ms-2 inline-block rounded-full bg-sand-200 px-2 py-0.5 text-xs font-bold text-amber-900">
                              {m.relative}
                            </span>
                          )}
                        </td>
                        <td className="py-2 pe-3">
                          <bdi dir="ltr">{row.ip}</bdi>
                        </td>
                        <td className="py-2 tabular-nums">{row.tries}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
