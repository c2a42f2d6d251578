/** A member's highlights as bullets: one a line, blank lines and stray spaces dropped. */
export function highlightLines(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
