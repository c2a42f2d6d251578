import { UserRound } from 'lucide-react';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { personCategories, type NotablePerson } from '#shared/schemas/notable-person.ts';
import { PersonCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { paths } from '#web/config/paths.ts';
import {
  FilteredListScreen,
  type ItemControls,
} from '#web/features/admin/shell/components/filtered-list-screen.tsx';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';
import { ItemImage } from '#web/features/admin/shell/components/item-image.tsx';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { adminPeopleApi } from '../api/admin-people-api';
import { filterPeople } from '../filter-people';

const m = adminMessages.people;
const filters = optionsOf(['all', ...personCategories] as const, commonMessages.personCategories);

function PersonCard({ person, deleting, onDelete }: { person: NotablePerson } & ItemControls) {
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm" aria-busy={deleting}>
      <ItemImage src={person.image} FallbackIcon={UserRound} className="size-20 rounded-full" />
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

/** The admin notable-people list (docs/product.md#admin-notable-people). */
export function AdminPeopleList() {
  return (
    <FilteredListScreen
      idPrefix="admin-people"
      text={m}
      addTo={paths.admin.notablePeopleAdd}
      records={adminPeopleApi}
      filters={filters}
      select={filterPeople}
      nameOf={(person) => person.name}
      listClassName="grid gap-4 lg:grid-cols-2"
      renderItem={(person, controls) => <PersonCard person={person} {...controls} />}
    />
  );
}
