// A relative's own account (docs/product.md#relatives-accounts): the invitation page, the sign-in
// page, the signed-in mark in the public header, and what the server answers to those calls. Public
// pages import this file; the keepers' words about relatives are in relatives-admin.ts.

export const familyAccountMessages = {
  titles: {
    invite: 'دعوة إلى حساب العائلة',
    login: 'دخول الأقارب',
    account: 'حسابي',
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
    passkeyIntro:
      'اختر اسم مستخدم، ثم أنشئ مفتاح مرور يحفظه هاتفك أو جهازك: تدخل بعده ببصمتك أو وجهك أو رمز قفل الشاشة، بلا كلمة مرور.',
    createWithPasskey: 'إنشاء الحساب بمفتاح المرور',
    creatingPasskey: 'جارٍ إنشاء مفتاح المرور...',
    orPassword: 'أو بكلمة مرور',
    orPasskey: 'أو بمفتاح المرور',
    passwordIntro: 'إن لم يكن في جهازك مفتاح مرور، أنشئ الحساب باسم مستخدم وكلمة مرور.',
  },
  login: {
    heading: 'دخول الأقارب',
    intro: 'لأفراد العائلة الذين وصلتهم دعوة من القائمين على الموقع.',
    submit: 'دخول',
    submitting: 'جارٍ الدخول...',
    welcome: (name: string) => `أهلاً ${name}`,
    withPasskey: 'الدخول بمفتاح المرور',
    withPasskeyWorking: 'جارٍ التحقق من مفتاح المرور...',
    passkeyHint: 'بلا اسم مستخدم ولا كلمة مرور، إن كنت أنشأت مفتاح مرور لحسابك على هذا الجهاز.',
    orPassword: 'أو باسم المستخدم وكلمة المرور',
  },
  account: {
    heading: 'حسابي',
    signedInAs: (name: string, username: string) => `${name}، اسم المستخدم: ${username}`,
    passkeys: 'مفاتيح المرور',
    passkeysIntro:
      'مفتاح المرور يحفظه جهازك، فتدخل به ببصمتك أو وجهك أو رمز قفل الشاشة. أضف مفتاحاً لكل جهاز تستعمله.',
    none: 'لا مفاتيح مرور لحسابك بعد.',
    unnamed: 'مفتاح مرور',
    createdAt: (date: string) => `أُضيف في ${date}`,
    lastUsedAt: (date: string) => `آخر استخدام ${date}`,
    neverUsed: 'لم يُستخدم للدخول بعد',
    synced: 'متزامن بين أجهزتك',
    label: 'اسم المفتاح (اختياري)',
    labelHint: 'مثل: هاتفي، أو حاسوب البيت',
    add: 'إضافة مفتاح مرور',
    adding: 'جارٍ إضافة مفتاح المرور...',
    added: 'أُضيف مفتاح المرور',
    remove: (label: string) => `إزالة ${label}`,
    removeShort: 'إزالة',
    removeTitle: 'إزالة مفتاح المرور؟',
    removeBody: 'لن يُقبل هذا المفتاح للدخول بعد إزالته. يبقى في جهازك حتى تحذفه منه.',
    removed: 'أُزيل مفتاح المرور',
    cancel: 'تراجع',
    onlyWay: 'هذا المفتاح هو طريقتك الوحيدة للدخول: أضف مفتاحاً آخر قبل إزالته.',
    hasPassword: 'لحسابك كلمة مرور أيضاً.',
    noPassword: 'حسابك بلا كلمة مرور: تدخل بمفاتيح المرور وحدها.',
    unsupported: 'هذا المتصفح لا يدعم مفاتيح المرور. افتح الصفحة في متصفح حديث لتضيف مفتاحاً.',
    signInFirst: 'سجّل الدخول لترى حسابك.',
    toLogin: 'الذهاب إلى صفحة الدخول',
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
    /** The authenticator's answer did not verify (wrong site, wrong challenge, bad signature). */
    passkeyFailed: 'تعذّر التحقق من مفتاح المرور. حاول من جديد.',
    /** One answer for an unknown passkey, a revoked account and a bad signature. */
    passkeySignInFailed: 'لم يُقبل مفتاح المرور هذا. جرّب مفتاحاً آخر، أو ادخل باسم المستخدم وكلمة المرور.',
    /** The browser's own refusal: the person cancelled, or let the prompt time out. */
    passkeyCancelled: 'أُلغيت العملية أو انتهت مهلتها، ولم يتغير شيء. حاول من جديد حين تكون مستعداً.',
    ceremonyExpired: 'انتهت مهلة العملية، حاول من جديد.',
    passkeyExists: 'مفتاح المرور هذا مضاف إلى الحساب من قبل.',
    passkeyNotFound: 'مفتاح المرور هذا غير موجود في حسابك.',
    lastSignInMethod: 'لا يمكن إزالة المفتاح الوحيد لحساب بلا كلمة مرور: أضف مفتاحاً آخر أولاً.',
    labelTooLong: 'اسم المفتاح 60 حرفاً على الأكثر',
  },
} as const;
