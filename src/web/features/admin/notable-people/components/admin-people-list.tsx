import { Loader2, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../../../shared/messages';
import { personCategories, type NotablePerson } from '../../../../../shared/schemas/notable-person';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { AlertBanner } from '../../shell/components/alert-banner';
import { ListToolbar } from '../../shell/components/list-toolbar';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { primaryButtonClassName, secondaryButtonClassName } from '../../shell/components/form-field';
import { useAdminFormAuth, useRedirectToLogin } from '../../shell/use-admin-session';
import { useAdminPeople } from '../api/get-admin-people';
import { useDeletePerson } from '../api/delete-person';
import { filterPeople, personCategoryBadgeClass, type PeopleFilter } from '../filter-people';

const m = messages.adminPeople;
const categoryLabels = messages.notablePeople.categories;
const filterOptions = (['all', ...personCategories] as const).map((value: PeopleFilter) => ({
  value,
  label: categoryLabels[value],
}));

interface PersonCardProps {
  person: NotablePerson;
  deleting: boolean;
  onDelete: (person: NotablePerson) => void;
}

function PersonCard({ person, deleting, onDelete }: PersonCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm" aria-busy={deleting}>
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100">
        {person.image && !imageFailed ? (
          <img
            src={person.image}
            alt=""
            loading="lazy"
            className="size-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <UserRound className="size-8 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-bold break-words text-brand-900">{person.name}</h2>
        <p className="break-words text-slate-700">{person.position}</p>
        {person.period && (
          <p className="text-sm text-slate-600">
            <bdi>{person.period}</bdi>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ${personCategoryBadgeClass[person.category]}`}
          >
            {categoryLabels[person.category]}
          </span>
          <span className="text-slate-600">{m.orderLabel(person.order)}</span>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        <Link
          to={paths.admin.notablePeopleEdit(person.id)}
          className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
          aria-label={m.editItem(person.name)}
          title={messages.common.edit}
        >
          <Pencil className="size-5" aria-hidden="true" />
        </Link>
        <button
          type="button"
          onClick={() => onDelete(person)}
          disabled={deleting}
          className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-60"
          aria-label={m.deleteItem(person.name)}
          title={messages.common.delete}
        >
          {deleting ? (
            <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Trash2 className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </li>
  );
}

/** SPEC §2 admin notable-people list. */
export function AdminPeopleList() {
  useAdminFormAuth(m.title);
  const redirectToLogin = useRedirectToLogin();
  const people = useAdminPeople();
  const deletePerson = useDeletePerson();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<PeopleFilter>('all');
  const [pendingDelete, setPendingDelete] = useState<NotablePerson | null>(null);
  // SPEC §2: a spinner on the item being deleted, not on the whole list.
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());

  const unauthorized = people.error instanceof ApiError && people.error.isUnauthorized;
  useEffect(() => {
    if (unauthorized) redirectToLogin(messages.auth.pleaseLogIn(m.title));
    else if (people.isError)
      console.error('admin notable people: the list could not be loaded', people.error);
  }, [unauthorized, people.isError, people.error, redirectToLogin]);

  function confirmDelete(person: NotablePerson) {
    setDeletingIds((ids) => new Set(ids).add(person.id));
    deletePerson.mutate(person.id, {
      onSuccess: () => toast.success(m.deleted),
      onError: (error) => {
        if (error instanceof ApiError && error.isUnauthorized) {
          redirectToLogin(messages.auth.pleaseLogIn(m.title));
          return;
        }
        console.error('admin notable people: delete failed', error);
        toast.error(m.deleteFailed);
      },
      onSettled: () =>
        setDeletingIds((ids) => {
          const next = new Set(ids);
          next.delete(person.id);
          return next;
        }),
    });
  }

  const all = people.data ?? [];
  const visible = filterPeople(all, search, category);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <Link to={paths.admin.notablePeopleAdd} className={primaryButtonClassName}>
          <Plus className="size-5" aria-hidden="true" />
          {m.add}
        </Link>
      </div>

      <ListToolbar
        searchId="admin-people-search"
        searchLabel={m.search}
        searchPlaceholder={m.searchPlaceholder}
        search={search}
        onSearchChange={setSearch}
        filterLabel={m.categoryFilter}
        filters={filterOptions}
        filter={category}
        onFilterChange={setCategory}
      />

      {people.isPending && (
        <p role="status" className="py-10 text-center text-slate-600">
          {m.loading}
        </p>
      )}
      {people.isError && !unauthorized && (
        <AlertBanner
          tone="error"
          actions={
            <button type="button" className={secondaryButtonClassName} onClick={() => people.refetch()}>
              {messages.common.retry}
            </button>
          }
        >
          {m.loadError}
        </AlertBanner>
      )}
      {people.isSuccess &&
        (visible.length === 0 ? (
          <p className="rounded-xl bg-white p-10 text-center text-slate-600 shadow-sm">
            {all.length === 0 ? m.emptyAll : m.emptyFiltered}
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {visible.map((person) => (
              <PersonCard
                key={person.id}
                person={person}
                deleting={deletingIds.has(person.id)}
                onDelete={setPendingDelete}
              />
            ))}
          </ul>
        ))}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={m.deleteConfirm}
        description={pendingDelete?.name}
        onConfirm={() => pendingDelete && confirmDelete(pendingDelete)}
      />
    </div>
  );
}
