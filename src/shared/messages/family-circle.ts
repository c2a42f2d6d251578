// The family's own circle, as the keepers prepare it: who reads a member's contact details, whether
// relatives see him in full, and how far the relatives' view reaches. The keepers' words, kept
// apart from the public catalogue so the public pages' script carries none of them.

export const familyCircleMessages = {
  contact: {
    section: 'بيانات التواصل',
    phone: 'الهاتف',
    phonePlaceholder: '9999 8888',
    phoneHint: 'ثمانية أرقام للكويت، أو الرقم الدولي مسبوقاً بـ + أو 00. تُقبل الأرقام العربية.',
    email: 'البريد الإلكتروني',
    area: 'المنطقة',
    areaPlaceholder: 'مثال: الروضة',
    visibility: 'من يرى بيانات التواصل',
    visibilityChoices: {
      nobody: 'لا أحد',
      relatives: 'الأقارب',
      keepers: 'الأمناء فقط',
    },
    visibilityHint:
      'لا يراها الزوار أبداً؛ «الأقارب» تُظهرها لأفراد العائلة المسجلين في دليل العائلة، و«الأمناء فقط» تُبقيها لمن يدير الموقع.',
  },
  relatives: {
    section: 'ما يراه الأقارب',
    seeFull: 'يرى الأقارب المسجلون بياناته كاملة',
    seeFullHint: 'عند إلغائه يرى الأقارب منه ما يراه الزوار فقط، ولا يتغير شيء مما يراه الزوار.',
  },
  scope: {
    section: 'ما يراه الأقارب',
    intro:
      'يرى أفراد العائلة بعد تسجيل دخولهم الأحياء ببياناتهم كاملة، إلا من حُجب عنهم في صفحته. لا يتغير شيء مما يراه الزوار.',
    label: 'من يراه القريب كاملاً',
    choices: {
      family: 'كل العائلة',
    },
    stepsHint:
      'الدرجة خطوة من فرد إلى أبيه أو أمه أو ولده أو زوجه: الإخوة درجتان، والأعمام ثلاث، وأبناء العم أربع.',
    stepsChoice: (steps: number) =>
      steps === 1 ? 'ضمن درجة واحدة منه' : steps === 2 ? 'ضمن درجتين منه' : `ضمن ${steps} درجات منه`,
  },
  /** The owner's switch for relatives' household proposals (decision 050). */
  householdDirect: {
    label: 'تُطبَّق اقتراحات الأقارب لأسرهم مباشرة',
    hint: 'عند تفعيله يُضاف الزوج أو الابن الذي يقترحه القريب إلى الشجرة فوراً ويظهر في التصحيحات المقترحة مطبّقاً؛ وعند إلغائه ينتظر الاقتراح مراجعتكم.',
  },
  validation: {
    invalidPhone: 'رقم الهاتف غير صالح: ثمانية أرقام للكويت، أو الرقم الدولي مسبوقاً بـ + أو 00',
    invalidContactVisibility: 'اختر من يرى بيانات التواصل',
    invalidScope: 'عدد درجات القرابة من 1 إلى 10',
  },
} as const;
