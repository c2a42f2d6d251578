// A source's public page and the citation mark on a member's page (docs/product.md#sources): the
// words the public reads, kept apart from the keepers' so a public page carries only these.

export const sourcesMessages = {
  kinds: {
    document: 'وثيقة',
    book: 'كتاب',
    person: 'رواية',
    other: 'مصدر',
  },
  facts: {
    name: 'الاسم',
    birth: 'الميلاد',
    death: 'الوفاة',
    parents: 'النسب إلى الوالدين',
    marriage: 'الزواج',
    event: 'حدث',
  },
  /** What an event a source supports is, when the source page names it. */
  events: {
    burial: 'الدفن',
    christening: 'التعميد',
    residence: 'السكن',
    occupation: 'المهنة',
    title: 'اللقب',
    other: 'حدث',
  },
  page: {
    title: (title: string) => `المصدر: ${title}`,
    description: (title: string) => `ما يوثّقه «${title}» من أخبار العائلة`,
    heading: 'المصدر',
    author: 'المؤلف',
    teller: 'الراوي',
    details: 'تفاصيل',
    image: (title: string) => `صورة ${title}`,
    supports: 'ما يوثّقه هذا المصدر',
    supportsNone: 'لا يظهر للزوار شيء مما يوثّقه هذا المصدر.',
    where: (page: string) => `الموضع: ${page}`,
    notFound: 'لم يتم العثور على المصدر',
    loadError: 'تعذر تحميل المصدر',
    spouse: (name: string) => `من ${name}`,
    back: 'العودة إلى شجرة العائلة',
    notFoundDetail: 'ربما أُزيل المصدر، أو لم تجعله العائلة ظاهراً للزوار بعد.',
  },
  mark: {
    /** The accessible name of the small mark beside a cited fact. */
    label: (fact: string, title: string) => `مصدر ${fact}: ${title}`,
    /** Its visible text: a short word, not a number that reads differently in each direction. */
    text: 'مصدر',
  },
} as const;
