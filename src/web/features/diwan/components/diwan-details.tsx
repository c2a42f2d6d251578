import { Clock, MapPin, MessageCircle, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatKuwaitPhone, whatsAppChatUrl } from '#shared/format/phone.ts';
import { emptySiteMessages } from '#shared/messages/empty-site.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { DiwanInfo } from '#shared/schemas/diwan.ts';

const m = publicMessages.diwanPage;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dl > div > dt + dd only: the icon lives inside the term so the list stays well-formed.
  return (
    <div>
      <dt className="flex items-center gap-3 font-bold text-brand-700">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ms-[3.25rem] leading-relaxed text-slate-700">{children}</dd>
    </div>
  );
}

export interface DiwanDetailsProps {
  diwan: DiwanInfo;
  /** The home section shows address and hours only. */
  compact?: boolean;
}

/**
 * Address, location, hours and the phone as a WhatsApp chat link normalised to 965 (docs/product.md#diwan).
 */
export function DiwanDetails({ diwan, compact = false }: DiwanDetailsProps) {
  const chatUrl = whatsAppChatUrl(diwan.contact_phone);
  const showLocation = !compact && diwan.location !== '';
  const showPhone = !compact && chatUrl !== null;
  // A new site (decision 017): a label over nothing reads as a fault, a sentence does not.
  if (!diwan.address && !diwan.opening_hours && !showLocation && !showPhone) {
    return <p className="text-slate-600">{emptySiteMessages.diwan}</p>;
  }
  return (
    <dl className="space-y-5">
      {diwan.address ? (
        <Detail icon={<MapPin aria-hidden className="size-5" />} label={m.address}>
          {diwan.address}
        </Detail>
      ) : null}
      {showLocation ? (
        <Detail icon={<Navigation aria-hidden className="size-5" />} label={m.location}>
          {diwan.location}
        </Detail>
      ) : null}
      {diwan.opening_hours ? (
        <Detail icon={<Clock aria-hidden className="size-5" />} label={m.hours}>
          {diwan.opening_hours}
        </Detail>
      ) : null}
      {showPhone ? (
        <Detail icon={<MessageCircle aria-hidden className="size-5" />} label={m.phone}>
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex flex-wrap items-center gap-x-2 font-semibold text-brand-600 underline-offset-4 hover:underline"
          >
            <bdi dir="ltr">{formatKuwaitPhone(diwan.contact_phone)}</bdi>
            <span className="text-sm font-normal text-slate-600">({m.whatsAppHint})</span>
          </a>
        </Detail>
      ) : null}
    </dl>
  );
}
