/**
 * The deepest nesting a request body may have (decision 027). The app's bodies nest four or five
 * levels; 10,000 levels made the parser's checks overflow the stack (a 500).
 */
export const MAX_JSON_DEPTH = 64;

/** True when arrays and objects in this JSON text nest deeper than `limit`; read once, not parsed. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
