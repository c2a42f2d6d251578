// «رسائل البريد» on «حسابي» (docs/product.md#notifications): a relative chooses what the family's
// site e-mails him.

export const familyMailMessages = {
  heading: 'رسائل البريد الإلكتروني',
  intro: 'تصلك رسالة بالبريد حين تُنشر مناسبة أو خبر مما تختار، بما فيها ما هو للعائلة فقط.',
  legend: 'أرسل إليّ عند نشر',
  /** Followed by the address, left to right. */
  address: 'تصل الرسائل إلى:',
  changeAddress: 'تغيير البريد من «بياناتي»',
  noAddress: 'لا يوجد بريد إلكتروني في بياناتك بعد. أضفه من «بياناتي» لتصلك الرسائل.',
  addAddress: 'إضافة البريد في «بياناتي»',
  unavailable: 'لا يرسل الموقع رسائل بريد بعد. اطلب من أمناء الموقع تفعيلها.',
  save: 'حفظ اختياري',
  saving: 'جاري الحفظ...',
  saved: 'حُفظ اختيارك.',
  stopped: 'لن تصلك رسائل بالبريد.',
  none: 'لا تصلك رسائل بالبريد الآن.',
  unknownKind: 'اختر من الأنواع المعروضة فقط.',
} as const;
