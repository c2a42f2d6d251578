import { WifiOff } from 'lucide-react';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { offlineMessages } from '#shared/messages/offline.ts';
import { useSavedCopy } from '#web/lib/saved-copy.ts';

/** The note over a page read from the copy kept on this device, while the site cannot be reached. */
export function SavedCopyNote() {
  const savedAt = useSavedCopy();
  if (savedAt === null) return null;
  const when =
    savedAt && !Number.isNaN(Date.parse(savedAt))
      ? formatKuwaitDateTime(new Date(savedAt).toISOString())
      : '';
  return (
    <div className="px-4 pt-6">
      <p
        role="status"
        className="mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <span>{offlineMessages.savedCopy(when)}</span>
      </p>
    </div>
  );
}
