import { Check, Copy, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buildShareLinks, copyText, PANEL_TITLE_MAX, trimTitle } from '#shared/format/share.ts';
import { publicMessages } from '#shared/messages/public.ts';
import {
  FacebookIcon,
  TelegramIcon,
  WhatsAppIcon,
  XIcon,
  type BrandIcon,
} from '#web/components/ui/brand-icons.tsx';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import type { Shared } from '../hooks/use-share-panel';

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

/**
 * The open share panel: what is shared (its title trimmed), the four services, the device's share
 * sheet where there is one, and copy link with its confirmation.
 */
export function ShareOptions({
  id,
  shared,
  position,
  onShareNatively,
  onLeave,
}: {
  id: string;
  shared: Shared;
  /** Where the panel sits against its button (Tailwind classes). */
  position: string;
  /** The device's share sheet; none where the browser has no such sheet. */
  onShareNatively: (() => void) | undefined;
  /** A service's link was followed: the panel closes. */
  onLeave: () => void;
}) {
  const links = buildShareLinks(shared.title, shared.url);
  const { copied, copy } = useCopyToClipboard();
  // Shown inside the panel, beside 'تم النسخ!': the public entry carries no toast library.
  const [copyFailed, setCopyFailed] = useState(false);
  const copyLink = async () => {
    setCopyFailed(!(await copy(copyText(shared.url))));
  };
  return (
    <div
      id={id}
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
        {services.map(({ key, label, Icon, tone }) => (
          <li key={key}>
            <a
              href={links[key]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onLeave}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 text-slate-800 transition hover:bg-brand-50"
            >
              <Icon className={`size-5 ${tone}`} />
              <span>{label}</span>
            </a>
          </li>
        ))}
        {onShareNatively && (
          <li>
            <PanelButton
              onClick={onShareNatively}
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
