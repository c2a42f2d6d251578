import { Share2 } from 'lucide-react';
import { useId } from 'react';
import { publicMessages } from '#shared/messages/public.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { useSharePanel } from '../hooks/use-share-panel';
import { ShareOptions } from './share-options';

const m = publicMessages.share;

export interface SharePanelProps {
  /**
   * What is shared, shown trimmed to 25 characters in the panel (docs/product.md#constants); defaults to the
   * page title.
   */
  title?: string;
  /** The address to share, absolute or a path of this site; defaults to the current page. */
  url?: string;
  /** The trigger's look: a labelled pill, a compact icon, the round floating button, or an icon of the top bar. */
  variant?: 'button' | 'icon' | 'floating' | 'toolbar';
  /** Which way the panel opens from its button. */
  placement?: 'top' | 'bottom';
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  /** Accessible name of an icon-only trigger. */
  triggerLabel?: string;
  /**
   * The news cards (docs/product.md#news): go straight to the device's share sheet where there is one; the
   * panel otherwise.
   */
  preferNative?: boolean;
}

const triggerStyles = {
  button: buttonClassName({ variant: 'outline' }),
  icon: 'inline-flex size-11 items-center justify-center rounded-full text-brand-700 transition hover:bg-brand-50',
  floating:
    'inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700',
  // Like the menu button beside it: white on the dark bar.
  toolbar:
    'inline-flex size-11 items-center justify-center rounded-md text-white transition hover:bg-white/10',
};

/**
 * The share panel (docs/product.md#share-panel): WhatsApp, Telegram, X, Facebook, the device's own share
 * sheet where the browser has one, and copy link. Opens and closes on its button; an outside click or
 * Escape closes it. A disclosure, not a modal: the page stays usable around it.
 */
export function SharePanel({
  title,
  url,
  variant = 'button',
  placement = 'bottom',
  align = 'start',
  triggerLabel,
  preferNative = false,
}: SharePanelProps) {
  const { open, shared, toggle, close, shareNatively, canNativeShare, container, trigger } = useSharePanel({
    title,
    url,
    preferNative,
  });
  const panelId = useId();
  const label = triggerLabel ?? m.share;
  const position = `${placement === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'} ${align === 'start' ? 'start-0' : 'end-0'}`;

  return (
    <div ref={container} className="relative inline-block">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={variant === 'button' ? undefined : label}
        onClick={toggle}
        className={triggerStyles[variant]}
      >
        <Share2 aria-hidden className={variant === 'floating' ? 'size-6' : 'size-5'} />
        {variant === 'button' && <span>{label}</span>}
      </button>
      {open && (
        <ShareOptions
          id={panelId}
          shared={shared}
          position={position}
          onShareNatively={canNativeShare ? () => void shareNatively(shared) : undefined}
          onLeave={close}
        />
      )}
    </div>
  );
}
