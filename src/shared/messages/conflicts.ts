// Issue #12 (decision 026): two keepers saved the same record; the second is told, not overwritten.
export const conflictMessages = {
  stale:
    'عدّل أحد المحررين هذا السجل بعد أن فتحته، فلم تُحفظ تعديلاتك حتى لا تضيع تعديلاته. راجع النسخة الحالية ثم احفظ من جديد',
} as const;
