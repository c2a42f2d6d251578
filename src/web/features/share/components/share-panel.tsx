import { Check, Copy, Send, Share2, Smartphone, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { buildShareLinks, copyText, PANEL_TITLE_MAX, trimTitle } from '../../../../shared/format/share';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

const m = messages.share;

function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.97L2 22l5.17-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.07.89.9-2.99-.2-.31a8.2 8.2 0 1 1 6.85 3.74Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.13-.16.24-.64.8-.78.96-.15.17-.29.19-.54.06a6.7 6.7 0 0 1-3.32-2.9c-.25-.43.25-.4.72-1.33.08-.16.04-.3-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.4-.41-.56-.42h-.48a.92.92 0 0 0-.66.31 2.78 2.78 0 0 0-.87 2.07 4.83 4.83 0 0 0 1.01 2.56 11.05 11.05 0 0 0 4.23 3.74c1.57.68 2.19.74 2.98.62.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.08.14-1.18-.06-.1-.22-.16-.47-.28Z" />
    </svg>
  );
}

function XIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.09 14.47Z" />
    </svg>
  );
}

function FacebookIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M13.5 22v-8.2h2.77l.41-3.2H13.5V8.56c0-.93.26-1.56 1.6-1.56h1.7V4.14A22.9 22.9 0 0 0 14.31 4c-2.46 0-4.15 1.5-4.15 4.26v2.35H7.4v3.2h2.77V22h3.33Z" />
    </svg>
  );
}

interface ShareService {
  key: 'whatsapp' | 'telegram' | 'x' | 'facebook';
  label: string;
  Icon: LucideIcon | typeof XIcon;
  tone: string;
}

const services: ShareService[] = [
  { key: 'whatsapp', label: m.whatsapp, Icon: WhatsAppIcon, tone: 'text-green-700' },
  { key: 'telegram', label: m.telegram, Icon: Send, tone: 'text-sky-700' },
  { key: 'x', label: m.x, Icon: XIcon, tone: 'text-slate-900' },
  { key: 'facebook', label: m.facebook, Icon: FacebookIcon, tone: 'text-blue-700' },
];

export interface SharePanelProps {
  /** What is shared, shown trimmed to 25 characters in the panel (SPEC §9); defaults to the page title. */
  title?: string;
  /** Absolute URL to share; defaults to the current page when the panel opens. */
  url?: string;
  /** The trigger's look: a labelled pill, a compact icon, or the round floating button. */
  variant?: 'button' | 'icon' | 'floating';
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
  button:
    'inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 bg-white px-5 py-2 font-semibold text-brand-700 transition hover:bg-brand-50',
  icon: 'inline-flex size-11 items-center justify-center rounded-full text-brand-700 transition hover:bg-brand-50',
  floating:
    'inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700',
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
    const next = { title: title ?? document.title, url: url ?? window.location.href };
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
