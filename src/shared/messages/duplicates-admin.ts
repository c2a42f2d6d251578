import type { DuplicateReason } from '../family-tree/duplicates';
import type { Gender } from '../schemas/family-member';
import type { MergeField } from '../schemas/member-merge-input';

/** A member as a merge names it. */
interface Named {
  id: number;
  name: string;
}

// «الأفراد المكررون»: likely duplicates, merging two members into one, and undoing a merge (decision 057).

/** A reason in the words of the member it is about: a man's wife, a woman's husband. */
function reasonLabel(reason: DuplicateReason, gender: Gender | null): string {
  switch (reason) {
    case 'same_spouse':
      return gender === 'male' ? 'الزوجة نفسها' : gender === 'female' ? 'الزوج نفسه' : 'شريك الزواج نفسه';
    case 'same_spouse_name':
      return gender === 'male'
        ? 'اسم الزوجة نفسه'
        : gender === 'female'
          ? 'اسم الزوج نفسه'
          : 'اسم شريك الزواج نفسه';
    default:
      return reasonWords[reason];
  }
}

const reasonWords: Record<Exclude<DuplicateReason, 'same_spouse' | 'same_spouse_name'>, string> = {
  same_name: 'الاسم نفسه',
  same_father: 'الأب نفسه',
  same_father_name: 'اسم الأب نفسه',
  same_grandfather_name: 'اسم الجد نفسه',
  same_mother: 'الأم نفسها',
  same_mother_name: 'اسم الأم نفسه',
  same_birth_year: 'سنة الميلاد نفسها',
  close_birth: 'تاريخ الميلاد متقارب',
  same_death_year: 'سنة الوفاة نفسها',
  close_death: 'تاريخ الوفاة متقارب',
  same_children_names: 'أسماء الأبناء نفسها',
  same_gender: 'الجنس نفسه',
};

const fieldLabels: Record<MergeField, string> = {
  name: 'الاسم',
  name_prefix: 'اللقب قبل الاسم',
  name_suffix: 'اللاحقة بعد الاسم',
  surname: 'اسم العائلة',
  gender: 'الجنس',
  generation: 'الجيل',
  father: 'الأب',
  mother: 'الأم',
  birth: 'الميلاد',
  death: 'الوفاة',
  role: 'الدور',
  image: 'الصورة',
  bio: 'النبذة',
  highlights: 'النقاط البارزة',
  visibility: 'ما يراه الزوار',
  contact: 'بيانات التواصل وموافقة مشاركتها',
  relatives_see_full: 'ما يراه الأقارب',
};

