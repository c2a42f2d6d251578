/**
 * An Intl date format made on first use rather than when its module loads: a browser's first Intl
 * object costs about 15 ms on a phone (its locale and time-zone data), which a page that shows no
 * date should not pay while it starts.
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
