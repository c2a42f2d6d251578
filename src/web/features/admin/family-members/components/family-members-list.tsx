import { Loader2, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../../../shared/messages';
import type { FamilyMember } from '../../../../../shared/schemas/family-member';
import { paths } from '../../../../config/paths';
import { AlertBanner } from '../../shell/components/alert-banner';
import { LoadErrorBanner, LoadingStatus } from '../../shell/components/load-states';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { inputClassName, primaryButtonClassName } from '../../shell/components/form-field';
import { failureMessage, useAdminSave } from '../../shell/hooks/use-admin-save';
import { useAdminFormAuth } from '../../shell/use-admin-session';
import { useDeleteFamilyMember } from '../api/delete-family-member';
import { useFamilyMembers } from '../api/get-family-members';

const m = messages.adminMembers;

/** Generation first, then name: the order the family reads its tree in. */
function byGenerationThenName(a: FamilyMember, b: FamilyMember): number {
  return a.generation - b.generation || a.name.localeCompare(b.name, 'ar');
}

/** /admin/family-members: the table of SPEC §2 (name, birth, generation, actions) and the add link. */
export function FamilyMembersList() {
  useAdminFormAuth(messages.adminShell.nav.familyTree);
  const query = useFamilyMembers();
  const { mutateAsync } = useDeleteFamilyMember();
  const { save: remove, isSaving: isDeleting } = useAdminSave(mutateAsync);
  const [search, setSearch] = useState('');
  const [pendingDelete, setPendingDelete] = useState<FamilyMember | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rows = useMemo(() => {
    const needle = search.trim();
    const all = [...(query.data ?? [])].sort(byGenerationThenName);
    return needle ? all.filter((member) => member.name.includes(needle)) : all;
  }, [query.data, search]);

  async function confirmDelete(member: FamilyMember) {
    setDeleteError(null);
    setDeletingId(member.id);
    const outcome = await remove(member.id);
    setDeletingId(null);
    if (outcome.status === 'saved') {
      toast.success(outcome.data.message || m.deleted);
    } else if (outcome.status === 'failed') {
      // 409: the member still has children; the server says so in its own words.
      setDeleteError(failureMessage(outcome.error, m.deleteFailed));
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <Link to={paths.admin.familyMembersNew} className={primaryButtonClassName}>
          <Plus className="size-4" aria-hidden="true" />
          {m.add}
        </Link>
      </header>

      {deleteError && (
        <AlertBanner tone="error" onDismiss={() => setDeleteError(null)}>
          {deleteError}
        </AlertBanner>
      )}

      {query.isPending ? (
        <LoadingStatus label={m.loading} />
      ) : query.isError ? (
        <LoadErrorBanner message={m.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {m.empty}
        </p>
      ) : (
        <>
          <div className="relative max-w-sm">
            <label htmlFor="members-search" className="sr-only">
              {m.searchLabel}
            </label>
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id="members-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={m.searchPlaceholder}
              className={`${inputClassName} ps-9`}
            />
          </div>
          {rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {m.noMatches}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-start">
                <caption className="sr-only">{m.tableCaption}</caption>
                <thead className="bg-slate-50 text-sm text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-3 text-start font-semibold sm:px-4">
                      {m.columns.name}
                    </th>
                    <th
                      scope="col"
                      className="w-px px-2 py-3 text-start font-semibold whitespace-nowrap sm:px-4"
                    >
                      {m.columns.birth}
                    </th>
                    <th
                      scope="col"
                      className="w-px px-2 py-3 text-start font-semibold whitespace-nowrap sm:px-4"
                    >
                      {m.columns.generation}
                    </th>
                    <th
                      scope="col"
                      className="w-px px-2 py-3 text-end font-semibold whitespace-nowrap sm:px-4"
                    >
                      {m.columns.actions}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((member) => (
                    <tr key={member.id} className="align-middle">
                      <td className="px-3 py-3 font-semibold text-slate-900 sm:px-4">{member.name}</td>
                      <td className="px-2 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                        <bdi>{member.birth || '—'}</bdi>
                      </td>
                      <td className="px-2 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                        <bdi>{member.generation}</bdi>
                      </td>
                      <td className="px-2 py-3 sm:px-4">
                        <div className="flex justify-end gap-0.5">
                          <Link
                            to={paths.admin.familyMembersEdit(member.id)}
                            className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
                            aria-label={m.editItem(member.name)}
                            title={messages.common.edit}
                          >
                            <Pencil className="size-4" aria-hidden="true" />
                          </Link>
                          <button
                            type="button"
                            className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
                            aria-label={m.deleteItem(member.name)}
                            title={messages.common.delete}
                            disabled={isDeleting}
                            onClick={() => setPendingDelete(member)}
                          >
                            {deletingId === member.id ? (
                              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                            ) : (
                              <Trash2 className="size-4" aria-hidden="true" />
                            )}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={m.deleteConfirm}
        description={pendingDelete?.name}
        onConfirm={() => pendingDelete && void confirmDelete(pendingDelete)}
      />
    </div>
  );
}
