import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { offlineMessages } from '#shared/messages/offline.ts';
import { SAVED_COPY_ATTRIBUTE } from '#web/sw/saved-copy-marks.ts';

/** The page's mark, watched: set and removed by the service worker's copy and lib/saved-copy.ts. */
function subscribe(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [SAVED_COPY_ATTRIBUTE] });
  return () => observer.disconnect();
}
const savedAt = () => document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE);

/**
 * The note over a page read from the copy kept on this device, while the site cannot be reached.
 * Nothing while hydrating: the server's render never is a copy.
 */
export function SavedCopyNote() {
  const sentAt = useSyncExternalStore(subscribe, savedAt, () => null);
  if (sentAt === null) return null;
  const when =
    sentAt && !Number.isNaN(Date.parse(sentAt)) ? formatKuwaitDateTime(new Date(sentAt).toISOString()) : '';
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
