import type { DiwanInput } from '#shared/schemas/diwan-input.ts';
import type { FamilyMemberInput } from '#shared/schemas/family-member-input.ts';
import type { OccasionInput } from '#shared/schemas/occasion-input.ts';
import type { NewsInput } from '#shared/schemas/news-input.ts';
import type { NotablePersonInput } from '#shared/schemas/notable-person-input.ts';
import type { PlaceInput } from '#shared/schemas/place-input.ts';
import type { SiteSettingsInput } from '#shared/schemas/site-settings-input.ts';

// Valid request bodies with unique names, and stored records; each test overrides only what it
// is about.

let sequence = 0;
/** A short suffix that makes each factory call's text unique within a test run. */
export const unique = (prefix: string): string => `${prefix} ${process.pid}-${++sequence}`;

export function newsBody(overrides: Partial<NewsInput> = {}) {
  return {
    title: unique('خبر تجريبي'),
    excerpt: 'ملخص الخبر التجريبي',
    content: 'نص الخبر التجريبي كاملاً.\n\nفقرة ثانية.',
    date: '2024-05-01',
    category: 'events',
    image: '',
    link: '',
    ...overrides,
  } satisfies NewsInput;
}

/** An occasion of a kind other than a death: a wedding by default, published for everyone. */
export function occasionBody(overrides: Partial<OccasionInput> = {}) {
  return {
    kind: 'wedding',
    title: unique('زواج تجريبي'),
    date: '2030-06-12',
    body: 'يسر العائلة دعوتكم.',
    member_ids: [],
    ...overrides,
  } satisfies OccasionInput;
}

/** A death notice of `memberId` with both عزاء: the men's at the diwan, the women's at an address. */
export function deathNoticeBody(memberId: number, overrides: Partial<OccasionInput> = {}) {
  return {
    kind: 'death',
    title: '',
    date: '2030-03-05',
    body: '',
    member_ids: [memberId],
    prayer_mosque: 'مسجد الدولة الكبير',
    prayer_time: 'بعد صلاة العصر',
    cemetery: 'مقبرة الصليبيخات',
    men_place: 'diwan',
    men_hours: 'بعد صلاة العصر إلى العشاء',
    women_place: 'address',
    women_address: 'الروضة، قطعة 3، شارع 34، منزل 12',
    women_map_url: 'https://maps.app.goo.gl/abc123',
    women_hours: 'من العاشرة صباحاً إلى الظهر',
    women_days: 3,
    phones: '99887766\n+965 6655 4433',
    ...overrides,
  } satisfies OccasionInput;
}

/** A place of the family's list (decision 056): a unique name, no parent, no coordinates. */
export function placeBody(overrides: Partial<PlaceInput> = {}) {
  return {
    name: unique('مكان تجريبي'),
    older_names: '',
    latitude: null,
    longitude: null,
    parent_id: null,
    ...overrides,
  } satisfies PlaceInput;
}

export function personBody(overrides: Partial<NotablePersonInput> = {}) {
  return {
    name: unique('شخصية تجريبية'),
    position: 'أستاذ جامعي',
    period: '1950 - 2010',
    category: 'academic',
    bio: 'سيرة مختصرة.',
    order: 5,
    image: '',
    ...overrides,
  } satisfies NotablePersonInput;
}

export function memberBody(overrides: Partial<FamilyMemberInput> = {}) {
  return {
    name: unique('فرد تجريبي'),
    generation: 3,
    parent: null,
    spouse_id: null,
    mother_id: null,
    gender: 'male',
    surname: '',
    name_prefix: '',
    name_suffix: '',
    birth: '1960',
    death: '',
    role: '',
    image: '',
    bio: '',
    // Public unless a test says otherwise: the privacy tests choose (decision 015).
    visibility: 'public',
    ...overrides,
  } satisfies FamilyMemberInput;
}

export function diwanBody(overrides: Partial<DiwanInput> = {}) {
  return {
    address: unique('الكويت، العديلية، قطعة 3'),
    location: 'بجانب المسجد',
    opening_hours: 'يومياً بعد صلاة العشاء',
    contact_phone: '+965 5000 0000',
    map_url: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
    ...overrides,
  } satisfies DiwanInput;
}

export function siteSettingsBody(overrides: Partial<SiteSettingsInput> = {}) {
  return {
    familyName: unique('عائلة'),
    founderName: 'المؤسس',
    tagline: 'شعار العائلة',
    heroText: 'نص الواجهة',
    email: 'family@example.com',
    phone1: '+965 5000 0001',
    phone2: '',
    address: 'الكويت',
    socialX: 'https://x.com/family',
    socialInstagram: '',
    socialFacebook: '',
    socialYoutube: '',
    socialSnapchat: '',
    analyticsId: '',
    privacyLiving: 'limited',
    hideWomenPhotos: false,
    requireOwnerTwoFactor: false,
    // A family's own wording of its death notices, which the notices' pages read from site.php.
    noticeOpening: 'انتقل إلى جوار ربه',
    noticeHonorificMale: 'الفقيد',
    noticeHonorificFemale: 'الفقيدة',
    ...overrides,
  } satisfies SiteSettingsInput;
}

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('زائر'),
    subject: 'استفسار',
    message: 'السلام عليكم، هذه رسالة تجريبية.',
    to: 'family@example.com',
    ...overrides,
  };
}
