import { Loader2 } from 'lucide-react';
import { messages } from '../../../../../shared/messages';
import { AlertBanner } from '../../shell/components/alert-banner';
import { secondaryButtonClassName } from '../../shell/components/form-field';
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
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {messages.common.loading}
        </p>
      ) : query.isError ? (
        <AlertBanner
          tone="error"
          actions={
            <button type="button" className={secondaryButtonClassName} onClick={() => void query.refetch()}>
              {messages.common.retry}
            </button>
          }
        >
          {m.loadError}
        </AlertBanner>
      ) : (
        <DiwanForm initial={query.data} />
      )}
    </div>
  );
}
