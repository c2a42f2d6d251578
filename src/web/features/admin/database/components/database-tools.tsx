import { CheckCircle2, DatabaseZap, Loader2, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { messages } from '../../../../../shared/messages';
import { AlertBanner } from '../../shell/components/alert-banner';
import { primaryButtonClassName, secondaryButtonClassName } from '../../shell/components/form-field';
import { failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { useCheckDatabase, type CheckDatabaseResponse } from '../api/check-database';
import { useSeedDatabase } from '../api/seed-database';
import { useSeedNotablePeople } from '../api/seed-notable-people';

const m = messages.adminDb;

type Action = 'seed' | 'check' | 'seedPeople';
type Result = { tone: 'success' | 'error'; text: string; counts?: CheckDatabaseResponse } | null;

function CountsTable({ check }: { check: CheckDatabaseResponse }) {
  const rows: [string, ReactNode][] = [
    [m.counts.news, check.counts.news],
    [m.counts.notablePeople, check.counts.notablePeople],
    [m.counts.familyMembers, check.counts.familyMembers],
    [m.counts.diwan, check.counts.diwan],
    [m.dialect, check.dialect],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 font-normal" data-testid="db-counts">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-bold">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/db-seed (SPEC §2): initialise, check, seed notable people. Each only adds what is missing. */
export function DatabaseTools() {
  useAdminFormAuth(m.title);
  const seed = useAdminSave(useSeedDatabase().mutateAsync);
  const check = useAdminSave(useCheckDatabase().mutateAsync);
  const seedPeople = useAdminSave(useSeedNotablePeople().mutateAsync);
  const [running, setRunning] = useState<Action | null>(null);
  const [result, setResult] = useState<Result>(null);
  const busy = running !== null;

  async function run(action: Action) {
    if (busy) return;
    setRunning(action);
    setResult(null);
    try {
      if (action === 'check') {
        const outcome = await check.save(undefined);
        if (outcome.status === 'saved') {
          setResult({ tone: 'success', text: outcome.data.message || m.ok, counts: outcome.data });
        } else if (outcome.status === 'failed') {
          setResult({ tone: 'error', text: failureMessage(outcome.error, m.failed) });
        }
      } else {
        const outcome = await (action === 'seed' ? seed : seedPeople).save(undefined);
        if (outcome.status === 'saved') {
          setResult({ tone: 'success', text: outcome.data.message });
        } else if (outcome.status === 'failed') {
          setResult({ tone: 'error', text: failureMessage(outcome.error, m.failed) });
        }
      }
    } finally {
      setRunning(null);
    }
  }

  const buttons: { action: Action; label: string; Icon: typeof DatabaseZap; primary?: boolean }[] = [
    { action: 'seed', label: m.seed, Icon: DatabaseZap, primary: true },
    { action: 'check', label: m.check, Icon: CheckCircle2 },
    { action: 'seedPeople', label: m.seedPeople, Icon: Users },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <p className="text-slate-600">{m.intro}</p>
      </header>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:p-6">
        {buttons.map(({ action, label, Icon, primary }) => (
          <button
            key={action}
            type="button"
            className={primary ? primaryButtonClassName : secondaryButtonClassName}
            disabled={busy}
            aria-busy={running === action}
            onClick={() => void run(action)}
          >
            {running === action ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Icon className="size-4" aria-hidden="true" />
            )}
            {running === action ? m.busy : label}
          </button>
        ))}
      </div>
      {result && (
        <AlertBanner tone={result.tone} role="alert" onDismiss={() => setResult(null)}>
          {result.text}
          {result.counts && <CountsTable check={result.counts} />}
        </AlertBanner>
      )}
    </div>
  );
}
