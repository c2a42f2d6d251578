// The dashboard's charts (decision 019). Only the admin screens import it.

interface CountedNoun {
  one: string;
  two: string;
  /** 3 to 10 (and 103 to 110…): the plural. */
  few: string;
  /** 11 to 99 (and 111 to 199…): the singular, accusative. */
  many: string;
  /** 0, 100, 101, 102…: the singular. */
  other: string;
}

const pluralRules = new Intl.PluralRules('ar');

/** A count with its noun the way Arabic says it: «زيارة واحدة», «زيارتان», «5 زيارات», «754 زيارة». */
export function countOf(count: number, noun: CountedNoun): string {
  const form = pluralRules.select(count);
  if (form === 'one') return noun.one;
  if (form === 'two') return noun.two;
  if (form === 'few') return `${count} ${noun.few}`;
  if (form === 'many') return `${count} ${noun.many}`;
  return `${count} ${noun.other}`;
}

const visitsNoun = { one: 'زيارة واحدة', two: 'زيارتان', few: 'زيارات', many: 'زيارة', other: 'زيارة' };
const membersNoun = { one: 'فرد واحد', two: 'فردان', few: 'أفراد', many: 'فرداً', other: 'فرد' };
const readingsNoun = { one: 'قراءة واحدة', two: 'قراءتان', few: 'قراءات', many: 'قراءة', other: 'قراءة' };
const spanName = (days: number) => (days === 30 ? 'آخر 30 يوماً' : 'آخر سنة');

export const dashboardMessages = {
  /** Decision 018: the counter counts visits (one per browser session), not every page opened. */
  visitsCounter: 'عدد الزيارات',
  loadFailed: 'تعذر تحميل إحصاءات الموقع',
  loadingCharts: 'جاري تحميل الرسوم البيانية...',
  showTable: 'عرض كجدول',
  visits: {
    title: 'الزيارات اليومية',
    note: 'تُحسب الزيارة مرة واحدة لكل زائر حتى يغلق المتصفح، مهما تنقل بين الصفحات.',
    spanLabel: 'الفترة',
    span: spanName,
    total: (total: number) => `المجموع: ${countOf(total, visitsNoun)}`,
    chartLabel: (days: number, total: number, busiest: string) =>
      `رسم بياني للزيارات اليومية في ${spanName(days)}: ${countOf(total, visitsNoun)}${busiest ? `، وأكثرها يوم ${busiest}` : ''}. القيم في الجدول بعده.`,
    readout: (day: string, count: number) => `${day}: ${countOf(count, visitsNoun)}`,
    day: 'اليوم',
    count: 'الزيارات',
    empty: 'لا توجد زيارات في هذه الفترة بعد.',
  },
  members: {
    title: 'الأفراد المضافون شهرياً',
    chartLabel: (total: number) =>
      `رسم بياني بالأعمدة لأفراد العائلة المضافين في كل شهر من آخر 12 شهراً: ${countOf(total, membersNoun)}. القيم في الجدول بعده.`,
    readout: (month: string, count: number) => `${month}: ${countOf(count, membersNoun)}`,
    month: 'الشهر',
    count: 'الأفراد المضافون',
    empty: 'لم يُضف أحد إلى الشجرة في آخر 12 شهراً.',
  },
  topNews: {
    title: 'الأخبار الأكثر قراءة',
    views: (count: number) => countOf(count, readingsNoun),
    empty: 'لم يُقرأ أي خبر بعد.',
  },
} as const;
