import { messages } from '../../../../../shared/messages';
import { LoadErrorBanner, LoadingStatus } from '../../shell/components/load-states';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { useDiwanInfo } from '../api/get-diwan-info';
import { DiwanForm } from './diwan-form';

const m = messages.adminDiwan;

/** /admin/diwan: loads the stored diwan info, then the form (SPEC §2, §8 'تعذر تحميل بيانات الديوان'). */
export function DiwanScreen() {
  useAdminFormAuth(messages.adminShell.nav.diwan);
  const query = useDiwanInfo();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <p className="text-slate-600">{m.intro}</p>
      </header>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <LoadErrorBanner message={m.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <DiwanForm initial={query.data} />
      )}
    </div>
  );
}
