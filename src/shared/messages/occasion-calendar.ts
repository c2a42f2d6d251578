// The occasions' calendar feed (docs/product.md#the-calendar-feed): the words inside the feed a
// phone's calendar shows, the links on the occasions' pages, and the private feed on «حسابي».

export const occasionCalendarMessages = {
  feed: {
    /** The calendar's name in the phone's list of calendars. */
    name: (familyName: string) => (familyName ? `مناسبات ${familyName}` : 'مناسبات العائلة'),
    familyName: (familyName: string) =>
      familyName ? `مناسبات ${familyName} (للعائلة)` : 'مناسبات العائلة (للعائلة)',
    prayer: (heading: string) => `الصلاة على ${heading}`,
    menCondolence: (heading: string) => `عزاء الرجال: ${heading}`,
    womenCondolence: (heading: string) => `عزاء النساء: ${heading}`,
    diwan: 'ديوان العائلة',
    hours: (hours: string) => `الموعد: ${hours}`,
    prayerTime: (time: string) => `الموعد: ${time}`,
    mosque: (name: string) => `المسجد: ${name}`,
    cemetery: (name: string) => `الدفن في ${name}`,
    map: (link: string) => `الموقع على الخريطة: ${link}`,
    phones: (phones: string) => `للتعزية: ${phones}`,
    more: (link: string) => `التفاصيل: ${link}`,
  },
  page: {
    subscribe: 'أضف إلى التقويم',
    subscribeHint: 'اشترك في تقويم المناسبات من هاتفك، فتصلك المناسبات الجديدة وأوقات العزاء تلقائياً.',
    download: 'تنزيل ملف التقويم',
    addOne: 'أضف إلى التقويم',
  },
  account: {
    heading: 'تقويم المناسبات',
    intro:
      'اشترك في تقويم المناسبات من هاتفك أو حاسوبك، بما فيها مناسبات العائلة الخاصة. الرابط خاص بك: لا تشاركه، فمن يملكه يرى مناسبات العائلة.',
    none: 'لم تنشئ رابط اشتراك بعد.',
    since: (date: string) =>
      `لديك رابط اشتراك منذ ${date}. يظهر الرابط مرة واحدة عند إنشائه؛ أنشئ رابطاً جديداً إن أضعته.`,
    create: 'اشترك في التقويم',
    creating: 'جارٍ إنشاء الرابط...',
    renew: 'إنشاء رابط جديد',
    renewHint: 'الرابط الجديد يوقف القديم في كل جهاز اشترك به.',
    stop: 'إيقاف الرابط',
    stopped: 'أُوقف رابط التقويم',
    created: 'أُنشئ رابط التقويم',
    ready: 'هذا رابط اشتراكك. افتحه في هاتفك ليضيف التقويم، أو انسخه والصقه في تطبيق التقويم.',
    open: 'اشترك في التقويم',
    copy: 'نسخ الرابط',
    copied: 'نُسخ الرابط',
    copyFailed: 'تعذّر النسخ، حدّد الرابط وانسخه يدوياً',
    linkLabel: 'رابط الاشتراك في التقويم',
  },
} as const;
