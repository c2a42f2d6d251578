import { publicMessages } from '#shared/messages/public.ts';

export interface MailDraft {
  name: string;
  subject: string;
  message: string;
}

/**
 * docs/product.md#diwan: when sending fails, the visitor's mail app opens addressed to the site, subject and
 * body prefilled.
 */
export function buildMailtoUrl(to: string, draft: MailDraft): string {
  const params: [string, string][] = [
    ['subject', draft.subject],
    ['body', publicMessages.diwanPage.mailBody(draft.name, draft.message)],
  ];
  // URLSearchParams writes spaces as '+', which mail apps show literally: encode by hand.
  const encoded = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${encoded}`;
}

/** Hands the draft to the visitor's mail app; the page itself stays where it is. */
export function openMailApp(url: string): void {
  window.location.href = url;
}
