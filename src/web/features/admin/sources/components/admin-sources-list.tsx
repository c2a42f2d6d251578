import { BookOpen, Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { sourcesAdminMessages } from '#shared/messages/sources-admin.ts';
import { sourceKinds, type AdminSource } from '#shared/schemas/source.ts';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { paths } from '#web/config/paths.ts';
import {
  FilteredListScreen,
  type ItemControls,
} from '#web/features/admin/shell/components/filtered-list-screen.tsx';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';
import { ItemImage } from '#web/features/admin/shell/components/item-image.tsx';
import { adminSourcesApi } from '../api/admin-sources-api';
import { filterSources } from '../filter-sources';

const m = sourcesAdminMessages;
const filters = optionsOf(['all', ...sourceKinds] as const, { all: m.list.all, ...sourcesMessages.kinds });

function SourceCard({ source, deleting, onDelete }: { source: AdminSource } & ItemControls) {
  return (
    <li className="flex gap-4 rounded-xl bg-white p-4 shadow-sm" aria-busy={deleting}>
      <ItemImage src={source.image} FallbackIcon={BookOpen} className="size-20 rounded-lg" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-bold break-words text-brand-900">
          <bdi>{source.title}</bdi>
        </h2>
        {(source.author || source.author_member_name) && (
          <p className="break-words text-slate-700">
            <bdi>{source.author || source.author_member_name}</bdi>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
            {sourcesMessages.kinds[source.kind]}
          </span>
          <span className="inline-flex items-center gap-1 text-slate-600">
            {source.is_public ? (
              <Eye aria-hidden className="size-4" />
            ) : (
              <EyeOff aria-hidden className="size-4" />
            )}
            {source.is_public ? m.list.public : m.list.private}
          </span>
          <span className="text-slate-600">{m.list.uses(source.uses)}</span>
          {source.is_public && (
            <Link to={paths.sourceDetail(source.id)} className="font-semibold text-brand-700 underline">
              {m.list.viewPage}
              <span className="sr-only">: {source.title}</span>
            </Link>
          )}
        </div>
      </div>
      <ItemActions
        layout="column"
        editTo={paths.admin.sourcesEdit(source.id)}
        editLabel={m.list.editItem(source.title)}
        deleteLabel={m.list.deleteItem(source.title)}
        deleting={deleting}
        onDelete={onDelete}
      />
    </li>
  );
}

/** «المصادر» (docs/product.md#admin-sources): the family's sources, searched and filtered by kind. */
export function AdminSourcesList() {
  return (
    <FilteredListScreen
      idPrefix="admin-sources"
      text={m.list}
      addTo={paths.admin.sourcesAdd}
      records={adminSourcesApi}
      filters={filters}
      select={filterSources}
      nameOf={(source) => source.title}
      listClassName="grid gap-4 lg:grid-cols-2"
      renderItem={(source, controls) => <SourceCard source={source} {...controls} />}
    />
  );
}
