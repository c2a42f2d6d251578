/**
 * The pickers' own words, in place of the browser's, which speak its language rather than the
 * site's. Apart from the admin's words: the relatives' pages use the same pickers, and a public
 * page's script must carry none of the admin's.
 */
export const pickerMessages = {
  /** The file picker's own words, in place of the browser's («Choose File», «No file chosen»). */
  file: {
    choose: 'اختر ملفاً',
    noFile: 'لم يُختر ملف',
  },
  /** The date picker's own words, in place of the browser's («mm/dd/yyyy», «Clear»). */
  date: {
    choose: 'اختر التاريخ',
    clear: (label: string) => `مسح ${label}`,
    chosen: 'التاريخ المختار:',
    hour: 'الساعة',
    minute: 'الدقيقة',
  },
} as const;
