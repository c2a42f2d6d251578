// Occasions (docs/product.md#occasions) as the public reads them: the kinds, the death notice's
// parts, the list and the calendar. The admin's words are in occasions-admin.ts.

export const occasionMessages = {
  kinds: {
    death: 'وفاة',
    wedding: 'زواج',
    birth: 'مولود',
    graduation: 'تخرج',
    gathering: 'اجتماع العائلة',
    other: 'أخرى',
  },
  /** The heading of a death notice. */
  noticeHeading: 'نعي',
  titles: {
    occasions: 'المناسبات',
    notFound: 'المناسبة غير موجودة',
  },
  page: {
    heading: 'مناسبات العائلة',
    intro: 'الأفراح والأحزان ولقاءات العائلة، بالتاريخين الميلادي والهجري.',
    upcoming: 'المناسبات القادمة',
    past: 'مناسبات سابقة',
    noUpcoming: 'لا توجد مناسبات قادمة.',
    empty: 'لم تُنشر مناسبات بعد.',
    loadError: 'تعذر تحميل المناسبات. يرجى المحاولة مرة أخرى.',
    details: 'التفاصيل',
    familyOnly: 'للعائلة فقط',
  },
  calendar: {
    label: 'تقويم المناسبات',
    previous: 'الشهر السابق',
    next: 'الشهر التالي',
    dayOccasions: (count: number) => (count === 1 ? 'مناسبة واحدة' : `${count} مناسبات`),
    chosenDay: 'مناسبات اليوم المختار',
    noneThatDay: 'لا مناسبات في هذا اليوم.',
  },
  detail: {
    notFound: 'لم يتم العثور على المناسبة',
    notFoundDetail: 'لم يتم العثور على المناسبة المطلوبة',
    back: 'العودة إلى المناسبات',
    members: 'أفراد العائلة في هذه المناسبة',
  },
  notice: {
    prayer: 'الصلاة على الجنازة',
    burial: 'الدفن',
    mosque: (name: string) => `في ${name}`,
    cemetery: (name: string) => `في ${name}`,
    menCondolence: 'عزاء الرجال',
    womenCondolence: 'عزاء النساء',
    diwan: 'ديوان العائلة',
    days: (days: number) => (days === 1 ? 'يوم واحد' : days === 2 ? 'يومان' : `${days} أيام`),
    from: (date: string) => `ابتداءً من ${date}`,
    map: 'الموقع على الخريطة',
    phones: 'للتعزية',
    call: (phone: string) => `اتصال بالرقم ${phone}`,
    whatsApp: (phone: string) => `واتساب ${phone}`,
    whatsAppLabel: 'واتساب',
    prayerFor: 'إنا لله وإنا إليه راجعون',
  },
  member: {
    heading: 'مناسبات',
    death: 'نعي',
  },
} as const;
