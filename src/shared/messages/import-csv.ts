// The spreadsheet (CSV) import and export (decision 012): the column headers, the words written in the
// cells, and what the reader tells the admin about a file. Only the server imports it; the admin
// screen shows these strings as the server sends them. docs/import-formats.md describes the format.

/** «الصف 12، عمود «الأب»: …»: every row-level message names the row as Excel numbers it and the column. */
const at = (row: number, column: string, text: string) => `الصف ${row}، عمود «${column}»: ${text}`;

const quoteList = (items: readonly string[]) => items.map((item) => `«${item}»`).join('، ');

// The documented headers, in the order the export writes them; the reader also accepts the English
// names and a few Arabic variants (read-family-csv.ts).
const headers = {
  id: 'المعرّف',
  name: 'الاسم',
  gender: 'الجنس',
  father: 'الأب',
  mother: 'الأم',
  spouses: 'الأزواج',
  birth: 'الميلاد',
  death: 'الوفاة',
  role: 'الدور',
  bio: 'النبذة',
  surname: 'اسم العائلة',
  // What stands before the name and after it without being part of it: «الشيخ», `jr.`.
  namePrefix: 'سابقة الاسم',
  nameSuffix: 'لاحقة الاسم',
  visibility: 'ما يراه الزوار',
  // A member's life (decision 056): places as written («حي القبلة، مدينة الكويت»), several
  // occupations, titles or residences separated by «؛», each with when and where in parentheses
  // («نوخذة (1920 في الكويت)»); a marriage's date and place after the spouse's id (decision 062).
  birthPlace: 'مكان الميلاد',
  deathPlace: 'مكان الوفاة',
  burial: 'الدفن',
  burialPlace: 'مكان الدفن',
  occupations: 'المهن',
  titles: 'الألقاب',
  residences: 'أماكن السكن',
  marriages: 'الزواج',
};

