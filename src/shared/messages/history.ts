// The history page's words (decision 020). The family's own history is content the admin writes;
// these are only the frame around it. The admin's words are in history-admin.ts: one file with
// both would put them in the chunk the public pages share with the admin (smoke.spec.ts).

/** What the public history page and the home page's history section say around the content. */
export const historyMessages = {
  heading: 'تاريخ العائلة',
  timelineHeading: 'محطات من تاريخنا',
  /** An empty site: a calm message, never an error. */
  empty: 'لم يُكتب تاريخ العائلة بعد',
  emptyHint: 'ستظهر هنا محطات تاريخ العائلة وحكاياتها حين يضيفها القائمون على الموقع.',
  loadError: 'تعذر تحميل تاريخ العائلة. يرجى المحاولة مرة أخرى.',
  entryImageAlt: (title: string) => `صورة: ${title}`,
  /** Before the members an entry names (decision 063), each a link to the member's page. */
  entryMembers: 'من العائلة:',
  /** Before the place it happened, a link to the place's page. */
  entryPlace: 'المكان:',
} as const;
