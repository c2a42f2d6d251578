// Words used everywhere: buttons, states, category labels and the checks of the shared schemas.

export const commonMessages = {
  loading: 'جاري التحميل...',
  retry: 'إعادة المحاولة',
  error: 'خطأ',
  save: 'حفظ',
  saving: 'جاري الحفظ...',
  cancel: 'إلغاء',
  delete: 'حذف',
  edit: 'تعديل',
  backToList: 'العودة إلى القائمة',
  readMore: 'اقرأ المزيد',
  /** A news item only signed-in relatives are given (the news pages and a member's page). */
  familyOnly: 'للعائلة فقط',
  close: 'إغلاق',
  unsavedChanges: 'لديك تغييرات غير محفوظة. هل تريد مغادرة الصفحة؟',
  connectionError: 'حدث خطأ في الاتصال بالخادم',
  invalidResponse: 'تنسيق الاستجابة من الخادم غير صالح',
  // The search combobox (components/ui/combobox.tsx): the admin's member fields and the public search.
  combobox: {
    clear: 'إزالة',
    searching: 'جاري البحث...',
    noResults: 'لا توجد نتائج',
    /** Announced to screen readers when results arrive; Arabic counts take four forms. */
    resultCount: (count: number) => {
      if (count === 1) return 'نتيجة واحدة';
      if (count === 2) return 'نتيجتان';
      const lastTwo = count % 100;
      return lastTwo >= 3 && lastTwo <= 10 ? `${count} نتائج` : `${count} نتيجة`;
    },
  },
  // Category labels, shown by the public pages and the admin lists alike.
  newsCategories: {
    all: 'الكل',
    events: 'فعاليات',
    academic: 'أكاديمي',
    achievements: 'إنجازات',
    occasions: 'مناسبات',
  },
  personCategories: { all: 'الكل', academic: 'أكاديمية', political: 'سياسية', social: 'اجتماعية' },
  // The shared schemas' checks: shown under the admin forms' fields and sent in 400 bodies.
  validation: {
    required: 'هذا الحقل مطلوب',
    invalidUrl: 'يرجى إدخال رابط صالح',
    invalidDate: 'يرجى إدخال تاريخ صالح بصيغة YYYY-MM-DD',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صالح',
    invalidCategory: 'التصنيف غير صالح',
    invalidId: 'المعرّف المطلوب غير صالح',
    tooLong: (max: number) => `النص أطول من الحد المسموح (${max} حرف)`,
    invalidAnalyticsId: 'معرّف Google Analytics يجب أن يكون بالصيغة G-XXXXXXX',
  },
} as const;