export const duplicatesAdminMessages = {
  nav: 'الأفراد المكررون',
  title: 'الأفراد المكررون',
  intro:
    'أفراد قد يكونون شخصاً واحداً سُجّل مرتين، كما يحدث بعد استيراد ملفين متداخلين. قارن بين الاثنين، واختر ما يبقى من كل حقل، ثم ادمجهما في فرد واحد.',
  loading: 'جاري البحث عن الأفراد المكررين...',
  loadError: 'تعذر تحميل الأفراد المكررين',
  empty: 'لا يوجد أفراد مكررون محتملون.',
  count: (count: number) => `أزواج محتملة: ${count}`,
  /** The list's pages, for screen readers. */
  pagesLabel: 'صفحات الأفراد المكررين',
  scoreLabel: 'درجة التشابه',
  scoreOutOf: 'من 100',
  reasonsLabel: 'أسباب التشابه',
  reason: reasonLabel,
  children: (count: number) => (count === 0 ? 'لا أبناء' : `الأبناء: ${count}`),
  compare: 'مقارنة ودمج',
  /** The button's name for screen readers: its visible words, then the pair's names. */
  compareLabel: (a: string, b: string) => `مقارنة ودمج: ${a} و${b}`,

  compareTitle: 'مقارنة ودمج',
  compareIntro:
    'اختر الفرد الذي يبقى، ثم قيمة كل حقل يختلف فيه الاثنان. تنتقل إلى الفرد الباقي كل روابط الآخر: أبناؤه وزيجاته وأخباره ومناسباته والتصحيحات المقترحة عنه وحساب القريب ودعواته.',
  compareLoadError: 'تعذر تحميل الفردين',
  memberMissing: 'لم يعد أحد الفردين موجوداً. ربما دُمج أو حُذف.',
  survivorLegend: 'الفرد الذي يبقى',
  survivorHint: 'يبقى رقمه ورابط صفحته، ويُحذف الآخر بعد نقل روابطه إليه.',
  survivorBadge: 'يبقى',
  absorbedBadge: 'يُدمج',
  keepThis: (name: string) => `يبقى ${name}`,
  fieldsLegend: 'الحقول المختلفة',
  noDifferences: 'لا يختلف الفردان في أي حقل.',
  sameFields: (count: number) => `حقول متطابقة لا تحتاج اختياراً: ${count}`,
  fields: fieldLabels,
  fromSurvivor: 'قيمة الفرد الباقي',
  fromAbsorbed: 'قيمة الفرد المدموج',
  memberNumber: (id: number) => `رقم ${id}`,
  notRecorded: 'غير مسجل',
  contactHidden: 'لا يراها أحد',
  yes: 'نعم',
  no: 'لا',
  mergeButton: 'دمج الفردين',
  merging: 'جاري الدمج...',
  /** The two often share a name: their numbers tell them apart. */
  confirmTitle: (absorbed: Named, survivor: Named) =>
    `دمج «${absorbed.name}» (رقم ${absorbed.id}) في «${survivor.name}» (رقم ${survivor.id})؟`,
  confirmDescription:
    'يُحذف الفرد الآخر بعد نقل كل روابطه إلى الفرد الباقي، ويُسجّل الدمج في سجل التغييرات. يمكن التراجع عنه بعد ذلك.',
  confirmLabel: 'دمج',
  merged: 'تم دمج الفردين في فرد واحد',
  mergeFailed: 'تعذر دمج الفردين',
  openSurvivor: 'فتح بيانات الفرد',
  backToList: 'العودة إلى قائمة المكررين',

  recentTitle: 'آخر عمليات الدمج',
  recentEmpty: 'لم يُدمج أي فرد بعد.',
  recentLoadError: 'تعذر تحميل آخر عمليات الدمج',
  mergedInto: (absorbed: Named, survivor: Named) =>
    `دُمج «${absorbed.name}» (رقم ${absorbed.id}) في «${survivor.name}» (رقم ${survivor.id})`,
  mergedBy: 'بواسطة',
  undo: 'تراجع',
  undoLabel: (absorbed: string) => `تراجع عن دمج ${absorbed}`,
  undoConfirm: (absorbed: Named, survivor: Named) =>
    `التراجع عن دمج «${absorbed.name}» (رقم ${absorbed.id}) في «${survivor.name}» (رقم ${survivor.id})؟`,
  undoConfirmDescription:
    'يعود الفرد المدموج برقمه، وتعود إليه روابطه التي نُقلت، إلا ما غيّره أحد المحررين بعد الدمج.',
  undoing: 'جاري التراجع...',
  undone: 'تم التراجع عن الدمج، وعاد الفردان كما كانا',
  undoneBadge: 'تم التراجع',
  undoFailed: 'تعذر التراجع عن الدمج',

  errors: {
    sameMember: 'اختر فردين مختلفين للدمج',
    memberNotFound: 'لم يعد أحد الفردين موجوداً',
    gendersDiffer: 'لا يُدمج رجل وامرأة في فرد واحد',
    lineage: 'لا يُدمج فرد في أحد أصوله أو فروعه',
    spouses: 'لا يُدمج زوجان في فرد واحد',
    bothHaveAccounts:
      'لكلٍّ من الفردين حساب قريب، ولا يكون للفرد إلا حساب واحد. قد يكونان شخصين مختلفين، فلا يُدمجان.',
    mergeNotFound: 'لم يُعثر على عملية الدمج',
    alreadyUndone: 'تم التراجع عن هذا الدمج من قبل',
    survivorGone: 'الفرد الباقي من هذا الدمج لم يعد موجوداً. إن دُمج في غيره فتراجع عن ذلك الدمج أولاً.',
    parentGone: 'حُذف أبو الفرد المدموج أو أمه بعد الدمج، فلا يمكن إعادته كما كان',
    linksChanged: 'تغيّرت روابط الشجرة بعد الدمج بحيث لا يمكن إعادة الفرد كما كان',
  },
} as const;
