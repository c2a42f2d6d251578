const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// XML 1.0 forbids most control characters even when escaped; a feed reader would reject the file.
// eslint-disable-next-line no-control-regex
const forbiddenControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Escapes text for HTML and XML content and double- or single-quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(forbiddenControls, '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
