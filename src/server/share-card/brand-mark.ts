/**
 * The family's mark, the site's icon (src/web/public/favicon.svg, which a test holds equal to
 * this): drawn in the share card's band. A copy because the server also runs without the built
 * front end (the API tests), where the icon is not served from any folder it knows.
 */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f3d3e"/><path d="M32 12v40M32 26c-8 0-14-4-16-10M32 26c8 0 14-4 16-10M32 38c-7 0-12-3-14-8M32 38c7 0 12-3 14-8" stroke="#e9c46a" stroke-width="4" fill="none" stroke-linecap="round"/></svg>';
