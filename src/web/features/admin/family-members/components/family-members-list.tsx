import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '../../../../../shared/messages/admin';
import type { FamilyMember } from '../../../../../shared/schemas/family-member';
import { buttonClassName } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { AdminScreen } from '../../shell/components/admin-screen';
import { inputClassName } from '../../shell/components/form-field';
import { ItemActions } from '../../shell/components/item-actions';
import { EmptyMessage, QueryState } from '../../shell/components/query-state';
import { useDeleteAction } from '../../shell/hooks/use-delete-action';
import { useDeleteFamilyMember } from '../api/delete-family-member';
import { useFamilyMembers } from '../api/get-family-members';

const m = adminMessages.members;

/** Generation first, then name: the order the family reads its tree in. */
function byGenerationThenName(a: FamilyMember, b: FamilyMember): number {
  return a.generation - b.generation || a.name.localeCompare(b.name, 'ar');
}

const headerCell = 'px-2 py-3 font-semibold whitespace-nowrap sm:px-4';

interface MembersTableProps {
  members: readonly FamilyMember[];
  isDeleting: (member: FamilyMember) => boolean;
  onDelete: (member: FamilyMember) => void;
}

function MembersTable({ members, isDeleting, onDelete }: MembersTableProps) {
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim();
    const all = [...members].sort(byGenerationThenName);
    return needle ? all.filter((member) => member.name.includes(needle)) : all;
  }, [members, search]);

  return (
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
        <EmptyMessage>{m.noMatches}</EmptyMessage>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-start">
            <caption className="sr-only">{m.tableCaption}</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className={`${headerCell} text-start`}>
                  {m.columns.name}
                </th>
                <th scope="col" className={`${headerCell} w-px text-start`}>
                  {m.columns.birth}
                </th>
                <th scope="col" className={`${headerCell} w-px text-start`}>
                  {m.columns.generation}
                </th>
                <th scope="col" className={`${headerCell} w-px text-end`}>
                  {m.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((member) => (
                <tr key={member.id} className="align-middle" aria-busy={isDeleting(member)}>
                  <td className="px-3 py-3 font-semibold text-slate-900 sm:px-4">{member.name}</td>
                  <td className="px-2 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                    <bdi>{member.birth || '—'}</bdi>
                  </td>
                  <td className="px-2 py-3 whitespace-nowrap text-slate-700 sm:px-4">
                    <bdi>{member.generation}</bdi>
                  </td>
                  <td className="px-2 py-3 sm:px-4">
                    <ItemActions
                      editTo={paths.admin.familyMembersEdit(member.id)}
                      editLabel={m.editItem(member.name)}
                      deleteLabel={m.deleteItem(member.name)}
                      deleting={isDeleting(member)}
                      onDelete={() => onDelete(member)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** /admin/family-members: the table of SPEC §2 (name, birth, generation, actions) and the add link. */
export function FamilyMembersList() {
  const query = useFamilyMembers();
  const { mutateAsync } = useDeleteFamilyMember();
  // A 409 (the member still has children) comes with the server's reason under the toast's title.
  const remove = useDeleteAction({
    remove: mutateAsync,
    nameOf: (member: FamilyMember) => member.name,
    text: m,
  });

  return (
    <AdminScreen
      title={m.title}
      width="wide"
      actions={
        <Link to={paths.admin.familyMembersNew} className={buttonClassName({ size: 'compact' })}>
          <Plus className="size-4" aria-hidden="true" />
          {m.add}
        </Link>
      }
    >
      <QueryState query={query} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(members) =>
          members.length === 0 ? (
            <EmptyMessage>{m.empty}</EmptyMessage>
          ) : (
            <MembersTable members={members} isDeleting={remove.isDeleting} onDelete={remove.requestDelete} />
          )
        }
      </QueryState>
      {remove.confirmDialog}
    </AdminScreen>
  );
}
