// The demo content seeded on first start: a clearly fictional family («عائلة المثال»).
// Pure data, no I/O. The seed (seed.ts) validates every value through the shared schemas.
import type { DiwanInput } from '#shared/schemas/diwan-input.ts';
import type { FamilyMemberInput } from '#shared/schemas/family-member-input.ts';
import type {
  HistoryBlockInput,
  HistoryEntryInput,
  HistoryPageInput,
} from '#shared/schemas/history-input.ts';
import type { NewsInput } from '#shared/schemas/news-input.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';
import type { NotablePersonInput } from '#shared/schemas/notable-person-input.ts';
import type { SiteSettingsInput } from '#shared/schemas/site-settings-input.ts';

/**
 * Demo images are copied by demo-images.ts into the uploads directory and served at /uploads/<file>;
 * their names follow the upload pattern (decision 010), so the pages offer their smaller copies too.
 */
const img = (file: string): string => `/uploads/${file}`;

export const demoSiteSettings: SiteSettingsInput = {
  familyName: 'عائلة المثال',
  founderName: 'سالم',
  tagline: 'عائلة كويتية عريقة، جذورها في نجد وبيتها الكويت منذ أكثر من قرن',
  heroText:
    'تعود أصول عائلة المثال إلى إحدى قبائل نجد العربية العريقة، وقد استقر جدها سالم بن عبدالله المثال في مدينة الكويت القديمة أواخر القرن التاسع عشر، فعمل أبناؤها في التجارة والغوص وركوب البحر، وما زالوا يحفظون نسبهم وروابطهم القبلية ويجتمعون في ديوانهم على المودة والتراحم.',
  email: 'info@almithal-family.example',
  phone1: '+965 2222 3333',
  phone2: '+965 9999 8888',
  address: 'ص.ب 1234، الصفاة 13001، الكويت',
  socialX: 'https://example.com/x/almithal',
  socialInstagram: 'https://example.com/instagram/almithal',
  socialFacebook: 'https://example.com/facebook/almithal',
  socialYoutube: 'https://example.com/youtube/almithal',
  socialSnapchat: 'https://example.com/snapchat/almithal',
  analyticsId: '',
};

export const demoDiwan: DiwanInput = {
  address: 'ديوان عائلة المثال، قطعة 3، شارع 12، منزل 7، ضاحية عبدالله السالم',
  location: 'الكويت - ضاحية عبدالله السالم',
  opening_hours: 'يومياً من الساعة 5 مساءً حتى 10 مساءً',
  contact_phone: '96599998888',
  map_url:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3477.0!2d47.97!3d29.37!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2z2KfZhNmD2YjZitiq!5e0!3m2!1sar!2skw!4v1700000000000',
};

/**
 * The demo family's places (decision 056), each named by a key inside this file, the places it lies
 * within listed before it.
 */
export interface DemoPlace {
  key: string;
  name: string;
  olderNames?: string;
  parent?: string;
  latitude?: number;
  longitude?: number;
}

export const demoPlaces: DemoPlace[] = [
  { key: 'kuwait', name: 'الكويت', latitude: 29.3759, longitude: 47.9774 },
  { key: 'city', name: 'مدينة الكويت', parent: 'kuwait' },
  { key: 'qibla', name: 'حي القبلة', olderNames: 'فريج القبلة', parent: 'city' },
  { key: 'sharq', name: 'حي شرق', parent: 'city' },
  { key: 'shamiya', name: 'الشامية', parent: 'kuwait' },
  { key: 'sulaibikhat', name: 'مقبرة الصليبيخات', parent: 'kuwait', latitude: 29.3232, longitude: 47.8361 },
];

/** A member's life in the demo (decision 056): places by their keys, events in the order told. */
export interface DemoLife {
  birthPlace?: string;
  deathPlace?: string;
  /** Where the member married his (one) spouse, and when. */
  marriage?: { date: string; place: string };
  events: { kind: MemberEventKind; date?: string; endDate?: string; place?: string; value?: string }[];
}

