// The words of «صلة القرابة» on a member's page, beside member-page.ts so only that
// page's script carries them. The answer's own sentence and term come from the server (kinship.ts).

export const kinshipPanelMessages = {
  title: 'صلة القرابة',
  /** The combobox's label: the answer says what the picked member is to the page's member. */
  pickLabel: (name: string) => `اختر فرداً لمعرفة صلته بـ${name}`,
  placeholder: 'اكتب اسم الفرد أو نسبه',
  loading: 'جاري معرفة صلة القرابة...',
  loadError: 'تعذرت معرفة صلة القرابة. تحقق من الاتصال وحاول مرة أخرى.',
  /** The ordered list of the path, read from the page's member to the chosen one. */
  pathLabel: (from: string, to: string) => `الطريق من ${from} إلى ${to}`,
  path: 'الطريق بينهما',
  // «الأصل» rather than «الجد»: the ancestor is often a parent of one of the two (siblings, an
  // uncle), or a woman, where «الجد المشترك» would be wrong.
  commonAncestor: 'الأصل المشترك:',
  /** The title of a «—» in the path: someone the family keeps private (decision 015). */
  hiddenMember: 'فرد لا تعرضه العائلة',
};
