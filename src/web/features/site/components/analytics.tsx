import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteSettings } from '../api/get-site-settings';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_HOST = 'https://www.googletagmanager.com';
let loadedId: string | null = null;

/** Loads gtag.js from Google's host (the CSP allows it; inline scripts are forbidden) once per id. */
function loadGtag(measurementId: string): void {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays: keep the classic shape.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand on each route change; the automatic first one would double it.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_HOST}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/**
 * docs/product.md#site-frame: reports a page view on every route change, only when the site settings name an
 * analytics id; with none (the default) nothing is loaded at all.
 */
export function Analytics() {
  const measurementId = useSiteSettings().data?.analyticsId ?? '';
  const location = useLocation();

  useEffect(() => {
    if (!measurementId) return;
    loadGtag(measurementId);
    // Deferred so the route's own effect has set document.title first.
    const timer = window.setTimeout(() => {
      window.gtag?.('event', 'page_view', {
        send_to: measurementId,
        page_location: window.location.href,
        page_path: location.pathname + location.search,
        page_title: document.title,
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [measurementId, location.pathname, location.search]);

  return null;
}