/** The lives the demo tells, by member key: the founder's and his sons'. */
export const demoLives: Record<string, DemoLife> = {
  salem: {
    birthPlace: 'qibla',
    deathPlace: 'qibla',
    marriage: { date: '1903', place: 'qibla' },
    events: [
      { kind: 'occupation', value: 'غواص على اللؤلؤ', date: '1895' },
      { kind: 'occupation', value: 'تاجر' },
      { kind: 'residence', date: '1880', endDate: '1952', place: 'qibla' },
      { kind: 'other', value: 'شارك في معركة الجهراء', date: '1920' },
      { kind: 'burial', date: '1952', place: 'sulaibikhat' },
    ],
  },
  abdullah: {
    birthPlace: 'qibla',
    events: [
      { kind: 'occupation', value: 'نوخذة', date: '1925' },
      { kind: 'title', value: 'الحاج', date: '1950' },
      { kind: 'residence', date: '1952', place: 'shamiya' },
      { kind: 'burial', date: '1978', place: 'sulaibikhat' },
    ],
  },
  mohammad: {
    birthPlace: 'qibla',
    events: [{ kind: 'residence', date: '1950', place: 'sharq' }],
  },
};

/**
 * A family member of the demo tree. `key` names the member inside this file only; the database
 * assigns the real ids. `parent` is the father's key (docs/product.md#data: children attach to one parent);
 * `spouse` is the key the member's spouse_id will point at. Members are listed parents first.
 */
export interface DemoFamilyMember extends Omit<FamilyMemberInput, 'parent' | 'spouse_id' | 'mother_id'> {
  key: string;
  parent?: string;
  spouse?: string;
  /** The mother's key; when absent, the father's own spouse. */
  mother?: string;
}

