// Reading without a network (docs/product.md#notifications): the note over a page the service
// worker served from the copy it kept.

export const offlineMessages = {
  /** `when`: the copy's date as the site writes one, or '' when unknown. */
  savedCopy: (when: string) =>
    when
      ? `تعذّر الاتصال بالموقع: هذه آخر نسخة محفوظة على جهازك، من ${when}.`
      : 'تعذّر الاتصال بالموقع: هذه آخر نسخة محفوظة على جهازك.',
} as const;
