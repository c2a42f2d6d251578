import { MIN_PASSWORD_LENGTH, type PasswordProblem } from '../auth/password-policy';

// Issue #12 (decision 023): the password rules, as a refusal and as the checklist shown while typing.
export const passwordRuleMessages = {
  refused: {
    tooShort: `يجب أن تتكون كلمة المرور من ${MIN_PASSWORD_LENGTH} حرفاً على الأقل`,
    sameAsUsername: 'يجب ألا تكون كلمة المرور هي اسم المستخدم',
    sameAsCurrent: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
    common: 'كلمة المرور هذه شائعة وسهلة التخمين، اختر غيرها',
  } satisfies Record<PasswordProblem, string>,
  checklist: {
    tooShort: `${MIN_PASSWORD_LENGTH} حرفاً على الأقل`,
    sameAsUsername: 'ليست اسم المستخدم',
    sameAsCurrent: 'تختلف عن كلمة المرور الحالية',
    common: 'ليست من كلمات المرور الشائعة',
  } satisfies Record<PasswordProblem, string>,
  checklistTitle: 'شروط كلمة المرور',
  met: 'متحقق',
  notMet: 'غير متحقق',
  /** Said to screen readers once typing pauses, not on every key. */
  summary: (met: number, total: number) => `الشروط المتحققة: ${met} من ${total}`,
} as const;