export const demoFamilyMembers: DemoFamilyMember[] = [
  // الجيل الأول
  {
    key: 'salem',
    name: 'سالم بن عبدالله المثال',
    generation: 1,
    gender: 'male',
    spouse: 'noura',
    birth: '1880',
    death: '1952',
    role: 'مؤسس العائلة',
    image: img('demo-member-1_600x600.webp'),
    // docs/product.md#family-tree: the founder's bullet biography (on his record, one a line: decision 020).
    highlights: [
      'عمل في التجارة مع والده منذ صغره',
      'تعلّم ركوب البحر وفنون الملاحة وخرج للغوص على اللؤلؤ',
      'شارك في معركة الجهراء عام 1920',
      'توفي إخوته صغاراً',
    ].join('\n'),
    bio: 'وُلد نحو عام 1880 في حي القبلة بمدينة الكويت القديمة، وعمل في التجارة مع والده عبدالله منذ صغره. تعلّم ركوب البحر وفنون الملاحة، وخرج في مواسم الغوص على اللؤلؤ حتى صار من أهل الخبرة فيه. شارك في معركة الجهراء عام 1920 مدافعاً عن الكويت. توفي إخوته صغاراً فكان وحده أصل العائلة وجامع شملها، وإليه ينتسب أبناء المثال جميعاً.',
  },
  {
    key: 'noura',
    name: 'نورة بنت محمد',
    generation: 1,
    gender: 'female',
    spouse: 'salem',
    birth: '1888',
    death: '1961',
    bio: 'زوجة المؤسس وأم أبنائه، عُرفت بالحكمة وحسن التدبير، وكانت تدير شؤون البيت في غياب زوجها في رحلات الغوص.',
  },

  // الجيل الثاني: أبناء سالم
  {
    key: 'abdullah',
    name: 'عبدالله بن سالم المثال',
    generation: 2,
    parent: 'salem',
    gender: 'male',
    spouse: 'munira',
    birth: '1905',
    death: '1978',
    role: 'نوخذة وتاجر',
    image: img('demo-member-2_600x600.webp'),
    bio: 'الابن الأكبر للمؤسس. قاد سفن السفر إلى الهند وشرق أفريقيا نوخذةً، ثم تفرغ للتجارة في سوق الكويت القديم.',
  },
  {
    key: 'munira',
    name: 'منيرة بنت راشد',
    generation: 2,
    gender: 'female',
    spouse: 'abdullah',
    birth: '1910',
    death: '1980',
  },
  {
    key: 'latifa',
    name: 'لطيفة بنت حمد',
    generation: 2,
    gender: 'female',
    spouse: 'abdullah',
    birth: '1920',
    death: '1999',
    bio: 'الزوجة الثانية لعبدالله بن سالم، وأم سعود وموضي.',
  },
  {
    key: 'mohammad',
    name: 'محمد بن سالم المثال',
    generation: 2,
    parent: 'salem',
    gender: 'male',
    spouse: 'sheikha',
    birth: '1910',
    death: '1985',
    role: 'مؤسس ديوان العائلة',
    image: img('demo-member-3_600x600.webp'),
    bio: 'أسس ديوان العائلة في خمسينيات القرن الماضي، وكان من وجهاء الحي المعروفين بإصلاح ذات البين.',
  },
  {
    key: 'sheikha',
    name: 'شيخة بنت فهد',
    generation: 2,
    gender: 'female',
    spouse: 'mohammad',
    birth: '1915',
    death: '1992',
  },
  {
    key: 'fatma',
    name: 'فاطمة بنت سالم المثال',
    generation: 2,
    parent: 'salem',
    gender: 'female',
    birth: '1913',
    death: '1990',
  },
  {
    key: 'ahmad',
    name: 'أحمد بن سالم المثال',
    generation: 2,
    parent: 'salem',
    gender: 'male',
    spouse: 'hessa',
    birth: '1918',
    death: '1995',
    role: 'تاجر',
  },
  {
    key: 'hessa',
    name: 'حصة بنت عبدالعزيز',
    generation: 2,
    gender: 'female',
    spouse: 'ahmad',
    birth: '1922',
    death: '2004',
  },

  // الجيل الثالث
  {
    key: 'khalid',
    name: 'خالد بن عبدالله المثال',
    generation: 3,
    parent: 'abdullah',
    gender: 'male',
    spouse: 'maryam',
    birth: '1930',
    death: '2001',
    role: 'عضو سابق في المجلس البلدي',
    bio: 'من أوائل أبناء العائلة الذين تولوا العمل العام، وأسهم في تخطيط عدد من الضواحي السكنية.',
  },
  {
    key: 'maryam',
    name: 'مريم بنت يوسف',
    generation: 3,
    gender: 'female',
    spouse: 'khalid',
    birth: '1935',
    death: '2012',
  },
  {
    key: 'yousef',
    name: 'يوسف بن عبدالله المثال',
    generation: 3,
    parent: 'abdullah',
    gender: 'male',
    spouse: 'badria',
    birth: '1935',
    death: '2010',
    role: 'أستاذ التاريخ',
    image: img('demo-member-4_600x600.webp'),
    bio: 'أستاذ جامعي ومؤرخ، جمع روايات كبار السن عن تاريخ العائلة ودوّنها.',
  },
  { key: 'badria', name: 'بدرية بنت علي', generation: 3, gender: 'female', spouse: 'yousef', birth: '1940' },
  {
    key: 'sara',
    name: 'سارة بنت عبدالله المثال',
    generation: 3,
    parent: 'abdullah',
    gender: 'female',
    spouse: 'fahad',
    birth: '1938',
    death: '2020',
    bio: 'تزوجت ابن عمها فهد بن محمد المثال.',
  },
  {
    key: 'saud',
    mother: 'latifa',
    name: 'سعود بن عبدالله المثال',
    generation: 3,
    parent: 'abdullah',
    gender: 'male',
    spouse: 'haya',
    birth: '1945',
    bio: 'ابن عبدالله من زوجته لطيفة بنت حمد.',
  },
  { key: 'haya', name: 'هيا بنت ناصر', generation: 3, gender: 'female', spouse: 'saud', birth: '1950' },
  {
    key: 'moudi',
    mother: 'latifa',
    name: 'موضي بنت عبدالله المثال',
    generation: 3,
    parent: 'abdullah',
    gender: 'female',
    birth: '1948',
    bio: 'ابنة عبدالله من زوجته لطيفة بنت حمد.',
  },
  {
    key: 'fahad',
    name: 'فهد بن محمد المثال',
    generation: 3,
    parent: 'mohammad',
    gender: 'male',
    spouse: 'sara',
    birth: '1936',
    death: '2015',
    role: 'رجل أعمال',
  },
  {
    key: 'bader',
    name: 'بدر بن محمد المثال',
    generation: 3,
    parent: 'mohammad',
    gender: 'male',
    birth: '1940',
    death: '2018',
  },
  {
    key: 'nasser',
    name: 'ناصر بن أحمد المثال',
    generation: 3,
    parent: 'ahmad',
    gender: 'male',
    spouse: 'wadha',
    birth: '1945',
    role: 'سفير سابق',
  },
  { key: 'wadha', name: 'وضحى بنت سعد', generation: 3, gender: 'female', spouse: 'nasser', birth: '1950' },
  {
    key: 'dalal',
    name: 'دلال بنت أحمد المثال',
    generation: 3,
    parent: 'ahmad',
    gender: 'female',
    birth: '1950',
    role: 'ناشطة في العمل التطوعي',
  },

  // الجيل الرابع
  {
    key: 'abdullah2',
    name: 'عبدالله بن خالد المثال',
    generation: 4,
    parent: 'khalid',
    gender: 'male',
    spouse: 'amal',
    birth: '1958',
    role: 'طبيب',
  },
  { key: 'amal', name: 'أمل بنت جاسم', generation: 4, gender: 'female', spouse: 'abdullah2', birth: '1962' },
  {
    key: 'jassim',
    name: 'جاسم بن خالد المثال',
    generation: 4,
    parent: 'khalid',
    gender: 'male',
    birth: '1962',
  },
  {
    key: 'hamad',
    name: 'حمد بن يوسف المثال',
    generation: 4,
    parent: 'yousef',
    gender: 'male',
    birth: '1965',
    role: 'مهندس بترول',
  },
  {
    key: 'mohammad2',
    name: 'محمد بن فهد المثال',
    generation: 4,
    parent: 'fahad',
    gender: 'male',
    spouse: 'asma',
    birth: '1965',
  },
  {
    key: 'asma',
    name: 'أسماء بنت خليفة',
    generation: 4,
    gender: 'female',
    spouse: 'mohammad2',
    birth: '1970',
  },
  {
    key: 'noura2',
    name: 'نورة بنت فهد المثال',
    generation: 4,
    parent: 'fahad',
    gender: 'female',
    birth: '1968',
    role: 'أستاذة جامعية',
  },
  {
    key: 'salem2',
    name: 'سالم بن سعود المثال',
    generation: 4,
    parent: 'saud',
    gender: 'male',
    spouse: 'ghadeer',
    birth: '1972',
    bio: 'سُمّي على اسم جد العائلة سالم بن عبدالله.',
  },
  { key: 'ghadeer', name: 'غدير بنت عادل', generation: 4, gender: 'female', spouse: 'salem2', birth: '1976' },
  {
    key: 'mishari',
    name: 'مشاري بن ناصر المثال',
    generation: 4,
    parent: 'nasser',
    gender: 'male',
    spouse: 'anoud',
    birth: '1975',
  },
  {
    key: 'anoud',
    name: 'العنود بنت مبارك',
    generation: 4,
    gender: 'female',
    spouse: 'mishari',
    birth: '1980',
  },

  // الجيل الخامس
  {
    key: 'khalid2',
    name: 'خالد بن عبدالله المثال',
    generation: 5,
    parent: 'abdullah2',
    gender: 'male',
    birth: '1988',
    bio: 'سُمّي على اسم جده خالد بن عبدالله.',
  },
  {
    key: 'reem',
    name: 'ريم بنت عبدالله المثال',
    generation: 5,
    parent: 'abdullah2',
    gender: 'female',
    birth: '1991',
    role: 'مهندسة برمجيات',
  },
  {
    key: 'yousef2',
    name: 'يوسف بن محمد المثال',
    generation: 5,
    parent: 'mohammad2',
    gender: 'male',
    birth: '1995',
  },
  {
    key: 'sara2',
    name: 'سارة بنت محمد المثال',
    generation: 5,
    parent: 'mohammad2',
    gender: 'female',
    birth: '1998',
  },
  {
    key: 'saud2',
    name: 'سعود بن سالم المثال',
    generation: 5,
    parent: 'salem2',
    gender: 'male',
    birth: '2000',
  },
  {
    key: 'lulwa',
    name: 'لولوة بنت سالم المثال',
    generation: 5,
    parent: 'salem2',
    gender: 'female',
    birth: '2003',
  },
  {
    key: 'nasser2',
    name: 'ناصر بن مشاري المثال',
    generation: 5,
    parent: 'mishari',
    gender: 'male',
    birth: '2006',
  },
];

