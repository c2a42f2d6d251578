// The words of the member search: the box on /family-tree and the dialog opened from
// every page's navigation. Apart from public.ts, and apart from the navbar's button's name
// (member-search-button.ts): a module shared by the entry and a page goes whole into the entry,
// so the box's words must live in a module the entry does not import.

import { memberSearchButtonMessages } from './member-search-button';

export const memberSearchMessages = {
  /** The combobox's label; the issue asks for an accessible name containing «بحث». */
  label: 'بحث عن فرد في الشجرة',
  placeholder: 'اكتب اسماً، مثل: محمد بن سالم، أو مهنة أو مكاناً',
  hint: 'اكتب حرفين على الأقل، ثم اختر بالأسهم ومفتاح Enter لفتح صفحة الفرد أو المكان.',
  searching: 'جاري البحث...',
  noResults: 'لا يوجد أفراد يطابقون البحث',
  error: 'تعذر البحث. تحقق من الاتصال وحاول مرة أخرى.',
  openSearch: memberSearchButtonMessages.openSearch,
  /** The dialog's name, read when it opens. */
  dialogTitle: 'البحث في شجرة العائلة',
  /** A member found by his life rather than his name: «في سيرته: نوخذة». */
  matched: (text: string) => `في سيرته: ${text}`,
  /** A place found by its name (decision 056): its page lists who was born, married, lived there. */
  place: (fullName: string) => `مكان · ${fullName}`,
};
