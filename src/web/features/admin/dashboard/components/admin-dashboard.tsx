import { FilePlus, Landmark, Newspaper, UserPlus, Users, Eye, Network, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '#shared/messages/admin.ts';
import { dashboardMessages } from '#shared/messages/dashboard.ts';
import { paths } from '#web/config/paths.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { useAdminStats } from '#web/features/admin/shell/api/get-admin-stats.ts';
import { LoadingStatus } from '#web/features/admin/shell/components/query-state.tsx';
import { useCountUp } from '../hooks/use-count-up';
import { DemoContentCard } from './demo-content-card';
import { FailedLoginsCard } from './failed-logins-card';
import { useAdminAccess } from '#web/features/admin/shell/hooks/use-admin-access.ts';

const m = adminMessages.dashboard;
// The charts and their library are a chunk of their own (decision 019).
const DashboardTrends = lazy(() => import('./dashboard-trends'));

interface CounterCardProps {
  label: string;
  value: number;
  delayMs: number;
  Icon: LucideIcon;
}

function CounterCard({ label, value, delayMs, Icon }: CounterCardProps) {
  const shown = useCountUp(value, delayMs);
  return (
    <li className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm">
      <span className="rounded-full bg-brand-50 p-3 text-brand-600">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        {/* Screen readers get the final number, not every step of the animation. */}
        <p className="text-3xl font-bold text-brand-900" aria-hidden="true">
          <bdi>{shown}</bdi>
        </p>
        <span className="sr-only">{value}</span>
      </div>
    </li>
  );
}

const actionClass =
  'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-700 shadow-sm hover:border-brand-500 hover:bg-brand-50';

/**
 * The dashboard (docs/product.md#dashboard): four counters and the quick actions. `backupStatus` (decision
 * 029) is another feature's card, handed in by the route and shown to owners.
 */
export function AdminDashboard({ backupStatus }: { backupStatus?: ReactNode } = {}) {
  const stats = useAdminStats();
  const { role, may } = useAdminAccess();

  // docs/product.md#messages: a stats failure is logged only; the counters stay at 0.
  useEffect(() => {
    if (stats.isError) console.error('dashboard: could not load the stats', stats.error);
  }, [stats.isError, stats.error]);

  const data = stats.data;
  const counters = [
    { label: m.counters.news, value: data?.newsCount ?? 0, Icon: Newspaper },
    { label: m.counters.notablePeople, value: data?.notablePeopleCount ?? 0, Icon: Users },
    { label: m.counters.familyMembers, value: data?.familyMembersCount ?? 0, Icon: Network },
    // Decision 018: the counter counts visits.
    { label: dashboardMessages.visitsCounter, value: data?.websiteViews ?? 0, Icon: Eye },
  ];

  return (
    <AdminScreen title={m.welcome} intro={m.intro} width="full">
      {role === 'owner' && <DemoContentCard />}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {counters.map((counter, index) => (
          // docs/product.md#constants: per-card delays 0, 200, 400, 600 ms.
          <CounterCard key={counter.label} {...counter} delayMs={index * 200} />
        ))}
      </ul>
      {may('editor') && (
        <section aria-labelledby="quick-actions" className="space-y-3">
          <h2 id="quick-actions" className="text-xl font-bold text-brand-900">
            {m.quickActions}
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            <Link to={paths.admin.newsAdd} className={actionClass}>
              <FilePlus className="size-5" aria-hidden="true" />
              {m.addNews}
            </Link>
            <Link to={paths.admin.notablePeopleAdd} className={actionClass}>
              <UserPlus className="size-5" aria-hidden="true" />
              {m.addPerson}
            </Link>
            <Link to={paths.admin.diwan} className={actionClass}>
              <Landmark className="size-5" aria-hidden="true" />
              {m.editDiwan}
            </Link>
          </div>
        </section>
      )}
      {role === 'owner' && backupStatus}
      {role === 'owner' && <FailedLoginsCard />}
      <Suspense fallback={<LoadingStatus label={dashboardMessages.loadingCharts} />}>
        <DashboardTrends />
      </Suspense>
    </AdminScreen>
  );
}