export const demoNotablePeople: NotablePersonInput[] = [
  {
    name: 'د. يوسف بن عبدالله المثال',
    position: 'أستاذ التاريخ الحديث في جامعة الكويت',
    period: '1965 - 2000',
    category: 'academic',
    order: 1,
    image: img('demo-person-1_600x600.webp'),
    bio: 'حصل على الدكتوراه في التاريخ الحديث، ودرّس في جامعة الكويت خمسةً وثلاثين عاماً. عُني بتاريخ الملاحة والغوص في الخليج، وجمع روايات كبار السن عن تاريخ العائلة ودوّنها في كتاب صار مرجعاً لأبنائها. أشرف على عشرات الرسائل الجامعية.',
  },
  {
    name: 'خالد بن عبدالله المثال',
    position: 'عضو سابق في المجلس البلدي',
    period: '1965 - 1985',
    category: 'political',
    order: 2,
    image: img('demo-person-2_600x600.webp'),
    bio: 'من أوائل أبناء العائلة الذين تولوا العمل العام. شارك في وضع مخططات عدد من الضواحي السكنية الحديثة، وعُرف بقربه من الناس واهتمامه بالخدمات في الأحياء القديمة. ترك أثراً طيباً في كل لجنة عمل فيها.',
  },
  {
    name: 'محمد بن سالم المثال',
    position: 'مؤسس ديوان العائلة ووجيه الحي',
    period: '1950 - 1985',
    category: 'social',
    order: 3,
    image: img('demo-person-3_600x600.webp'),
    bio: 'أسس ديوان العائلة في خمسينيات القرن الماضي ليكون ملتقى لأبنائها وجيرانها. اشتهر بإصلاح ذات البين وبمساعدة المحتاجين بعيداً عن الأضواء، وما زال الديوان الذي أسسه مفتوحاً كل مساء.',
  },
  {
    name: 'د. نورة بنت فهد المثال',
    position: 'أستاذة الهندسة الكيميائية',
    period: '1995 - 2020',
    category: 'academic',
    order: 4,
    image: img('demo-person-4_600x600.webp'),
    bio: 'أول امرأة في العائلة تنال درجة الدكتوراه في الهندسة. نشرت أبحاثاً في تحلية المياه ومعالجتها، وشاركت في مشاريع بحثية لخدمة البيئة الكويتية، وكانت قدوة لجيل كامل من طالبات الهندسة.',
  },
  {
    name: 'ناصر بن أحمد المثال',
    position: 'سفير سابق',
    period: '1975 - 2010',
    category: 'political',
    order: 5,
    image: img('demo-person-5_600x600.webp'),
    bio: 'التحق بالسلك الدبلوماسي شاباً، وتنقل بين عدد من العواصم العربية والآسيوية، ثم عُيّن سفيراً. عُرف بهدوئه وحسن إدارته للملفات، وبحرصه على رعاية الطلبة الكويتيين الدارسين في الخارج.',
  },
  {
    name: 'دلال بنت أحمد المثال',
    position: 'رائدة في العمل التطوعي',
    period: '1980 - 2015',
    category: 'social',
    order: 6,
    image: img('demo-person-6_600x600.webp'),
    bio: 'أسهمت في تأسيس لجان نسائية تطوعية لرعاية الأسر المتعففة وكبار السن. نظمت حملات سنوية لجمع التبرعات في شهر رمضان، ودرّبت مئات المتطوعات على العمل الخيري المنظم.',
  },
];

