// The import and export of a family (decision 012): what the server answers and the admin screen shows.
// The file readers' own messages are in import-gedcom.ts and import-csv.ts.

export const importMessages = {
  fileRequired: 'اختر ملفاً لاستيراده',
  fileTooLarge: (megabytes: number) => `حجم الملف كبير جداً. الحد الأقصى ${megabytes} ميجابايت`,
  emptyFile: 'الملف فارغ',
  nothingToImport: 'لا يوجد في الملف أفراد يمكن استيرادهم',
  // The file is within the size limit but holds more than one import may read at once (decision 036).
  tooMuchToRead: 'الملف أكبر من أن يُقرأ مرة واحدة. قسّمه إلى ملفات أصغر واستورد كلاً منها على حدة',
  tooManyMembers: (max: number) => `الملف يحتوي على أكثر من ${max} فرد، وهو الحد الأقصى للاستيراد مرة واحدة`,
  // «من الأفراد» reads right after any number (7 فرداً, 11 أفراد would not).
  imported: (members: number, marriages: number) =>
    `تم استيراد ${members} من الأفراد و${marriages} من الزيجات`,
  moreWarnings: (count: number) => `وتحذيرات أخرى عددها ${count}`,
  // Links the importer refuses; the person is imported without that link.
  cycle: (name: string) => `«${name}»: ربط الأب أو الأم يجعله من أجداد نفسه، فلم يُربط`,
  fatherNotMale: (name: string, father: string) => `«${name}»: الأب «${father}» مسجل أنثى، فلم يُربط`,
  motherNotFemale: (name: string, mother: string) => `«${name}»: الأم «${mother}» مسجلة ذكراً، فلم تُربط`,
  marriageSameGender: (a: string, b: string) => `زواج «${a}» و«${b}»: الزوجان من الجنس نفسه، فلم يُستورد`,
  marriageRelatives: (a: string, b: string) => `زواج «${a}» و«${b}»: أحدهما من أصول الآخر، فلم يُستورد`,
  marriageRepeated: (a: string, b: string) => `زواج «${a}» و«${b}» مكرر، فاستورد مرة واحدة`,
  truncated: (name: string, field: string, max: number) => `«${name}»: ${field} أطول من ${max} حرفاً فاختُصر`,
  // The living rule (decision 015) read on the way in, one warning per text however many carry it:
  // what the public will be shown of these people depends on it.
  deathSaysAlive: (text: string) =>
    `الوفاة «${text}» تعني على قيد الحياة: يُعامل صاحبها معاملة الأحياء في الخصوصية`,
  deathPlaceholder: (text: string) =>
    `الوفاة «${text}» ليست تاريخاً ولا كلمة وفاة: يُعامل صاحبها معاملة الأحياء في الخصوصية`,
  deathUnclear: (text: string) =>
    `الوفاة «${text}» لم تُفهم تاريخاً ولا كلمة وفاة (مثل «متوفى»): يُعامل صاحبها معاملة الأحياء حتى تُصحح`,
  birthHijri: (text: string, year: number) =>
    `الميلاد «${text}» بلا «هـ» ولا «م»: قُرئ سنة هجرية (نحو ${year}م) في حساب الأعمار`,
  birthTwoDigits: (text: string) =>
    `الميلاد «${text}» سنة من رقمين لا يُعرف قرنها: يُقدّر العمر من الأقارب، وإلا عومل صاحبها معاملة الأحياء`,
  // A date the import could not read whole (date-rules.test.ts): what the site will show of it.
  datePhrase: (field: string, text: string) =>
    `${field} «${text}» وصفٌ لا تاريخ: يُعرض نصّه كما كُتب، ولا يُرتَّب به إلا بسنة مكتوبة فيه`,
  datePartlyRead: (field: string, text: string, shown: string) =>
    `${field} «${text}» لم يُقرأ كله: يُعرض «${shown}»`,
  dateNotRead: (field: string, text: string) =>
    `${field} «${text}» لم يُفهم تاريخاً: يُعرض كما كُتب، ولا يُرتَّب به`,
  /** What a GEDCOM death without a date (`1 DEAT Y`) is kept as: a word of death (decision 015). */
  diedWithoutDate: 'متوفى',
  fields: {
    name: 'الاسم',
    birth: 'الميلاد',
    death: 'الوفاة',
    role: 'الدور',
    bio: 'النبذة',
    surname: 'اسم العائلة',
    namePrefix: 'سابقة الاسم',
    nameSuffix: 'لاحقة الاسم',
    married: 'تاريخ الزواج',
    endedOn: 'تاريخ انتهاء الزواج',
    eventDate: 'تاريخ حدث',
    eventValue: 'نص حدث',
  },
  // Undo.
  batchNotFound: 'عملية الاستيراد غير موجودة',
  batchUndone: 'تم التراجع عن الاستيراد وحذف أفراده',
  batchAlreadyUndone: 'تم التراجع عن هذا الاستيراد من قبل',
  batchEdited: 'لا يمكن التراجع: عُدّل بعض أفراد هذا الاستيراد أو رُبط بهم أفراد آخرون بعده',
  // The admin screen «استيراد وتصدير».
  screen: {
    nav: 'استيراد وتصدير',
    title: 'استيراد وتصدير',
    intro:
      'استورد شجرة العائلة من ملف GEDCOM (من برامج مثل Gramps أو webtrees أو FamilySearch أو Ancestry) أو من جدول بيانات، وصدّرها في أي وقت.',
    importHeading: 'استيراد',
    drop: 'اسحب الملف إلى هنا أو اختره من جهازك',
    choose: 'اختيار ملف',
    accepted: (megabytes: number) => `ملف GEDCOM (‎.ged) أو جدول CSV (‎.csv)، حتى ${megabytes} ميجابايت`,
    unknownType: 'نوع الملف غير مدعوم. اختر ملف GEDCOM (‎.ged) أو جدول CSV (‎.csv)',
    reading: 'جاري قراءة الملف...',
    uploading: (percent: number) => `جاري رفع الملف... ${percent}٪`,
    importing: 'جاري الاستيراد...',
    previewHeading: (fileName: string) => `معاينة: ${fileName}`,
    counts: { members: 'الأفراد', marriages: 'الزيجات', skipped: 'سجلات لم تُستورد' },
    warningsHeading: (count: number) => `تحذيرات (${count})`,
    noWarnings: 'لا توجد تحذيرات',
    line: (line: number) => `السطر ${line}`,
    times: (count: number) => `(${count} مرة)`,
    firstRows: 'أول الأفراد',
    columns: {
      name: 'الاسم',
      gender: 'الجنس',
      birth: 'الميلاد',
      death: 'الوفاة',
      generation: 'الجيل',
      father: 'الأب',
      mother: 'الأم',
      spouses: 'الأزواج',
    },
    male: 'ذكر',
    female: 'أنثى',
    confirm: 'استيراد',
    cancel: 'إلغاء',
    failed: 'تعذر استيراد الملف',
    batchesHeading: 'عمليات الاستيراد السابقة',
    noBatches: 'لم يُستورد أي ملف بعد',
    batchSummary: (members: number, marriages: number) => `${members} من الأفراد، ${marriages} من الزيجات`,
    undone: 'تم التراجع عنه',
    undo: 'تراجع',
    undoConfirm: 'سيُحذف كل أفراد هذا الاستيراد وزيجاته. هل أنت متأكد؟',
    undoFailed: 'تعذر التراجع عن الاستيراد',
    cannotUndo: 'عُدّل بعد الاستيراد',
    loadBatchesError: 'تعذر تحميل عمليات الاستيراد السابقة',
    exportHeading: 'تصدير',
    exportIntro:
      'نزّل الشجرة كاملة لحفظها أو لفتحها في برنامج آخر أو في Excel. تقرأ برامج الأنساب كلها GEDCOM 5.5.1، وتقرأ أحدثها GEDCOM 7.0.',
    exportGedcom: 'تصدير GEDCOM 5.5.1',
    exportGedcom7: 'تصدير GEDCOM 7.0',
    exportCsv: 'تصدير جدول CSV',
    template: 'تنزيل قالب الجدول',
    exportFailed: 'تعذر تصدير الملف',
  },
} as const;
