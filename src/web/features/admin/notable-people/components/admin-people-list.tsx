import { Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { personCategories, type NotablePerson } from '../../../../../shared/schemas/notable-person';
import { buttonClassName } from '../../../../components/ui/button';
import { PersonCategoryBadge } from '../../../../components/ui/category-badge';
import { paths } from '../../../../config/paths';
import { AdminScreen } from '../../shell/components/admin-screen';
import { ItemActions } from '../../shell/components/item-actions';
import { ListToolbar } from '../../shell/components/list-toolbar';
import { EmptyMessage, QueryState } from '../../shell/components/query-state';
import { useDeleteAction } from '../../shell/hooks/use-delete-action';
import { useAdminPeople } from '../api/get-admin-people';
import { useDeletePerson } from '../api/delete-person';
import { filterPeople, type PeopleFilter } from '../filter-people';

const m = messages.adminPeople;
const filterOptions = (['all', ...personCategories] as const).map((value: PeopleFilter) => ({
  value,
  label: messages.notablePeople.categories[value],
}));

interface PersonCardProps {
  person: NotablePerson;
  deleting: boolean;
  onDelete: () => void;
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
          <PersonCategoryBadge category={person.category} />
          <span className="text-slate-600">{m.orderLabel(person.order)}</span>
        </div>
      </div>
      <ItemActions
        layout="column"
        editTo={paths.admin.notablePeopleEdit(person.id)}
        editLabel={m.editItem(person.name)}
        deleteLabel={m.deleteItem(person.name)}
        deleting={deleting}
        onDelete={onDelete}
      />
    </li>
  );
}

/** SPEC §2 admin notable-people list. */
export function AdminPeopleList() {
  const people = useAdminPeople();
  const { mutateAsync } = useDeletePerson();
  const remove = useDeleteAction({
    remove: (person: NotablePerson) => mutateAsync(person.id),
    itemKey: (person) => person.id,
    itemName: (person) => person.name,
    confirmTitle: m.deleteConfirm,
    deletedMessage: m.deleted,
    failedMessage: m.deleteFailed,
  });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<PeopleFilter>('all');

  return (
    <AdminScreen
      title={m.title}
      width="full"
      actions={
        <Link to={paths.admin.notablePeopleAdd} className={buttonClassName({ size: 'compact' })}>
          <Plus className="size-5" aria-hidden="true" />
          {m.add}
        </Link>
      }
    >
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
      <QueryState query={people} loadingLabel={m.loading} errorMessage={m.loadError}>
        {(all) => {
          const visible = filterPeople(all, search, category);
          // SPEC §2: one empty state when there is nobody, another when the filters hide everyone.
          if (visible.length === 0)
            return <EmptyMessage>{all.length === 0 ? m.emptyAll : m.emptyFiltered}</EmptyMessage>;
          return (
            <ul className="grid gap-4 lg:grid-cols-2">
              {visible.map((person) => (
                <PersonCard
                  key={person.id}
                  person={person}
                  deleting={remove.isDeleting(person)}
                  onDelete={() => remove.requestDelete(person)}
                />
              ))}
            </ul>
          );
        }}
      </QueryState>
      {remove.confirmDialog}
    </AdminScreen>
  );
}
