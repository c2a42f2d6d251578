// «اقترح تصحيحاً» (decision 021): the public form's words. The admin queue's are in
// member-suggestions-admin.ts, so a public page's code carries none of them.

/** What a visitor can say is wrong (the `field` of a suggestion), as the form and the queue name it. */
export const fieldLabels = {
  name: 'الاسم',
  birth: 'تاريخ الميلاد',
  death: 'تاريخ الوفاة',
  parents: 'الأب أو الأم',
  spouse: 'الزوج أو الزوجة',
  photo: 'الصورة',
  bio: 'النبذة',
  other: 'أمر آخر',
} as const;

export const memberSuggestionMessages = {
  suggest: 'اقترح تصحيحاً',
  /** The tree card's button, where the name is not beside it. */
  suggestFor: (name: string) => `اقترح تصحيحاً لبيانات ${name}`,
  dialogTitle: 'اقترح تصحيحاً',
  dialogIntro: (name: string) =>
    `هل لاحظت خطأً في بيانات ${name}؟ أخبرنا به، وسيراجعه مسؤول الموقع قبل أي تعديل.`,
  fieldLabel: 'ما الخطأ',
  fields: fieldLabels,
  messageLabel: 'وصف الخطأ',
  messagePlaceholder: 'مثال: سنة الميلاد المكتوبة غير صحيحة',
  correctValueLabel: 'القيمة الصحيحة',
  correctValueHint: 'إن كنت تعرفها',
  nameLabel: 'اسمك',
  phoneLabel: 'رقم الهاتف (اختياري)',
  phoneHint: 'ليتواصل معك المسؤول إن احتاج إلى التأكد',
  send: 'إرسال الاقتراح',
  sending: 'جاري الإرسال...',
  sentTitle: 'تم الإرسال',
  /** The server's answer on success (`message`). */
  sent: 'شكراً لك، وصل اقتراحك وسيراجعه مسؤول الموقع قبل أي تعديل',
  sendAnother: 'اقتراح تصحيح آخر',
  failed: 'تعذر إرسال الاقتراح، وما كتبته باقٍ كما هو. يرجى المحاولة مرة أخرى.',
  // The contact form's wording (docs/product.md#validation): an empty required field stops the form.
  requiredFields: 'يرجى تعبئة جميع الحقول المطلوبة',
  nameRequired: 'الاسم مطلوب',
  messageRequired: 'وصف الخطأ مطلوب',
  memberRequired: 'يرجى تحديد الفرد المطلوب تصحيح بياناته',
  invalidField: 'نوع الخطأ غير صالح',
  invalidPhone: 'رقم الهاتف غير صالح',
  memberNotFound: 'لم يتم العثور على الفرد المطلوب',
} as const;
