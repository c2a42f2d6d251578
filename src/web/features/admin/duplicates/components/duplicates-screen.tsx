import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { duplicatesAdminMessages as m } from '#shared/messages/duplicates-admin.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { PageButtons } from '#web/features/admin/shell/components/page-buttons.tsx';
import { EmptyMessage, QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { ResultBanner, type ResultMessage } from '#web/features/admin/shell/components/result-banner.tsx';
import { useDuplicates } from '../api/duplicates-api';
import { CandidateCard } from './candidate-card';
import { RecentMerges } from './recent-merges';

/** `?page=` as a page number: anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * /admin/duplicates (decision 057): the likely pairs, best first, a page at a time with the page in
 * the address; then the merges made, each undone from here.
 */
export function DuplicatesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const query = useDuplicates(page);
  const [result, setResult] = useState<ResultMessage | null>(null);

  function turnPage(target: number) {
    setSearchParams(target > 1 ? { page: String(target) } : {});
    window.scrollTo?.({ top: 0 });
  }

  return (
    <AdminScreen title={m.title} intro={m.intro}>
      <ResultBanner result={result} onDismiss={() => setResult(null)} />
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(answer) => {
          if (answer.total === 0) return <EmptyMessage>{m.empty}</EmptyMessage>;
          const pages = Math.max(1, Math.ceil(answer.total / answer.per_page));
          return (
            <section aria-label={m.title} className="space-y-4">
              <p className="text-slate-700">{m.count(answer.total)}</p>
              <ul className="space-y-4">
                {answer.data.map((candidate) => (
                  <li key={`${candidate.first.id}-${candidate.second.id}`}>
                    <CandidateCard candidate={candidate} />
                  </li>
                ))}
              </ul>
              <PageButtons
                page={Math.min(page, pages)}
                pages={pages}
                onPage={turnPage}
                label={m.pagesLabel}
              />
            </section>
          );
        }}
      </QueryState>
      <RecentMerges onResult={setResult} />
    </AdminScreen>
  );
}
