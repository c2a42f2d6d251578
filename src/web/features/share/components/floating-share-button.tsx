import { publicMessages } from '#shared/messages/public.ts';
import { SharePanel, type SharePanelProps } from './share-panel';

/** The page's own share button, in a wrapper that shows it at one range of widths only. */
function PageShareButton({
  title,
  className,
  variant,
  placement,
}: Pick<SharePanelProps, 'title' | 'variant' | 'placement'> & { className: string }) {
  return (
    <div className={className}>
      <SharePanel
        title={title}
        variant={variant}
        placement={placement}
        align="end"
        triggerLabel={publicMessages.share.share}
      />
    </div>
  );
}

/**
 * docs/product.md#home: the floating share button of the home page, from 1280 px. Sits at the
 * bottom corner on the reading end (left in Arabic), beside the content, which is 1152 px wide at
 * most. Narrower, a phone's or a tablet's or a small laptop's, there is no room beside the content
 * and it covered the cards, so the button is in the top bar instead (ToolbarShareButton), which
 * the layout shows on the same page.
 */
export function FloatingShareButton({ title }: { title?: string }) {
  return (
    <PageShareButton
      title={title}
      className="fixed end-6 bottom-6 z-40 hidden xl:block"
      variant="floating"
      placement="top"
    />
  );
}

/** The same share button below 1280 px, in the top bar beside the search and the menu. */
export function ToolbarShareButton({ title }: { title?: string }) {
  return <PageShareButton title={title} className="xl:hidden" variant="toolbar" placement="bottom" />;
}
