import type { AdminRole } from '../auth/roles';

// The admin's words for who the signed-in keeper is (decision 022).
export const keepersAdminMessages = {
  role: {
    owner: 'مالك',
    editor: 'محرر',
    branch_editor: 'محرر فرع',
  } satisfies Record<AdminRole, string>,
  roleBadgeLabel: 'صلاحيتك',
  branchBadge: (name: string) => `محرر فرع: ${name}`,
  temporaryPassword: 'كلمة المرور الحالية مؤقتة. اختر كلمة مرور جديدة قبل المتابعة.',
  sectionOutOfReach: 'هذا القسم ليس ضمن صلاحياتك. إن احتجت إليه فاطلب ذلك من مالك الموقع.',
  backToDashboard: 'العودة إلى لوحة التحكم',
  failedLogins: {
    title: 'محاولات دخول فاشلة',
    intro: 'آخر 7 أيام',
    none: 'لا توجد محاولات دخول فاشلة في آخر 7 أيام.',
    total: (count: number) => `المجموع: ${count}`,
    username: 'اسم المستخدم',
    /** Beside a relative's username: the keepers' and the relatives' accounts are named apart. */
    relative: 'حساب قريب',
    address: 'العنوان',
    at: 'آخر محاولة',
    tries: 'المحاولات',
    loadError: 'تعذر تحميل محاولات الدخول الفاشلة',
  },
} as const;
