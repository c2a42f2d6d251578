// The keepers' «الأقارب» screen and the «دعوة قريب» action of a member's form
// (docs/product.md#relatives-accounts).
export const relativesAdminMessages = {
  nav: 'الأقارب',
  title: 'الأقارب',
  intro: 'أفراد العائلة الذين لهم حساب في الموقع، والدعوات التي لم تُقبل بعد. ادعُ قريباً من صفحة تعديل فرده.',
  empty: 'لا حسابات ولا دعوات بعد. افتح فرداً من «أفراد العائلة» واختر «دعوة قريب».',
  columns: {
    name: 'الفرد',
    username: 'اسم المستخدم',
    lastSignIn: 'آخر دخول',
    status: 'الحالة',
    actions: 'إجراءات',
  },
  never: 'لم يدخل بعد',
  status: {
    active: 'فعّال',
    revoked: 'ملغى',
    pending: (date: string) => `دعوة بانتظار القبول حتى ${date}`,
    expired: 'انتهت صلاحية الدعوة',
  },
  invite: 'دعوة قريب',
  inviteAgain: 'دعوة من جديد',
  inviting: 'جارٍ إنشاء الدعوة...',
  revoke: 'إلغاء الحساب',
  // A button's name for screen readers begins with its visible words, then whose row it is.
  revokeNamed: (name: string) => `إلغاء الحساب: ${name}`,
  inviteAgainNamed: (name: string) => `دعوة من جديد: ${name}`,
  revokeConfirm: (name: string) =>
    `إلغاء حساب ${name}؟ ستنتهي جلساته فوراً ولن يستطيع الدخول حتى تدعوه من جديد.`,
  revoked: 'تم إلغاء الحساب وإنهاء جلساته',
  // The invitation dialog.
  dialog: {
    title: (name: string) => `دعوة ${name}`,
    intro: 'أرسل هذا الرابط إلى قريبك. يصلح مرة واحدة، وتنتهي صلاحيته بعد سبعة أيام.',
    link: 'رابط الدعوة',
    expiresAt: (date: string) => `صالح حتى ${date}`,
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر النسخ، انسخ الرابط يدوياً',
    whatsapp: 'إرسال عبر واتساب',
    close: 'إغلاق',
    /** The message WhatsApp opens with. */
    whatsappText: (name: string, url: string) =>
      `السلام عليكم، هذه دعوة لـ${name} إلى حساب العائلة في موقعنا. افتح الرابط وأنشئ حسابك (صالح سبعة أيام ولمرة واحدة):\n${url}`,
  },
  loadError: 'تعذر تحميل الأقارب',
  inviteError: 'تعذر إنشاء الدعوة',
  revokeError: 'تعذر إلغاء الحساب',
  // The server's answers.
  invited: 'تم إنشاء الدعوة',
  memberMissing: 'هذا الفرد غير موجود',
  accountMissing: 'هذا الحساب غير موجود',
} as const;