export const demoNews: NewsInput[] = [
  {
    title: 'غبقة رمضانية تجمع أبناء العائلة في الديوان',
    excerpt: 'أقام ديوان عائلة المثال غبقته الرمضانية السنوية بحضور كبير من أبناء العائلة وأصدقائها.',
    content: [
      'أقام ديوان عائلة المثال مساء الخميس غبقته الرمضانية السنوية، بحضور جمع كبير من أبناء العائلة وأنسابها وأصدقائها من أهل الحي.',
      'وتخلل اللقاء استذكار لسيرة الآباء والأجداد، وحديث عن قيم التراحم وصلة الرحم في الشهر الفضيل، وقدّم كبار العائلة نصائحهم للشباب.',
      'وفي ختام الغبقة شكر القائمون على الديوان الحضور، ودعوا أبناء العائلة إلى المشاركة في حملة الإفطار الجماعي التي تنظمها العائلة في العشر الأواخر.',
    ].join('\n\n'),
    date: '2025-03-13',
    category: 'occasions',
    image: img('demo-news-1_1200x800.webp'),
  },
  {
    title: 'تخرّج كوكبة من أبناء العائلة من الجامعات',
    excerpt: 'تهنئ العائلة أبناءها وبناتها الخريجين لهذا العام من جامعة الكويت والجامعات الخارجية.',
    content: [
      'تتقدم عائلة المثال بأحر التهاني إلى أبنائها وبناتها الذين أتموا دراستهم الجامعية هذا العام في تخصصات الطب والهندسة والقانون والتربية.',
      'وقد كرّم الديوان الخريجين في حفل بسيط، قُدمت فيه الهدايا التذكارية، وألقى أحد كبار العائلة كلمة حثّ فيها الخريجين على مواصلة طلب العلم وخدمة الوطن.',
      'وأعلنت لجنة الشباب في العائلة عن برنامج إرشاد مهني يربط الخريجين الجدد بأصحاب الخبرة من أبناء العائلة في مختلف المجالات.',
      'نسأل الله للخريجين التوفيق والسداد في حياتهم العملية.',
    ].join('\n\n'),
    date: '2025-07-03',
    category: 'academic',
    image: img('demo-news-2_1200x800.webp'),
  },
  {
    title: 'المهندسة ريم المثال تفوز بجائزة الابتكار التقني',
    excerpt:
      'فازت المهندسة ريم بنت عبدالله المثال بالمركز الأول في مسابقة للابتكار عن تطبيق لخدمة كبار السن.',
    content: [
      'فازت المهندسة ريم بنت عبدالله المثال بالمركز الأول في مسابقة محلية للابتكار التقني، عن تطبيق صممته لتسهيل متابعة المواعيد الطبية لكبار السن.',
      'وقالت ريم إن فكرة التطبيق جاءت من تجربتها مع جدتها، وإنها تسعى إلى تطويره ليشمل التذكير بالأدوية والتواصل مع الأطباء.',
      'وقد هنأ أبناء العائلة المهندسة ريم على هذا الإنجاز، متمنين لها دوام التوفيق والنجاح.',
    ].join('\n\n'),
    date: '2025-10-12',
    category: 'achievements',
    image: img('demo-news-3_1200x800.webp'),
    link: 'https://example.com/news/innovation-award-2025',
  },
  {
    title: 'رحلة بحرية تستعيد تراث الغوص على اللؤلؤ',
    excerpt: 'نظمت لجنة الشباب رحلة بحرية على متن محمل تقليدي تعريفاً بتراث الآباء في الغوص والسفر.',
    content: [
      'نظمت لجنة الشباب في عائلة المثال رحلة بحرية على متن محمل تقليدي، شارك فيها أكثر من ثلاثين شاباً من أبناء العائلة.',
      'واستمع المشاركون خلال الرحلة إلى شرح عن حياة الغواصين والنواخذة، وعن مشاركة جد العائلة سالم بن عبدالله المثال في مواسم الغوص قبل أكثر من قرن.',
      'الخبر كاملاً من هنا: https://example.com/news/pearl-diving-trip',
      'وأكدت اللجنة أن الرحلة ستصبح تقليداً سنوياً يربط الأجيال الجديدة بتاريخ الآباء والأجداد.',
    ].join('\n\n'),
    date: '2025-11-22',
    category: 'events',
    image: img('demo-news-4_1200x800.webp'),
  },
  {
    title: 'معايدة عيد الفطر في ديوان العائلة',
    excerpt: 'استقبل ديوان العائلة المهنئين بعيد الفطر المبارك صبيحة يوم العيد.',
    content: [
      'استقبل ديوان عائلة المثال صبيحة يوم عيد الفطر المبارك جموع المهنئين من أبناء العائلة وأنسابها وجيرانها.',
      'وتبادل الحضور التهاني والتبريكات، وحرص كبار العائلة على معايدة الأطفال وتوزيع العيادي عليهم كما جرت العادة.',
      'وكل عام وأنتم بخير، أعاده الله على الكويت وأهلها بالخير واليمن والبركات.',
    ].join('\n\n'),
    date: '2026-03-20',
    category: 'occasions',
    image: img('demo-news-5_1200x800.webp'),
  },
  {
    title: 'إطلاق مكتبة العائلة لتوثيق تاريخها',
    excerpt: 'أطلق الديوان مشروع مكتبة العائلة لجمع الوثائق والصور والروايات الشفهية وحفظها.',
    content: [
      'أعلن ديوان عائلة المثال عن إطلاق مشروع مكتبة العائلة، الذي يهدف إلى جمع الوثائق القديمة والصور والروايات الشفهية المتعلقة بتاريخ العائلة وحفظها للأجيال القادمة.',
      'ويعتمد المشروع على ما دوّنه الدكتور يوسف بن عبدالله المثال من روايات كبار السن، إضافة إلى ما يتبرع به أبناء العائلة من وثائق وصور.',
      'ويدعو القائمون على المشروع كل من لديه وثيقة أو صورة قديمة إلى التواصل مع الديوان لتصويرها وإعادتها إلى صاحبها.',
    ].join('\n\n'),
    date: '2026-05-09',
    category: 'academic',
    image: img('demo-news-6_1200x800.webp'),
    link: 'https://example.com/almithal/library',
  },
];

