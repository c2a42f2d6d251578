import { Check, Copy, Share2, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { publicMessages } from '../../../../shared/messages/public';
import { buildShareLinks, copyText, PANEL_TITLE_MAX, trimTitle } from '../../../../shared/format/share';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import {
  FacebookIcon,
  TelegramIcon,
  WhatsAppIcon,
  XIcon,
  type BrandIcon,
} from '../../../components/ui/brand-icons';
import { buttonClassName } from '../../../components/ui/button';

const m = publicMessages.share;

interface ShareService {
  key: 'whatsapp' | 'telegram' | 'x' | 'facebook';
  label: string;
  Icon: BrandIcon;
  tone: string;
}

const services: ShareService[] = [
  { key: 'whatsapp', label: m.whatsapp, Icon: WhatsAppIcon, tone: 'text-green-700' },
  { key: 'telegram', label: m.telegram, Icon: TelegramIcon, tone: 'text-sky-700' },
  { key: 'x', label: m.x, Icon: XIcon, tone: 'text-slate-900' },
  { key: 'facebook', label: m.facebook, Icon: FacebookIcon, tone: 'text-blue-700' },
];

export interface SharePanelProps {
  /** What is shared, shown trimmed to 25 characters in the panel (SPEC §9); defaults to the page title. */
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
  /** SPEC §2 news cards: go straight to the device's share sheet where there is one; the panel otherwise. */
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
 * SPEC §2 share panel: WhatsApp, Telegram, X, Facebook, the device's own share sheet where
 * the browser has one, and copy link. Opens and closes on its button; an outside click or
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
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState({ title: title ?? '', url: url ?? '' });
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { copied, copy } = useCopyToClipboard();
  // Shown inside the panel, beside 'تم النسخ!': the public entry carries no toast library.
  const [copyFailed, setCopyFailed] = useState(false);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** True when the sheet opened (shared or dismissed); false when the browser refused it. */
  const shareNatively = async (what: { title: string; url: string }): Promise<boolean> => {
    try {
      await navigator.share(what);
      setOpen(false);
      return true;
    } catch (error) {
      // The visitor closing the share sheet is not an error.
      return error instanceof DOMException && error.name === 'AbortError';
    }
  };

  const toggle = () => {
    // Made absolute here, in the browser: the server that rendered the page knows no origin.
    const next = { title: title ?? document.title, url: new URL(url ?? '', window.location.href).href };
    if (!open && preferNative && canNativeShare) {
      // Where the sheet is refused (e.g. no user activation left), the panel still offers every way.
      void shareNatively(next).then((ok) => {
        if (ok) return;
        setShared(next);
        setOpen(true);
      });
      return;
    }
    if (!open) setShared(next);
    setOpen((value) => !value);
  };

  const links = buildShareLinks(shared.title, shared.url);

  const copyLink = async () => {
    setCopyFailed(!(await copy(copyText(shared.url))));
  };

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
        <div
          id={panelId}
          role="region"
          aria-label={m.options}
          className={`absolute z-40 w-60 max-w-[calc(100vw-2rem)] rounded-2xl border border-sand-200 bg-white p-3 text-start shadow-xl ${position}`}
        >
          <p
            className="mb-2 truncate border-b border-sand-200 px-2 pb-2 font-semibold text-brand-700"
            title={shared.title}
          >
            {trimTitle(shared.title, PANEL_TITLE_MAX)}
          </p>
          <ul className="flex flex-col gap-1">
            {services.map(({ key, label: serviceLabel, Icon, tone }) => (
              <li key={key}>
                <a
                  href={links[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 text-slate-800 transition hover:bg-brand-50"
                >
                  <Icon className={`size-5 ${tone}`} />
                  <span>{serviceLabel}</span>
                </a>
              </li>
            ))}
            {canNativeShare && (
              <li>
                <PanelButton
                  onClick={() => void shareNatively(shared)}
                  icon={<Smartphone aria-hidden className="size-5 text-brand-600" />}
                >
                  {m.nativeShare}
                </PanelButton>
              </li>
            )}
            <li>
              <PanelButton
                onClick={copyLink}
                icon={
                  copied ? (
                    <Check aria-hidden className="size-5 text-green-700" />
                  ) : (
                    <Copy aria-hidden className="size-5 text-brand-600" />
                  )
                }
              >
                {m.copyLink}
              </PanelButton>
            </li>
          </ul>
          <p
            role="status"
            className={`px-2 text-sm font-semibold ${copyFailed ? 'text-red-700' : 'text-green-800'}`}
          >
            {copied ? m.copied : copyFailed ? m.copyFailed : ''}
          </p>
        </div>
      )}
    </div>
  );
}

function PanelButton({
  onClick,
  icon,
  children,
}: {
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-2 text-start text-slate-800 transition hover:bg-brand-50"
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
