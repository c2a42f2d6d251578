// The words of a member's «سيرة» and of a place's page (docs/product.md#places, decision 056), apart
// from public.ts so only the pages that show them carry them.

import type { LifeStoryKind } from '../schemas/member-life';

export const placeMessages = {
  /** get.php for an unknown place, or one no fact its reader may see names: the same answer. */
  notFound: 'لم يتم العثور على هذا المكان',
  notFoundDetail: 'ربما تغيّر الرابط، أو أن المكان لا يرتبط بأحد تعرضه العائلة.',
  loadError: 'تعذر تحميل صفحة المكان. تحقق من الاتصال وحاول مرة أخرى.',
  backToTree: 'العودة إلى شجرة العائلة',
  pageTitle: (name: string) => `مكان: ${name}`,
  /** The page's title and description for a link preview. */
  description: (name: string) => `أفراد العائلة الذين وُلدوا أو تزوجوا أو سكنوا أو دُفنوا في ${name}.`,
  kicker: 'مكان',
  olderNames: (names: string) => `يُعرف قديماً باسم ${names}`,
  within: 'يقع ضمن',
  places: 'أماكن ضمنه',
  onMap: 'على الخريطة',
  /** One list per kind of fact, each headed so. */
  sections: {
    birth: 'وُلدوا فيه',
    marriage: 'تزوجوا فيه',
    residence: 'سكنوا فيه',
    death: 'تُوفّوا فيه',
    burial: 'دُفنوا فيه',
    christening: 'عُمّدوا فيه',
    occupation: 'عملوا فيه',
    title: 'نالوا فيه لقباً',
    other: 'أحداث أخرى فيه',
  } satisfies Record<LifeStoryKind, string>,
  /** A marriage's line: «سالم ومريم». */
  couple: (husband: string, wife: string) => `${husband} و${wife}`,
  /** A fact within a smaller place: «في الشامية». */
  inPlace: (place: string) => `في ${place}`,
  more: (count: number) => `و${count} غيرهم لا تتسع لهم الصفحة`,
  empty: 'لا يوجد في هذا المكان من تعرضه العائلة.',
  /** The entries of the family's timeline that took place here (decision 063). */
  history: 'في تاريخ العائلة',
};

/** A member's «سيرة» on the member's page. */
export const lifeStoryMessages = {
  heading: 'السيرة',
  /** What each line tells, before its date and place. */
  kinds: {
    birth: 'الميلاد',
    marriage: 'الزواج',
    death: 'الوفاة',
    burial: 'الدفن',
    christening: 'التعميد',
    residence: 'السكن',
    occupation: 'المهنة',
    title: 'اللقب',
    other: 'حدث',
  } satisfies Record<LifeStoryKind, string>,
  /** A marriage: «من مريم» (his wife) or «من سالم» (her husband). */
  marriedTo: (name: string) => `من ${name}`,
  /** A residence's period, written out: «من 1930م إلى 1950م». */
  from: 'من',
  to: 'إلى',
  until: 'حتى',
  /** Before the place's name: «في حي القبلة». */
  at: 'في',
};
