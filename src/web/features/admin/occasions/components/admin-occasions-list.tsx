import { CalendarHeart } from 'lucide-react';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { publicStateOf } from '#shared/news/publishing.ts';
import { occasionKinds, type OccasionKind } from '#shared/occasions/kinds.ts';
import type { AdminOccasion } from '#shared/schemas/occasion.ts';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { paths } from '#web/config/paths.ts';
import {
  FilteredListScreen,
  type ItemControls,
} from '#web/features/admin/shell/components/filtered-list-screen.tsx';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';
import { adminOccasionsApi } from '../api/admin-occasions-api';

const m = occasionAdminMessages;
const p = newsPublishingMessages;
type KindFilter = OccasionKind | 'all';
const filters = optionsOf(['all', ...occasionKinds] as const, {
  all: m.list.allKinds,
  ...occasionMessages.kinds,
});
const text = { ...m.list, title: m.section };

/** The occasion's name in the list: its title, else its kind. */
const nameOf = (occasion: AdminOccasion) =>
  occasion.title || m.list.untitled(occasionMessages.kinds[occasion.kind]);

/** The search matches the title or the text, ignoring case; the filter, the kind. */
function selectOccasions(items: readonly AdminOccasion[], search: string, kind: KindFilter) {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (kind === 'all' || item.kind === kind) &&
      (needle === '' || [item.title, item.body].some((field) => field.toLocaleLowerCase().includes(needle))),
  );
}

function OccasionRow({ occasion, deleting, onDelete }: { occasion: AdminOccasion } & ItemControls) {
  const state = publicStateOf(occasion, new Date());
  const stateLabel =
    state === 'live' ? p.statuses.published : state === 'draft' ? p.statuses.draft : p.statuses.scheduled;
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm" aria-busy={deleting}>
      <CalendarHeart aria-hidden className="mt-1 size-8 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-bold break-words text-brand-900">{nameOf(occasion)}</h2>
        <p className="text-slate-700">{formatGenealogyDate(occasion.date)}</p>
        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
            {occasionMessages.kinds[occasion.kind]}
          </span>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">{stateLabel}</span>
          {occasion.audience === 'family' && (
            <span className="rounded-full bg-sand-100 px-3 py-1 text-slate-700">{p.audiences.family}</span>
          )}
        </div>
      </div>
      <ItemActions
        layout="column"
        editTo={paths.admin.occasionsEdit(occasion.id)}
        editLabel={m.list.editItem(nameOf(occasion))}
        deleteLabel={m.list.deleteItem(nameOf(occasion))}
        deleting={deleting}
        onDelete={onDelete}
      />
    </li>
  );
}

/** «المناسبات» (docs/product.md#admin-occasions): every occasion, latest day first. */
export function AdminOccasionsList() {
  return (
    <FilteredListScreen
      idPrefix="admin-occasions"
      text={text}
      addTo={paths.admin.occasionsAdd}
      records={adminOccasionsApi}
      filters={filters}
      select={selectOccasions}
      nameOf={nameOf}
      listClassName="grid gap-4 lg:grid-cols-2"
      renderItem={(occasion, controls) => <OccasionRow occasion={occasion} {...controls} />}
    />
  );
}
