import { isGoogleMapsEmbedUrl } from '../../../../shared/format/maps';
import { publicMessages } from '../../../../shared/messages/public';

export interface DiwanMapProps {
  mapUrl: string;
  /** SPEC §9: 500 px on the diwan page; smaller on home. */
  height: number;
}

/** The embedded map; only Google's embed form is framed (the CSP allows nothing else), else the spec's error text. */
export function DiwanMap({ mapUrl, height }: DiwanMapProps) {
  if (!isGoogleMapsEmbedUrl(mapUrl)) {
    return (
      <div
        role="alert"
        style={{ height }}
        className="flex items-center justify-center rounded-2xl border border-dashed border-sand-200 bg-white p-4 text-center text-red-700"
      >
        {publicMessages.diwan.mapError}
      </div>
    );
  }
  return (
    <iframe
      src={mapUrl}
      title={publicMessages.diwanPage.mapTitle}
      height={height}
      style={{ height }}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
      className="block w-full rounded-2xl border-0 bg-sand-200"
    />
  );
}
