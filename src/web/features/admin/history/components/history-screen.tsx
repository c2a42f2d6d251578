import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { api } from '#shared/api-paths.ts';
import { historyEntryWhen } from '#shared/format/history-date.ts';
import { historyAdminMessages } from '#shared/messages/history-admin.ts';
import type {
  AdminHistory,
  AdminHistoryEntry,
  AdminHistoryPageTexts,
  HistoryPageTexts,
} from '#shared/schemas/history.ts';
import { historyPageInputSchema, type HistoryPageInput } from '#shared/schemas/history-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { AdminScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { failureMessage, isSessionEnded } from '#web/features/admin/shell/failure-message.ts';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { historyBlocksApi, timelineApi, useToggleTimelineEntryOnHome } from '../api/history-items-api';
import { useAdminHistory } from '../api/get-admin-history';
import { useSaveHistoryPage } from '../api/save-history-page';
import { OrderedSection } from './ordered-section';
import { SectionHeading } from './section-heading';

const m = historyAdminMessages;
const PageField = fieldsFor<HistoryPageInput>();
const pageResolver = zodResolver(historyPageInputSchema);

/** The texts as the form holds them: the version travels beside the fields, not in them. */
const pageFormValues = (page: HistoryPageTexts): HistoryPageInput => {
  const { intro, home_intro, map_image, map_alt, map_caption } = page;
  return { intro, home_intro, map_image, map_alt, map_caption };
};

/** The intros, the map and its caption: one form, saved on its own. */
function PageTextsForm({ initial }: { initial: AdminHistoryPageTexts }) {
  const { mutateAsync } = useSaveHistoryPage();
  const entity = useEntityForm({
    idPrefix: 'history-page',
    draftKey: formDraftKey('history-page'),
    initialValues: pageFormValues(initial),
    resolver: pageResolver,
    save: mutateAsync,
    savedMessage: (saved) => saved.message || m.page.saved,
    failureMessage: (error) => failureMessage(error, m.page.saveFailed),
    afterSave: { resetTo: (saved) => pageFormValues(saved.data) },
    // Decision 026: the version it opened (0 before the first save) goes with each save.
    versioned: {
      version: initial.version,
      toFormValues: (current) => pageFormValues(current as HistoryPageTexts),
      labels: m.page.fields,
    },
  });
  const f = m.page.fields;
  return (
    <section aria-labelledby="history-page-heading" className="space-y-4">
      <SectionHeading id="history-page-heading" title={m.page.heading} />
      <EntityFormView entity={entity}>
        <FormCard columns>
          <PageField.Text name="intro" label={f.intro} rows={4} className="md:col-span-2" />
          <PageField.Text name="home_intro" label={f.home_intro} rows={2} className="md:col-span-2" />
          <PageField.Image
            name="map_image"
            label={f.map_image}
            uploadPath={api.admin.history.upload}
            className="md:col-span-2"
          />
          <PageField.Text name="map_caption" label={f.map_caption} />
          <PageField.Text name="map_alt" label={f.map_alt} hint={f.mapAltHint} />
        </FormCard>
      </EntityFormView>
    </section>
  );
}

function OnHomeSwitch({ entry }: { entry: AdminHistoryEntry }) {
  const toggle = useToggleTimelineEntryOnHome();
  const [busy, setBusy] = useState(false);
  const id = `history-on-home-${entry.id}`;
  async function changed(onHome: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      const { id: entryId, ...values } = entry;
      await toggle.mutateAsync({ id: entryId, values: { ...values, on_home: onHome } });
      toast.success(m.timeline.onHomeSaved(entry.title, onHome));
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(failureMessage(error, m.timeline.saveFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700"
    >
      <input
        id={id}
        type="checkbox"
        checked={entry.on_home}
        aria-label={m.timeline.onHomeToggle(entry.title)}
        aria-busy={busy}
        onChange={(event) => void changed(event.target.checked)}
        className="size-5 accent-brand-600"
      />
      {m.timeline.onHome}
    </label>
  );
}

function HistoryContent({ history }: { history: AdminHistory }) {
  return (
    <div className="space-y-10">
      <PageTextsForm initial={history.page} />
      <OrderedSection
        id="history-timeline-heading"
        items={history.timeline}
        text={m.timeline}
        addTo={paths.admin.historyEntryAdd}
        editTo={(entry) => paths.admin.historyEntryEdit(entry.id)}
        writes={timelineApi}
        details={(entry) => {
          const when = historyEntryWhen(entry);
          return (
            <>
              {when && <p className="text-sm font-semibold text-brand-700">{when}</p>}
              {entry.summary && <p className="line-clamp-2 text-sm text-slate-600">{entry.summary}</p>}
            </>
          );
        }}
        extra={(entry) => <OnHomeSwitch entry={entry} />}
      />
      <OrderedSection
        id="history-blocks-heading"
        items={history.blocks}
        text={m.blocks}
        addTo={paths.admin.historyBlockAdd}
        editTo={(block) => paths.admin.historyBlockEdit(block.id)}
        writes={historyBlocksApi}
        details={(block) => block.body && <p className="line-clamp-2 text-sm text-slate-600">{block.body}</p>}
      />
    </div>
  );
}

/** /admin/history (decision 020): everything the history page and the home section show. */
export function HistoryScreen() {
  const query = useAdminHistory();
  return (
    <AdminScreen
      title={m.title}
      intro={m.intro}
      actions={
        <Link to={paths.history} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {m.viewPage}
        </Link>
      }
    >
      <QueryState query={query} errorMessage={m.loadError}>
        {(history) => <HistoryContent history={history} />}
      </QueryState>
    </AdminScreen>
  );
}
