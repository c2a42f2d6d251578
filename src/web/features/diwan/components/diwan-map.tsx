import { isGoogleMapsEmbedUrl } from '#shared/format/maps.ts';
import { publicMessages } from '#shared/messages/public.ts';

export interface DiwanMapProps {
  /** The stored map link; `undefined` when the diwan data could not be loaded. */
  mapUrl: string | undefined;
  /** docs/product.md#constants: 500 px on the diwan page; smaller on home. */
  height: number;
}

function MapNotice({ height, children, alert }: { height: number; children: string; alert?: boolean }) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      style={{ height }}
      className={`flex items-center justify-center rounded-2xl border border-dashed border-sand-200 bg-white p-4 text-center ${alert ? 'text-red-700' : 'text-slate-600'}`}
    >
      {children}
    </div>
  );
}

/**
 * The embedded map. Only Google's embed forms are framed (the CSP allows nothing else); the map
 * area says «خطأ في تحميل الخريطة» (docs/product.md#messages) when the diwan failed to load or its link
 * cannot be framed, and simply that no place is set yet on a new family's site.
 */
export function DiwanMap({ mapUrl, height }: DiwanMapProps) {
  if (mapUrl === '') return <MapNotice height={height}>{publicMessages.diwan.mapNotSet}</MapNotice>;
  if (mapUrl === undefined || !isGoogleMapsEmbedUrl(mapUrl)) {
    return (
      <MapNotice height={height} alert>
        {publicMessages.diwan.mapError}
      </MapNotice>
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