export const importCsvMessages = {
  headers,
  gender: { male: 'ذكر', female: 'أنثى' },
  // What the public sees of a member (decision 015); an empty cell follows the site's rules.
  visibility: { auto: 'حسب الإعدادات', public: 'كل البيانات', limited: 'الاسم والقرابة', hidden: 'مخفي' },
  // Written in parentheses after a spouse's id; each word describes the spouse it follows, so a
  // man's row speaks of a wife and a woman's row of a husband.
  marriageEnd: {
    wife: { divorced: 'مطلقة', died: 'متوفاة', widowed: 'أرملة' },
    husband: { divorced: 'مطلق', died: 'متوفى', widowed: 'أرمل' },
    // When the file does not say which of the two died.
    endedByDeath: 'انتهى بالوفاة',
  },
  // The template's three rows: a father, his wife, their son. Their bios explain the columns.
  template: {
    father: {
      name: 'محمد بن عبدالله',
      birth: '1900',
      death: '1975',
      role: 'مؤسس الديوان',
      birthPlace: 'حي القبلة، مدينة الكويت',
      burialPlace: 'مقبرة الصليبيخات',
      occupations: 'نوخذة (من 1920 إلى 1940 في الكويت)؛ تاجر لؤلؤ',
      residences: 'حي القبلة (من 1900 إلى 1930)؛ الشامية',
      bio:
        'صف مثال: احذف الصفوف الثلاثة واكتب عائلتك مكانها. لكل شخص صف واحد ومعرّف لا يتكرر. ' +
        'بعد المهنة أو اللقب أو مكان السكن أو معرّف الزوجة في عمود «الزواج» يُكتب بين قوسين متى وأين: ' +
        '«نوخذة (1920 في الكويت)»، أو التاريخ وحده «(1930)»، أو المكان وحده «(في الشامية)».',
    },
    // The date and place of the father's marriage, on his row in the «الزواج» column.
    marriage: { married: '1930', place: 'حي القبلة' },
    mother: {
      name: 'فاطمة بنت أحمد',
      birth: '1910',
      bio: 'في عمود «الأزواج» معرّف زوجها، وبين قوسين «متوفى» لأنه توفي. زوجات الرجل يُكتبن بالترتيب: 2، 5 (مطلقة).',
    },
    son: {
      name: 'عبدالله بن محمد',
      birth: '1935',
      role: 'تاجر',
      bio: 'في عمود «الأب» معرّف أبيه (1) وفي عمود «الأم» معرّف أمه (2)، لا اسماهما.',
    },
  },

  // The file as a whole: UnreadableFileError, nothing is read.
  emptyFile: 'الملف فارغ',
  excelWorkbook:
    'هذا ملف Excel وليس جدول CSV. افتحه في Excel واختر «حفظ باسم» ثم «CSV UTF-8»، واستورد الملف الجديد',
  binaryFile: 'الملف ليس جدول بيانات نصياً (CSV). احفظ الجدول من Excel بصيغة «CSV UTF-8»',
  notUtf8:
    'ترميز الملف ليس UTF-8 فتضيع حروفه العربية. في Excel اختر «حفظ باسم» ثم «CSV UTF-8»، واستورد الملف الجديد',
  badQuotes: (line: number) =>
    `تعذرت قراءة الجدول قرب السطر ${line} من الملف: علامة تنصيص (") فُتحت ولم تُغلق أو جاءت في غير موضعها`,
  unparsable: (line: number) => `تعذرت قراءة الجدول قرب السطر ${line} من الملف`,
  missingColumns: (columns: readonly string[]) =>
    `لم يُعثر في الصف الأول على عمود ${quoteList(columns)}. يجب أن يكون الصف الأول عناوين الأعمدة: ${quoteList(Object.values(headers))}`,
  // The rows: errors refuse the whole file (FamilyCsvError), listed one per line.
  refused: (count: number) => `لم يُستورد شيء لأن في الجدول أخطاء (عددها ${count}). صحّحها ثم أعد الاستيراد:`,
  moreErrors: (count: number) => `وأخطاء أخرى عددها ${count}`,
  missingId: (row: number, column: string) =>
    at(row, column, 'المعرّف فارغ، ولكل صف معرّف يُشار به إليه (رقم مثلاً)'),
  missingName: (row: number, column: string) => at(row, column, 'الاسم فارغ'),
  duplicateId: (row: number, column: string, id: string, firstRow: number) =>
    at(row, column, `المعرّف ${id} مكرر، فقد ورد في الصف ${firstRow}`),
  unknownId: (row: number, column: string, id: string) => at(row, column, `لا يوجد صف بالمعرّف ${id}`),
  unknownIdIsName: (row: number, column: string, name: string, nameRow: number, nameId: string) =>
    at(row, column, `لا يوجد صف بالمعرّف «${name}»، وهو اسم الصف ${nameRow}: اكتب معرّفه ${nameId} لا اسمه`),
  selfReference: (row: number, column: string, id: string) =>
    at(row, column, `المعرّف ${id} هو معرّف الصف نفسه، والشخص لا يُربط بنفسه`),
  cycle: (row: number, column: string, rows: readonly number[]) =>
    at(
      row,
      column,
      `الآباء والأمهات يدورون في حلقة (${rows.map((r) => `الصف ${r}`).join(' ← ')})، فيصير الشخص من أجداد نفسه`,
    ),
  badSpouse: (row: number, column: string, item: string) =>
    at(
      row,
      column,
      `تعذر فهم «${item}». اكتب معرّفات الأزواج مفصولة بفاصلة، وبعد المعرّف حال الزواج بين قوسين إن انتهى، مثل: 12، 15 (مطلقة)`,
    ),
  // Warnings: the row is taken, without what the warning names.
  extraColumns: (columns: readonly string[]) => `أعمدة لا يعرفها الاستيراد فلم تُقرأ: ${quoteList(columns)}`,
  repeatedColumn: (column: string) => `العمود «${column}» مكرر، فقُرئ الأول منهما`,
  unknownVisibility: (row: number, column: string, value: string) =>
    at(
      row,
      column,
      `«${value}» ليس من خيارات الظهور (كل البيانات، الاسم والقرابة، مخفي)، فيتبع إعدادات الخصوصية للموقع`,
    ),
  unknownGender: (row: number, column: string, value: string) =>
    at(row, column, `«${value}» ليس جنساً معروفاً (ذكر أو أنثى)، فتُرك الجنس فارغاً`),
  fatherIsFemale: (row: number, column: string, id: string, fatherRow: number) =>
    at(row, column, `صاحب المعرّف ${id} (الصف ${fatherRow}) مسجل أنثى، فلم يُربط أباً`),
  motherIsMale: (row: number, column: string, id: string, motherRow: number) =>
    at(row, column, `صاحب المعرّف ${id} (الصف ${motherRow}) مسجل ذكراً، فلم يُربط أماً`),
  spouseSameGender: (row: number, column: string, id: string) =>
    at(row, column, `صاحب المعرّف ${id} من الجنس نفسه، فلم يُستورد هذا الزواج`),
  spouseRepeated: (row: number, column: string, id: string) =>
    at(row, column, `المعرّف ${id} مكرر في الخلية، فأُخذ مرة واحدة`),
  marriageDetailsWithoutMarriage: (row: number, column: string, id: string) =>
    at(row, column, `لا زواج في الملف بصاحب المعرّف ${id}، فلم يُؤخذ تاريخه ومكانه`),
  unknownMarriageEnd: (row: number, column: string, word: string) =>
    at(row, column, `«${word}» ليست حالاً معروفة للزواج (مطلقة، أرملة، متوفى…)، فعُدّ الزواج قائماً`),
  marriageEndDiffers: (row: number, column: string, id: string, husbandRow: number) =>
    at(
      row,
      column,
      `حال الزواج بصاحب المعرّف ${id} تخالف ما في صف الزوج (الصف ${husbandRow})، فأُخذ ما في صف الزوج`,
    ),
} as const;
