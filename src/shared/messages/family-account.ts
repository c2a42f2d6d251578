// A relative's own account (docs/product.md#relatives-accounts): the invitation page, the sign-in
// page, the signed-in mark in the public header, and what the server answers to those calls. Public
// pages import this file; the keepers' words about relatives are in relatives-admin.ts.

export const familyAccountMessages = {
  titles: {
    invite: 'دعوة إلى حساب العائلة',
    login: 'دخول الأقارب',
  },
  invite: {
    heading: 'دعوة إلى حساب العائلة',
    forMember: (name: string) => `هذه الدعوة لـ ${name}`,
    /** A member the public may not see by name: the link holder is not told who it is. */
    someone: 'أحد أفراد العائلة',
    intro: 'أنشئ حسابك باسم مستخدم وكلمة مرور، لتدخل به إلى موقع العائلة.',
    expiresAt: (date: string) => `تنتهي صلاحية الدعوة في ${date}`,
    create: 'إنشاء الحساب',
    creating: 'جارٍ إنشاء الحساب...',
    created: 'أهلاً بك، تم إنشاء حسابك وتسجيل دخولك',
    goHome: 'الذهاب إلى الصفحة الرئيسية',
  },
  login: {
    heading: 'دخول الأقارب',
    intro: 'لأفراد العائلة الذين وصلتهم دعوة من القائمين على الموقع.',
    submit: 'دخول',
    submitting: 'جارٍ الدخول...',
    welcome: (name: string) => `أهلاً ${name}`,
  },
  fields: {
    username: 'اسم المستخدم',
    usernameHint: 'بالأحرف الإنجليزية أو الأرقام، بلا مسافات، 3 أحرف على الأقل',
    password: 'كلمة المرور',
  },
  header: {
    signedInAs: (name: string) => `مرحباً ${name}`,
    logout: 'تسجيل الخروج',
    loggingOut: 'جارٍ تسجيل الخروج...',
    loggedOut: 'تم تسجيل الخروج',
  },
  // The server's answers.
  errors: {
    /** One answer for an unknown and a used link, so a guessed link learns nothing. */
    inviteInvalid: 'رابط الدعوة غير صالح أو استُخدم من قبل. اطلب من القائمين على الموقع دعوة جديدة.',
    inviteExpired: 'انتهت صلاحية رابط الدعوة. اطلب من القائمين على الموقع دعوة جديدة.',
    usernameTaken: 'اسم المستخدم هذا مستخدم من قبل، اختر غيره',
    usernameInvalid: 'اسم المستخدم من 3 إلى 50 حرفاً إنجليزياً أو رقماً، وقد يحوي . أو _ أو - ولا مسافات',
    badCredentials: 'خطأ في اسم المستخدم أو كلمة المرور',
    signedOut: 'لم تسجّل الدخول، أو انتهت جلستك. سجّل الدخول من جديد.',
    crossSite: 'رُفض الطلب لأنه لم يصدر من صفحات الموقع نفسه',
  },
} as const;
