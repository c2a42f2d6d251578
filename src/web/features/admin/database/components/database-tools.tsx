import { CheckCircle2, DatabaseZap, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '#shared/messages/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { ResultBanner, type ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import type { CheckDatabaseResponse } from '#shared/schemas/auth.ts';
import { useCheckDatabase } from '../api/check-database';
import { useSeedDatabase, useSeedNotablePeople } from '../api/seed-database';
import { BusyIcon } from '#web/features/admin/shell/components/busy-icon.tsx';

const m = adminMessages.database;

type Action = 'seed' | 'check' | 'seedPeople';

function CountsTable({ check }: { check: CheckDatabaseResponse }) {
  const rows: [string, string | number][] = [
    [m.counts.news, check.counts.news],
    [m.counts.notablePeople, check.counts.notablePeople],
    [m.counts.familyMembers, check.counts.familyMembers],
    [m.counts.diwan, check.counts.diwan],
    [m.dialect, check.dialect],
  ];
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="db-counts"
    >
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

const buttons: { action: Action; label: string; Icon: LucideIcon; primary?: boolean }[] = [
  { action: 'seed', label: m.seed, Icon: DatabaseZap, primary: true },
  { action: 'check', label: m.check, Icon: CheckCircle2 },
  { action: 'seedPeople', label: m.seedPeople, Icon: Users },
];

/**
 * /admin/db-seed (docs/product.md#admin-backup-and-database): initialise, check, seed notable people. Each
 * only adds what is missing.
 */
export function DatabaseTools() {
  const seed = useSeedDatabase();
  const check = useCheckDatabase();
  const seedPeople = useSeedNotablePeople();
  const [running, setRunning] = useState<Action | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const [counts, setCounts] = useState<CheckDatabaseResponse | null>(null);

  async function run(action: Action) {
    if (running !== null) return;
    setRunning(action);
    setResult(null);
    setCounts(null);
    try {
      if (action === 'check') {
        const response = await check.mutateAsync();
        setCounts(response);
        setResult({ tone: 'success', text: response.message || m.ok });
      } else {
        const response = await (action === 'seed' ? seed : seedPeople).mutateAsync();
        setResult({ tone: 'success', text: response.message });
      }
    } catch (error) {
      if (!isSessionEnded(error)) setResult({ tone: 'error', text: failureMessage(error, m.failed) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <AdminScreen title={m.title} intro={m.intro} width="medium">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:p-6">
        {buttons.map(({ action, label, Icon, primary }) => (
          <Button
            key={action}
            variant={primary ? 'primary' : 'neutral'}
            size="compact"
            disabled={running !== null}
            aria-busy={running === action}
            onClick={() => void run(action)}
          >
            <BusyIcon busy={running === action} icon={Icon} />
            {running === action ? m.busy : label}
          </Button>
        ))}
      </div>
      <ResultBanner result={result} onDismiss={() => setResult(null)} role="alert" />
      {counts && <CountsTable check={counts} />}
    </AdminScreen>
  );
}
