import { publicMessages } from '../messages/public';

// docs/product.md#constants: the notable-people preview cuts bios to this many words.
export const PREVIEW_BIO_WORDS = 20;

/**
 * docs/product.md#home: the first `maxWords` words followed by '...'; text that is already short is returned
 * whole.
 */
export function truncateWords(text: string, maxWords: number = PREVIEW_BIO_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, maxWords).join(' ')}...`;
}

export const PAGE_TITLE_SEPARATOR = ' | ';

/**
 * docs/product.md#site-frame: page titles are the family-name prefix plus a section name; the default section
 * is home. Without a family name yet (settings still loading) the section alone is the title.
 */
export function buildPageTitle(familyName: string, section?: string): string {
  const name = familyName.trim();
  const part = section?.trim() || publicMessages.titles.home;
  return name ? `${name}${PAGE_TITLE_SEPARATOR}${part}` : part;
}
