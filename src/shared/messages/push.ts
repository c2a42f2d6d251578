// Notifications on the phone (docs/product.md#notifications): the «تنبيهني» panel on the occasions
// page, and the server's answers to a subscription. The kinds' names are also the e-mail choices'.

export const pushMessages = {
  /** The installed app's name and a notification's title before the family has named the site. */
  appName: 'نسب',
  button: 'تنبيهني',
  panel: {
    heading: 'تنبيهات المناسبات',
    intro: 'يصلك تنبيه على هذا الجهاز حين تُنشر مناسبة أو خبر مما تختار.',
    kindsLegend: 'نبّهني عند نشر',
    subscribe: 'تفعيل التنبيهات',
    working: 'لحظة…',
    close: 'إغلاق',
  },
  /** The kinds as a reader chooses them: what they are told about. */
  kinds: {
    death: 'الوفيات',
    wedding: 'الأفراح',
    birth: 'المواليد',
    graduation: 'التخرج',
    gathering: 'اجتماعات العائلة',
    other: 'مناسبات أخرى',
    news: 'الأخبار',
  },
  states: {
    unsupported:
      'هذا المتصفح لا يستقبل التنبيهات. على iPhone أضف الموقع إلى الشاشة الرئيسية أولاً ثم افتحه منها.',
    denied: 'التنبيهات محظورة لهذا الموقع في المتصفح. اسمح بها من إعدادات الموقع ثم أعد المحاولة.',
    subscribed: 'التنبيهات مفعّلة على هذا الجهاز.',
    stopped: 'أُوقفت التنبيهات على هذا الجهاز.',
    failed: 'تعذر تفعيل التنبيهات. حاول مرة أخرى بعد قليل.',
  },
  unsubscribe: 'إيقاف التنبيهات',
  validation: {
    kindsRequired: 'اختر نوعاً واحداً على الأقل.',
    endpointRefused: 'عنوان خدمة التنبيهات غير مقبول.',
    invalidSubscription: 'بيانات الاشتراك غير صالحة.',
  },
  server: {
    subscribed: 'سيصلك تنبيه عند نشر ما اخترت.',
    unsubscribed: 'أُوقفت التنبيهات على هذا الجهاز.',
  },
} as const;
