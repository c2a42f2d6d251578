import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { searchPlaces } from '#shared/places/place-names.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { paths } from '#web/config/paths.ts';
import { useAdminPlaces, useMergePlace } from '#web/features/admin/shell/api/places-api.ts';
import { ConfirmDialog } from '#web/features/admin/shell/components/confirm-dialog.tsx';
import { failureMessage } from '#web/features/admin/shell/failure-message.ts';
import { placesOutside } from '../places-outside';

const m = placesAdminMessages.merge;

/**
 * «دمج في مكان آخر» (decision 061): the place kept is chosen with the places' combobox among those
 * outside this one (a place within it would hold itself), confirmed, and merged; the keeper is
 * taken to the kept place's form, where the merged names now stand among its older names.
 */
export function MergePlaceSection({ place }: { place: AdminPlace }) {
  const places = useAdminPlaces().data;
  const merge = useMergePlace();
  const navigate = useNavigate();
  const [into, setInto] = useState<AdminPlace | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const candidates = places ? placesOutside(places, place.id) : [];
  const inputId = 'place-merge-into';
  const errorId = `${inputId}-error`;

  async function confirmed() {
    if (!into) return;
    setError(null);
    try {
      const answer = await merge.mutateAsync({
        id: place.id,
        into_id: into.id,
        version: place.version,
        into_version: into.version,
      });
      toast.success(answer.message);
      void navigate(paths.admin.placesEdit(into.id));
    } catch (failure) {
      setError(failureMessage(failure, m.failed));
    }
  }

  return (
    <section
      aria-labelledby="place-merge-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="place-merge-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      <p className="text-sm text-slate-600">{m.intro}</p>
      <Combobox<AdminPlace>
        id={inputId}
        label={m.into}
        value={into}
        onChange={(chosen) => {
          setError(null);
          setInto(chosen);
        }}
        search={async (query) => searchPlaces(candidates, query)}
        itemKey={(candidate) => candidate.id}
        itemLabel={(candidate) => candidate.full_name}
        placeholder={m.placeholder}
        emptyMessage={placesAdminMessages.picker.noMatch}
        clearLabel={placesAdminMessages.picker.clear}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button
        type="button"
        variant="danger"
        size="compact"
        disabled={merge.isPending}
        onClick={() => (into ? setConfirming(true) : setError(m.chooseFirst))}
      >
        {merge.isPending ? m.merging : m.submit}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.confirm(place.name, into?.full_name ?? '')}
        description={m.confirmDetail}
        confirmLabel={m.submit}
        onConfirm={() => void confirmed()}
      />
    </section>
  );
}
