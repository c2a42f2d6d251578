import type { FastifyInstance, FastifyReply } from 'fastify';
import { cachedUntilContentChanges } from '../lib/generation-cache';

/** What the pages load from elsewhere, decided by the site's own settings. */
export interface ThirdPartySources {
  /** The site settings name a Google Analytics id: gtag.js and its beacons. */
  analytics: boolean;
  /** The diwan has a map: Google's embed in a frame. */
  map: boolean;
}

const none: ThirdPartySources = { analytics: false, map: false };

// Google's own list for GA4 through gtag.js (developers.google.com/tag-platform/security/guides/csp).
const analyticsScripts = ['https://*.googletagmanager.com'];
const analyticsImages = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const analyticsConnections = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const mapFrames = ['https://www.google.com', 'https://maps.google.com'];

/**
 * No inline scripts; a third party is listed only while the site uses it, so a site without
 * analytics or a map lets no page talk to Google. Images come from the site itself unless
 * IMAGE_SOURCES names more.
 */
export function contentSecurityPolicy(
  sources: ThirdPartySources,
  imageSources: readonly string[] = [],
): string {
  const list = (...values: (string | false)[]) => values.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    list("script-src 'self'", sources.analytics && analyticsScripts.join(' ')),
    // Toasts and Radix set style attributes and <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    list(
      "img-src 'self' data: blob:",
      sources.analytics && analyticsImages.join(' '),
      imageSources.join(' '),
    ),
    "font-src 'self'",
    list("connect-src 'self'", sources.analytics && analyticsConnections.join(' ')),
    sources.map ? `frame-src ${mapFrames.join(' ')}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}

/** A year, without subdomains: the family's other hosts are not this server's to decide. */
const HSTS = 'max-age=31536000';

/** Every header of a response but the policy's own choice of sources. */
export function setSecurityHeaders(reply: FastifyReply, options: { policy: string; https: boolean }): void {
  reply.header('Content-Security-Policy', options.policy);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (options.https) reply.header('Strict-Transport-Security', HSTS);
  reply.removeHeader('X-Powered-By');
}

/** The headers of an answer no hook reaches (a URL the router could not decode): no third party. */
export function setStrictSecurityHeaders(app: FastifyInstance, reply: FastifyReply): void {
  setSecurityHeaders(reply, {
    policy: contentSecurityPolicy(none, app.config.imageSources),
    https: servesHttps(app),
  });
}

// Browsers ignore HSTS over plain HTTP; PUBLIC_URL says what the visitors' address is.
/** The site's public address is https: HSTS, and the device cookie only over https. */
export const servesHttps = (app: FastifyInstance) => app.config.publicUrl?.startsWith('https://') === true;

export function registerSecurityHeaders(app: FastifyInstance): void {
  const https = servesHttps(app);
  const currentSources = cachedUntilContentChanges(app, async (): Promise<ThirdPartySources> => {
    const [settings, diwan] = await Promise.all([app.repos.siteSettings.get(), app.repos.diwan.get()]);
    return {
      analytics: (settings?.analytics_id ?? '').trim() !== '',
      map: (diwan?.map_url ?? '').trim() !== '',
    };
  });
  // While the database cannot be read, the last policy read stays (none before the first).
  let lastKnown = none;
  app.addHook('onSend', async (_request, reply, payload) => {
    try {
      lastKnown = await currentSources();
    } catch {
      // Kept: the answer itself says what went wrong.
    }
    setSecurityHeaders(reply, { policy: contentSecurityPolicy(lastKnown, app.config.imageSources), https });
    return payload;
  });
}
