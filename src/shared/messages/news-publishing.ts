// News that can wait (decision 016): the admin's words for a news item's status, publish time,
// linked members and preview. Kept apart from the public catalogue so the public pages' script
// carries none of them.

export const newsPublishingMessages = {
  statuses: {
    draft: 'مسودة',
    scheduled: 'مجدولة',
    published: 'منشورة',
  },
  fields: {
    status: 'الحالة',
    statusHint: 'المسودة لا يراها الزوار؛ المجدولة تظهر وحدها في موعدها.',
    publishAt: 'موعد النشر (بتوقيت الكويت)',
    publishAtHint: 'يظهر الخبر للزوار تلقائياً في هذا الموعد.',
    members: 'الأفراد المذكورون في الخبر',
    membersHint: 'تظهر أسماؤهم في صفحة الخبر، ويظهر الخبر في صفحاتهم.',
    memberSearch: 'ابحث عن فرد لإضافته',
    memberSearchPlaceholder: 'اكتب الاسم أو النسب',
    noMembers: 'لم يُذكر أحد بعد',
    removeMember: (name: string) => `إزالة ${name}`,
    memberSearchError: 'تعذر البحث في أفراد العائلة',
    memberLabelsError: 'تعذر تحميل أسماء الأفراد المذكورين',
    hiddenMember: 'محجوب عن الزوار: لن يظهر اسمه في صفحة الخبر',
    audience: 'من يقرأ الخبر',
    audienceHint:
      'خبر «للعائلة فقط» لا يظهر للزوار أبداً: لا في صفحات الموقع ولا في RSS ولا في خريطة الموقع ولا في معاينات الروابط.',
  },
  audiences: {
    public: 'الجميع',
    family: 'للعائلة فقط',
  },
  validation: {
    invalidStatus: 'حالة الخبر غير صالحة',
    invalidAudience: 'اختر من يقرأ الخبر',
    publishAtRequired: 'حدد موعد النشر للخبر المجدول',
    invalidPublishAt: 'موعد النشر غير صالح',
    invalidMember: 'أحد الأفراد المختارين غير صالح',
    tooManyMembers: (max: number) => `لا يمكن ذكر أكثر من ${max} فرداً في الخبر`,
    unknownMembers: 'أحد الأفراد المختارين لم يعد موجوداً',
  },
  list: {
    statusFilter: 'تصفية حسب الحالة',
    allStatuses: 'كل الحالات',
    waitingUntil: (when: string) => `تُنشر في ${when}`,
    publishedAt: (when: string) => `نُشرت في ${when}`,
  },
  preview: {
    action: 'معاينة',
    actionItem: (title: string) => `معاينة الخبر: ${title}`,
    title: 'معاينة الخبر',
    notice: 'هكذا سيرى الزوار هذا الخبر. المعاينة لا تنشره.',
    noticeDraft: 'هذا الخبر مسودة: لا يراه الزوار.',
    noticeWaiting: (when: string) => `هذا الخبر لا يراه الزوار حتى ${when}.`,
    noticeLive: 'هذا الخبر منشور ويراه الزوار.',
    noticeFamily: 'هذا الخبر للعائلة فقط: لا يراه الزوار أبداً، وستقرؤه العائلة بعد تسجيل دخولها.',
    edit: 'تعديل الخبر',
    saveFirst: 'احفظ الخبر أولاً لمعاينته',
  },
} as const;
