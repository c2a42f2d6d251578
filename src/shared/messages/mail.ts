// The e-mails a relative asked for on «حسابي» (docs/product.md#notifications): what was published,
// and why the mail came.

export const mailMessages = {
  /** The subject line: the kind, then the item's heading. */
  subject: (kind: string, heading: string) => (heading === kind ? kind : `${kind}: ${heading}`),
  newsKind: 'خبر جديد',
  familyOnly: 'للعائلة فقط: لا تُعِد إرسالها خارج العائلة.',
  readMore: (link: string) => `التفاصيل: ${link}`,
  readMoreLink: 'التفاصيل على موقع العائلة',
  prayer: (parts: string) => `الصلاة على الجنازة: ${parts}`,
  burial: (cemetery: string) => `الدفن: في ${cemetery}`,
  condolence: (side: string, parts: string) => `${side}: ${parts}`,
  phones: (phones: string) => `للتعزية: ${phones}`,
  /** Why this mail came, and where to stop it. */
  why: (link: string) =>
    `وصلتك هذه الرسالة لأنك اخترت تلقي رسائل العائلة بالبريد. لإيقافها أو تغيير ما يصلك: ${link}`,
  whyLink: 'إعدادات الرسائل في «حسابي»',
  whyIntro: 'وصلتك هذه الرسالة لأنك اخترت تلقي رسائل العائلة بالبريد.',
  /** The sender's name before the family has named the site. */
  sender: 'موقع العائلة',
} as const;
