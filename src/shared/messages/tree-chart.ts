// The words of the tree chart's controls and of the printed branch. The tree's own
// words (sons, daughters, zoom) are in public.ts `familyTree`.

export const treeChartMessages = {
  /** «توسيط»: back to the founder, or to the member the page was opened for. */
  centre: 'توسيط',
  centreOnMember: (name: string) => `توسيط الشجرة على ${name}`,
  /** After the hint to scroll sideways (docs/product.md#family-tree); read with the chart's region too. */
  zoomHint: 'للتكبير والتصغير: عجلة الفأرة مع Ctrl أو إصبعان.',
  keyboardHint: 'بلوحة المفاتيح: الأسهم للتنقل بين البطاقات، ومفتاح Enter لفتح صفحة الفرد.',
  /** Beside the card of the member `?member=` named. */
  focusedBadge: 'الفرد المطلوب',
  /** Read instead of «—» for a member the family keeps private who must stay for the lineage. */
  hiddenMember: 'فرد محجوب',
  /** The mobile card's link to the member's page. */
  memberPage: (name: string) => `صفحة ${name}`,
  /**
   * After the last top card: the families no one links to the founder come a page at a time, so
   * a file of thousands of separate families does not make one endless page.
   */
  moreTops: {
    button: 'عرض المزيد من الأسر',
    /** Under the button, before how many top cards are not drawn yet. */
    remaining: 'الأسر المتبقية',
    loading: 'جاري تحميل المزيد من الأسر…',
    loadError: 'تعذر تحميل المزيد من الأسر.',
  },
  /** A card whose children arrive when it is opened (the tree is sent a part at a time). */
  branch: {
    /** On a closed card, before how many are drawn below it (children and their descendants). */
    descendants: 'الذرية',
    loading: 'جاري تحميل الفرع…',
    loadError: 'تعذر تحميل هذا الفرع.',
    retry: 'إعادة المحاولة',
    /** branch.php for an unknown id, or one the family keeps private: the same answer for both. */
    notFound: 'لم يتم العثور على هذا الفرد في شجرة العائلة',
    invalidDepth: 'عدد الأجيال المطلوب من 1 إلى 5',
    /** `?id=` asks for a branch, `?member=` for the first screen opened down to a member: not both. */
    idOrMember: 'اطلب فرعاً أو فرداً، لا كليهما معاً',
    invalidTopsPage: 'رقم صفحة الأسر عدد صحيح من 1 فأكثر',
    /** `?tops_page=` asks for a page of the separate families: with no branch or member beside it. */
    topsPageAlone: 'اطلب صفحة الأسر وحدها، دون فرع أو فرد',
  },
  print: {
    print: 'طباعة',
    pageTitle: (name: string) => `طباعة فرع ${name}`,
    heading: (name: string) => `فرع ${name}`,
    ofFamily: (familyName: string) => `من شجرة ${familyName}`,
    generations: 'الفرد وذريته حتى أربعة أجيال',
    paper: 'حجم الورق',
    paperHint: 'يُدار الورق كما يتسع للفرع، وتُصغَّر الشجرة لتتسع له، وتُقسَّم على صفحات إن صغرت حتى تصعب قراءتها',
    /** «يُطبع أفقياً على صفحتين». */
    printsOn: (orientation: 'landscape' | 'portrait', pages: number) =>
      `يُطبع ${orientation === 'landscape' ? 'أفقياً' : 'عمودياً'} على ${
        pages === 1 ? 'صفحة واحدة' : pages === 2 ? 'صفحتين' : pages <= 10 ? `${pages} صفحات` : `${pages} صفحة`
      }`,
    /** After printsOn, when the branch takes several sheets. */
    sideBySide: 'تُوضع الصفحات جنباً إلى جنب، الأولى على اليمين',
    pageOf: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
    backToMember: 'العودة إلى صفحة الفرد',
    childrenNotShown: (count: number) => `أولاد لم يُعرضوا: ${count}`,
    notFound: 'لم يتم العثور على هذا الفرد في شجرة العائلة',
    backToTree: 'العودة إلى شجرة العائلة',
  },
};