// The history page (docs/product.md#history; content the family rewrites, decision 020): its texts and
// the land map, the timeline of four entries in the order the first site told them (the home page shows the
// first three), and the text blocks.
export const demoHistoryPage: HistoryPageInput = {
  intro:
    'من بوادي نجد إلى سواحل الكويت، عاشت عائلة المثال أكثر من قرن بين البحر والتجارة والديوان، وهذه محطات من مسيرتها كما يرويها كبارها.',
  home_intro: 'جذور ضاربة في عمق الجزيرة العربية، وحكاية عائلة كتبت فصولها على أرض الكويت.',
  map_image: img('demo-map-1_960x600.webp'),
  map_alt: 'رسم توضيحي لموقع أرض العائلة القديمة في وسط مدينة الكويت',
  map_caption: 'أرض العائلة القديمة في وسط مدينة الكويت قبل عام 1951',
};

/** A demo entry with the members (by key) and the place (by key) it names (decision 063). */
export type DemoHistoryEntry = HistoryEntryInput & { names?: { members: string[]; place?: string } };

export const demoHistoryTimeline: DemoHistoryEntry[] = [
  {
    year: null,
    period: 'أواخر القرن التاسع عشر',
    title: 'الأصل والنسب',
    names: { members: ['salem'], place: 'qibla' },
    summary:
      'تنتمي العائلة إلى فرع من إحدى قبائل نجد العربية العريقة، ومنها ارتحل الجد سالم إلى الكويت طلباً للرزق والاستقرار.',
    body: 'يرجع نسب العائلة إلى فرع من إحدى القبائل العربية التي سكنت وسط نجد، وقد حفظ كبارها سلسلة النسب وتناقلوها جيلاً بعد جيل. ومع تتابع سنوات القحط أواخر القرن التاسع عشر، ارتحل الجد سالم بن عبدالله شرقاً نحو ساحل الخليج، فاستقر في مدينة الكويت القديمة وبنى فيها بيته الأول في حي القبلة، وبقيت صلته بأهله في نجد قائمة بالزيارات والمصاهرة.',
    on_home: true,
  },
  {
    year: null,
    period: 'مطلع القرن العشرين',
    title: 'سبب التسمية',
    summary:
      'عُرف الجد سالم بين أهل السوق بالأمانة والوفاء بالعهد حتى صار يُضرب به المثل، فلُقّب أبناؤه بـ«المثال» ولزمهم الاسم.',
    body: 'كان الجد سالم يعمل في التجارة مع أبيه، واشتهر بين تجار السوق والنواخذة بصدق الكلمة وحفظ الأمانات، فإذا أراد أحدهم أن يمدح رجلاً قال: «هو مثال سالم». ومع الأيام صار الناس ينادون أبناءه بـ«عيال المثال»، فثبت اللقب اسماً للعائلة وسُجّل به أبناؤها في الوثائق الرسمية.',
    on_home: true,
  },
  {
    year: 1951,
    period: '',
    title: 'أراضي العائلة',
    names: { members: ['salem'], place: 'city' },
    summary:
      'امتلكت العائلة أرضاً في قلب مدينة الكويت القديمة قرب الأسواق، وبقيت بيتها ومجلسها حتى شملها التخطيط العمراني الجديد عام 1951.',
    body: 'اشترى الجد سالم أرضاً في وسط مدينة الكويت القديمة على مقربة من الأسواق والفرضة، فأقام عليها بيت العائلة ومخازن التجارة ومجلساً يستقبل فيه الضيوف. وظلت الأرض عامرة بأهلها حتى عام 1951، حين شملها مخطط المدينة الجديد وانتقلت العائلة إلى الضواحي الحديثة، وما زالت وثائق الأرض القديمة محفوظة لدى كبار العائلة.',
    on_home: true,
  },
  {
    year: 1920,
    period: '',
    title: 'معركة الجهراء',
    names: { members: ['salem'] },
    summary: 'شارك الجد سالم مع رجال الكويت في الدفاع عن القصر الأحمر في معركة الجهراء عام 1920.',
    body: 'حين وقعت معركة الجهراء عام 1920، خرج الجد سالم مع رجال الكويت للدفاع عن القصر الأحمر، وشارك في بناء السور الذي أحاط بالمدينة بعد المعركة. وتروي العائلة أنه عاد من الجهراء سالماً، فكان يقول لأبنائه إن الكويت لا يحفظها إلا اجتماع أهلها.',
    on_home: false,
  },
];

