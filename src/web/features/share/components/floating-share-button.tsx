import { publicMessages } from '../../../../shared/messages/public';
import { SharePanel } from './share-panel';

/**
 * SPEC §2: the floating share button of the home page. Sits at the bottom corner on the
 * reading end (left in Arabic) so it never covers the start of a line.
 */
export function FloatingShareButton({ title }: { title?: string }) {
  return (
    <div className="fixed bottom-6 end-6 z-40">
      <SharePanel
        title={title}
        variant="floating"
        placement="top"
        align="end"
        triggerLabel={publicMessages.share.share}
      />
    </div>
  );
}
