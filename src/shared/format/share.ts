// docs/product.md#constants: the share title is trimmed to 25 characters in the panel and 200 for X.
export const PANEL_TITLE_MAX = 25;
export const X_TITLE_MAX = 200;

const ELLIPSIS = '…';

/**
 * Cuts a title to at most `max` characters, the ellipsis included. Counts code points,
 * not UTF-16 units, so an emoji or a rare character is never cut in half.
 */
export function trimTitle(title: string, max: number): string {
  const clean = title.trim().replace(/\s+/g, ' ');
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

export interface ShareLinks {
  whatsapp: string;
  telegram: string;
  x: string;
  facebook: string;
}

/**
 * The four share services of docs/product.md#share-panel; each opens in a new tab with the page's title and
 * URL.
 */
export function buildShareLinks(title: string, url: string): ShareLinks {
  const u = encodeURIComponent(url);
  const fullTitle = title.trim().replace(/\s+/g, ' ');
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(shareText(fullTitle, url))}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(fullTitle)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(trimTitle(fullTitle, X_TITLE_MAX))}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/** Title and link on two lines: what WhatsApp shows as the message. */
export function shareText(title: string, url: string): string {
  const t = title.trim();
  return t === '' ? url : `${t}\n${url}`;
}

/** docs/product.md#share-panel: "copy link" copies the page's address only. */
export function copyText(url: string): string {
  return url;
}
