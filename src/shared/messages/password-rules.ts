import { MIN_PASSWORD_LENGTH, type PasswordProblem } from '../auth/password-policy';

// Decisions 023 and 035: the password rules, as a refusal that says why, and as the checklist
// shown while typing.
export const passwordRuleMessages = {
  refused: {
    tooShort: `يجب أن تتكون كلمة المرور من ${MIN_PASSWORD_LENGTH} حرفاً على الأقل`,
    sameAsUsername: 'يجب ألا تكون كلمة المرور اسم المستخدم، ولا تكراره أو عكسه',
    sameAsCurrent: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
    common: 'كلمة المرور هذه شائعة وسهلة التخمين، اختر غيرها',
    commonWords:
      'كلمة المرور مكوّنة من كلمات أو أسماء شائعة، ولو كُتبت بالعربية ولوحة المفاتيح على الإنجليزية، فيسهل تخمينها',
    repetition: 'كلمة المرور حروف أو مقاطع مكرّرة (مثل aaa أو abcabc)، فيسهل تخمينها',
    keyboardWalk: 'كلمة المرور مفاتيح متجاورة على لوحة المفاتيح (مثل qwerty أو ضصثق)، فيسهل تخمينها',
    guessable: 'كلمة المرور سهلة التخمين (تسلسل أو تاريخ أو نمط متوقع)، فأطِلها بكلمات غير متوقعة',
  } satisfies Record<PasswordProblem, string>,
  checklist: {
    tooShort: `${MIN_PASSWORD_LENGTH} حرفاً على الأقل`,
    sameAsUsername: 'ليست اسم المستخدم ولا تكراره أو عكسه',
    sameAsCurrent: 'تختلف عن كلمة المرور الحالية',
    common: 'ليست من كلمات المرور الشائعة',
    commonWords: 'ليست كلمات أو أسماء شائعة وحدها',
    repetition: 'ليست حروفاً أو مقاطع مكرّرة',
    keyboardWalk: 'ليست مفاتيح متجاورة على لوحة المفاتيح',
    guessable: 'صعبة التخمين',
  } satisfies Record<PasswordProblem, string>,
  checklistTitle: 'شروط كلمة المرور',
  met: 'متحقق',
  notMet: 'غير متحقق',
  /** Said to screen readers once typing pauses, not on every key. */
  summary: (met: number, total: number) => `الشروط المتحققة: ${met} من ${total}`,
} as const;

/** One refusal naming every broken rule, the same on the server and in the form. */
export const passwordRefusal = (problems: readonly PasswordProblem[]) =>
  problems.map((problem) => passwordRuleMessages.refused[problem]).join('. ');
