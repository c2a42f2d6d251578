// Words only the server writes: its generic errors (no library's English ever leaves it) and the
// link previews and feed of the served HTML.

export const serverMessages = {
  errors: {
    validation: 'البيانات المرسلة غير صالحة',
    unauthorized: 'غير مصرح. يرجى تسجيل الدخول',
    // A signed-in keeper whose role does not cover the call (decision 022).
    forbidden: 'لا تملك صلاحية هذا الإجراء',
    passwordChangeRequired: 'يرجى تغيير كلمة المرور المؤقتة أولاً',
    twoFactorRequired: 'يطلب الموقع من المالكين تفعيل التحقق بخطوتين. يرجى تفعيله أولاً',
    notFound: 'المورد المطلوب غير موجود',
    routeNotFound: 'المسار المطلوب غير موجود',
    malformedJson: 'صيغة البيانات المرسلة غير صحيحة',
    tooLarge: 'حجم البيانات المرسلة كبير جداً',
    fileTooLarge: 'حجم الصورة كبير جداً. الحد الأقصى 10 ميجابايت',
    unsupportedMedia: 'نوع الملف غير مدعوم. يرجى رفع صورة JPEG أو PNG أو WebP أو GIF',
    imageRequired: 'يرجى اختيار صورة للرفع',
    imageInvalid: 'تعذر قراءة الصورة. يرجى رفع صورة صالحة',
    imageTooManyPixels: 'أبعاد الصورة كبيرة جداً',
    tooManyRequests: 'طلبات كثيرة جداً. يرجى المحاولة لاحقاً',
    internal: 'حدث خطأ غير متوقع في الخادم',
    // The database is locked by another program for a moment (decision 027); trying again works.
    busy: 'الخادم مشغول الآن. يرجى المحاولة مرة أخرى بعد لحظات',
    diskFull: 'لا توجد مساحة كافية على الخادم لحفظ البيانات. يرجى إبلاغ مسؤول الموقع',
    badUrl: 'الرابط المطلوب غير صالح',
    requestTimeout: 'انتهت مهلة استلام الطلب. يرجى المحاولة مرة أخرى',
    headersTooLarge: 'ترويسات الطلب كبيرة جداً',
  },
  // Link previews and feeds written by the server (docs/product.md#link-previews-sitemap-and-feed).
  seo: {
    // The family's own intro comes first; this is for a site that has written none.
    history: 'تاريخ العائلة ومحطاتها عبر الأجيال، كما يرويها أهلها.',
    familyTree: 'شجرة العائلة وأجيالها المتعاقبة، من الجد المؤسس إلى الأبناء والأحفاد.',
    notablePeople: 'الشخصيات البارزة من أبناء العائلة في المجالات الأكاديمية والسياسية والاجتماعية.',
    news: 'آخر أخبار العائلة وفعالياتها ومناسباتها وإنجازات أبنائها.',
    diwan: 'ديوان العائلة: العنوان ومواعيد الاستقبال والخريطة ونموذج التواصل.',
    feedTitle: (familyName: string) => `أخبار ${familyName}`,
  },
  // An occasion's share card, the picture of its link preview (docs/product.md#occasions).
  shareCard: {
    /** «الصلاة: مسجد الدولة الكبير، بعد صلاة العصر». */
    prayer: (where: string) => `الصلاة: ${where}`,
    /** The picture's description for those who cannot see it (og:image:alt): «نعي: المرحوم …، 5 مارس 2030م». */
    alt: (title: string, date: string) => `${title}، ${date}`,
  },
} as const;