export const demoHistoryBlocks: HistoryBlockInput[] = [
  {
    title: 'بين البحر والتجارة',
    body: 'تعلّم رجال العائلة ركوب البحر والغوص على اللؤلؤ منذ صغرهم، وعمل بعضهم في سفن السفر إلى الهند وساحل أفريقيا، بينما اشتغل آخرون في تجارة الأقمشة والمواد الغذائية في أسواق المدينة. ومع ظهور النفط انتقل الأبناء إلى التعليم والوظائف الحديثة دون أن ينقطعوا عن إرث الآباء.',
  },
  {
    title: 'الديوان وصلة الرحم',
    body: 'كان مجلس الجد سالم ملتقى الأهل والجيران، ومنه ورث الأبناء عادة الديوان المفتوح. واليوم يجتمع أفراد العائلة في ديوانهم أسبوعياً، يتبادلون الأخبار ويتفقدون المحتاج ويستقبلون الضيوف، محافظين على روح التراحم التي عُرفت بها العائلة.',
  },
  {
    title: 'حفظ الإرث للأجيال',
    body: 'جمع كبار العائلة ما تيسّر من الوثائق والصور والروايات الشفهية، ورُتّبت شجرة العائلة لتبقى مرجعاً للأبناء والأحفاد. وهذا الموقع امتداد لذلك الجهد، يحفظ الذاكرة ويقرّب المسافات بين أفراد العائلة أينما كانوا.',
  },
];
