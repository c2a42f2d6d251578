// What the GEDCOM reader says about a file (decision 012): why it cannot read it at all, and the
// warnings the admin sees in the import preview. The screen's own words are in import.ts.

export const importGedcomMessages = {
  // The file cannot be read at all (UnreadableFileError).
  emptyFile: 'الملف فارغ',
  notGedcom:
    'هذا ليس ملف GEDCOM: يبدأ ملف GEDCOM بالسطر «0 HEAD». صدّر الشجرة من برنامجك بصيغة GEDCOM ثم أعد المحاولة',
  binaryFile: 'الملف ثنائي وليس نصاً، فلا يمكن قراءته كملف GEDCOM',
  zipFile: 'الملف مضغوط (ZIP أو GEDZIP): فك ضغطه ثم ارفع ملف ‎.ged الذي بداخله',
  // Read, with a doubt.
  truncated:
    'الملف ينتهي دون سطر الختام «0 TRLR»، فربما انقطع أثناء النسخ أو الرفع. استُورد ما قُرئ منه، وقد يكون آخر سجل فيه ناقصاً',
  unsupportedEncoding: (declared: string) =>
    `ترميز الملف «${declared}» غير مدعوم، فقُرئ على أنه Windows-1252؛ راجع الأسماء التي فيها حروف غير إنجليزية`,
  invalidUtf8: (declared: string) =>
    `الملف معلن بترميز «${declared}» لكن فيه بايتات لا تصح فيه، فقُرئ على أنه Windows-1252؛ راجع الأسماء التي فيها حروف غير إنجليزية`,
  malformedLines: 'أسطر لا تتبع صيغة GEDCOM (رقم المستوى ثم الوسم)، فأُلحق نصها بالسطر الذي قبلها',
  unknownTag: (tag: string) => `وسم غير معروف «${tag}» لم يُستورد`,
  unusedData: (tags: string) => `بيانات لا يحفظها الموقع فلم تُستورد: ${tags}`,
  // Records and links.
  personWithoutId: 'سجل فرد بلا معرّف (@…@)، فلم يُستورد',
  /** The name a person without one is imported under, when the record has no title either. */
  unnamedPerson: '(بلا اسم)',
  personWithoutName: (id: string, importedAs: string) =>
    `الفرد ${id} بلا اسم، فاستُورد باسم «${importedAs}» مع روابطه؛ صحّح اسمه بعد الاستيراد`,
  duplicateId: (id: string) => `المعرّف ${id} مكرر في الملف، فأُخذ السجل الأول وتُرك ما بعده`,
  missingRecord: (id: string) => `إشارة إلى ${id} وهو غير موجود في الملف، فلم تُربط`,
  severalParentFamilies: (name: string) =>
    `«${name}»: له في الملف أكثر من عائلة أبوين، فأُخذت عائلة الميلاد أو الأولى منها`,
  severalFamiliesListChild: (name: string) => `«${name}»: مذكور ابناً في أكثر من عائلة، فأُخذت الأولى منها`,
  /** The title a source record without TITL is imported under. */
  untitledSource: (id: string) => `مصدر ${id}`,
  /**
   * The TYPE of an event with no words of its own, in GEDCOM 7.0, which requires one: the life
   * story's name for such an event, read back as no words.
   */
  otherEventType: 'حدث',
} as const;
