import type { FastifyPluginAsync } from 'fastify';
import { pushMessages } from '#shared/messages/push.ts';
import { presentSiteSettings } from '#server/presenters/presenters.ts';

/** The path index.html links; the browser reads it to install the site as an app. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

// The brand's colours, as index.html's theme-color and the favicon have them.
const THEME = '#0f3d3e';
const BACKGROUND = '#ffffff';

/**
 * The web app manifest (docs/product.md#notifications): Nasab installable on a phone's home screen,
 * named after the family from its settings, right to left, opening on the home page. On iPhone
 * the site receives notifications only once installed so. Kept in memory until the settings change.
 */
export const webManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get(WEB_MANIFEST_PATH, { config: { publicCache: true, cacheTags: [] } }, async (_request, reply) => {
    const site = presentSiteSettings(await app.repos.siteSettings.get());
    const name = site.familyName.trim() || pushMessages.appName;
    reply.type('application/manifest+json; charset=utf-8');
    return JSON.stringify({
      id: '/',
      name,
      short_name: name,
      description: site.tagline,
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME,
      background_color: BACKGROUND,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });
};
