// The words of a member's page, apart from public.ts so only that page's script
// carries them.

const WIFE_RANKS = ['الأولى', 'الثانية', 'الثالثة', 'الرابعة'];
const HUSBAND_RANKS = ['الأول', 'الثاني', 'الثالث', 'الرابع'];

export const memberPageMessages = {
  /** profile.php for an unknown id, or one the family keeps private: the same answer for both. */
  notFound: 'لم يتم العثور على هذا الفرد في شجرة العائلة',
  notFoundDetail: 'ربما تغيّر الرابط، أو أن العائلة لا تعرض هذا الفرد. ابحث عنه في الشجرة.',
  backToTree: 'العودة إلى شجرة العائلة',
  loadError: 'تعذر تحميل صفحة الفرد. تحقق من الاتصال وحاول مرة أخرى.',
  generation: (generation: number) => `الجيل ${generation}`,
  birth: 'الميلاد',
  death: 'الوفاة',
  photoAlt: (name: string) => `صورة ${name}`,
  /** A member whose photo, dates and bio the family keeps to itself (decision 015). */
  limited: 'تحتفظ العائلة بتفاصيل هذا الفرد (الصورة والتواريخ والسيرة) احتراماً لخصوصية الأحياء.',
  showInTree: 'عرض في الشجرة',
  printBranch: 'طباعة الفرع',
  family: 'الأسرة',
  father: 'الأب',
  mother: 'الأم',
  husband: 'الزوج',
  wife: 'الزوجة',
  husbands: 'الأزواج',
  wives: 'الزوجات',
  /** A spouse's rank, shown only when there is more than one: «الزوجة الثانية». */
  spouseRank: (female: boolean, order: number) =>
    female ? `الزوجة ${WIFE_RANKS[order - 1] ?? order}` : `الزوج ${HUSBAND_RANKS[order - 1] ?? order}`,
  marriageEnded: { divorced: 'انتهى الزواج بالطلاق', widowed: 'انتهى الزواج بالوفاة' },
  children: 'الأبناء والبنات',
  /** A group of children by their other parent: «من زوجته فاطمة», «من زوجها محمد». */
  childrenBy: (partnerIsFemale: boolean, partner: string) =>
    partnerIsFemale ? `من زوجته ${partner}` : `من زوجها ${partner}`,
  /** Children whose other parent is not recorded. */
  childrenOfUnrecorded: (otherIsMother: boolean) => (otherIsMother ? 'لم تُسجَّل والدتهم' : 'لم يُسجَّل والدهم'),
  siblings: 'الإخوة والأخوات',
  siblingsFull: 'الأشقاء',
  siblingsPaternal: 'إخوة لأب',
  siblingsMaternal: 'إخوة لأم',
  count: (count: number) => `(${count})`,
  notable: 'في الشخصيات البارزة',
  notableLink: 'صفحة الشخصيات البارزة',
  news: 'أخبار ورد فيها',
  /** The entries of the family's timeline that name the member (decision 063). */
  history: 'في تاريخ العائلة',
  hiddenAncestor: 'فرد لا تعرضه العائلة',
};
