import { useMemo, type ReactNode } from 'react';
import { memberSuggestionAdminMessages as m } from '#shared/messages/member-suggestions-admin.ts';
import type { MemberSuggestion } from '#shared/schemas/member-suggestion.ts';
import { paths } from '#web/config/paths.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { AlertBanner } from '#web/features/admin/shell/components/alert-banner.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { useMarkSuggestionApplied, useSuggestions } from '../api/suggestions-api';
import { prefillOf, type PrefillField } from '../suggestion-queue';

/** What the member form takes to apply a suggestion; its own feature names the same shape. */
export interface SuggestionChangeValue {
  values: Partial<Record<PrefillField, string>>;
  note: ReactNode;
  draftKey: string;
  afterSave: () => Promise<string | undefined>;
  returnTo: string;
}

function SuggestionNote({ suggestion }: { suggestion: MemberSuggestion }) {
  if (suggestion.proposal) {
    return (
      <AlertBanner tone="info" role="status">
        <p className="font-bold">{m.applying(suggestion.name)}</p>
        <p className="mt-1">
          {m.household.kinds[suggestion.proposal.kind]}: <strong>{suggestion.proposal.name}</strong>
        </p>
        {suggestion.proposal.note && <p className="mt-1 whitespace-pre-line">{suggestion.proposal.note}</p>}
        <p className="mt-1">
          {m.household.prefilled} {m.afterSave}
        </p>
      </AlertBanner>
    );
  }
  const prefill = prefillOf(suggestion);
  return (
    <AlertBanner tone="info" role="status">
      <p className="font-bold">{m.applying(suggestion.name)}</p>
      <dl className="mt-1 space-y-0.5">
        <div>
          <dt className="inline font-semibold">{m.whatIsWrong}: </dt>
          <dd className="inline">{m.fields[suggestion.field]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{m.message}: </dt>
          <dd className="inline break-words whitespace-pre-line">{suggestion.message}</dd>
        </div>
        {suggestion.correctValue && (
          <div>
            <dt className="inline font-semibold">{m.correctValue}: </dt>
            <dd className="inline break-words whitespace-pre-line">{suggestion.correctValue}</dd>
          </div>
        )}
      </dl>
      <p className="mt-1">
        {prefill ? m.prefilled(m.fields[suggestion.field]) : m.notPrefilled} {m.afterSave}
      </p>
    </AlertBanner>
  );
}

/**
 * «تطبيق» (decision 021): the suggestion behind `?suggestion=` on the member form, as the change the
 * form applies: the suggested value in its field, the suggestion above the form, and, once the
 * member is saved, the suggestion marked applied and the way back to the queue.
 */
export function SuggestionChange({
  suggestionId,
  memberId,
  children,
}: {
  suggestionId: number;
  /** The member edited; null on the new-member form (a relative's proposed spouse or child). */
  memberId: number | null;
  children: (change: SuggestionChangeValue) => ReactNode;
}) {
  const query = useSuggestions();
  const { mutateAsync: markApplied } = useMarkSuggestionApplied();
  const suggestion = query.data?.data.find(
    (item) =>
      item.id === suggestionId &&
      (memberId === null
        ? item.proposal !== null && item.proposal.target_id === null
        : (item.proposal?.target_id ?? item.memberId) === memberId),
  );

  // Made once per suggestion: the form reads it when it mounts.
  const change = useMemo<SuggestionChangeValue | null>(() => {
    if (!suggestion) return null;
    const prefill = prefillOf(suggestion);
    const { proposal } = suggestion;
    const values = proposal
      ? { name: proposal.name, ...(proposal.birth ? { birth: proposal.birth } : {}) }
      : prefill
        ? { [prefill.field]: prefill.value }
        : {};
    return {
      values,
      note: <SuggestionNote suggestion={suggestion} />,
      draftKey: formDraftKey('family-member', `${memberId ?? 'new'}:suggestion:${suggestion.id}`),
      afterSave: async () => {
        try {
          await markApplied(suggestion.id);
          return m.appliedAfterSave;
        } catch {
          // The member is saved; the suggestion stays open in the queue, to be marked by hand.
          return undefined;
        }
      },
      returnTo: paths.admin.suggestions,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the suggestion as it was when the form opened
  }, [suggestion?.id, memberId]);

  // Once found, the form stays: a refetch of the queue behind it (or its failure) changes nothing.
  if (change) return children(change);
  return (
    <AdminScreen title={m.title} backTo={paths.admin.suggestions}>
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.suggestionLoadError}>
        {() => <AlertBanner tone="error">{m.notFound}</AlertBanner>}
      </QueryState>
    </AdminScreen>
  );
}
