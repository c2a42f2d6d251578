import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AdminRole } from '#shared/auth/roles.ts';
import type { SuggestionField } from '#shared/schemas/member-suggestion.ts';
import type { CondolencePlace, OccasionKind } from '#shared/occasions/kinds.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';
import type { CitedFact, SourceKind } from '#shared/schemas/source.ts';

// Timestamps are ISO-8601 text in both dialects, so rows read the same from SQLite and PostgreSQL.

export interface FamilyMemberTable {
  id: Generated<number>;
  name: string;
  generation: number;
  parent_id: number | null;
  /** Emptied by migration 003: marriages are records now (`marriages`). Never read or written. */
  spouse_id: Generated<number | null>;
  mother_id: number | null;
  gender: 'male' | 'female' | null;
  /** GEDCOM's /surname/, kept so an export gives it back; '' for most members. */
  surname: Generated<string>;
  /** A title before the name and a suffix after it (GEDCOM's NPFX, NSFX); '' for most members. */
  name_prefix: Generated<string>;
  name_suffix: Generated<string>;
  /** Dates as written (`ABT 1850`, `1880م`); the years beside them only sort. */
  birth: string;
  death: string;
  birth_year: Generated<number | null>;
  death_year: Generated<number | null>;
  role: string;
  image: string;
  bio: string;
  /** The import that created the member, while it can still be undone as a whole. */
  import_batch_id: Generated<number | null>;
  /** What the public sees (decision 015): `auto` follows the site's privacy rules. */
  visibility: Generated<'auto' | 'public' | 'limited' | 'hidden'>;
  /** Bullet points, one a line (the founder's card); public only where the bio is. */
  highlights: Generated<string>;
  /**
   * The member's contact details ('' when none) and who may read them (migration 014): never any
   * public output; `relatives` and `keepers` are for the family's directory and the keepers.
   */
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  contact_area: Generated<string>;
  contact_visibility: Generated<'nobody' | 'relatives' | 'keepers'>;
  /** 1: signed-in relatives may see the member in full; 0: only what the public sees. */
  relatives_see_full: Generated<number>;
  /** Where the birth and the death of the columns above took place (migration 022); null: not recorded. */
  birth_place_id: Generated<number | null>;
  death_place_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

export type MarriageEnd = 'widowed' | 'divorced';

export interface MarriageTable {
  id: Generated<number>;
  husband_id: number;
  wife_id: number;
  /** 1 for his first wife, 2 for the second… */
  wife_order: number;
  /** null while the marriage lasts. */
  ended: MarriageEnd | null;
  married_on: Generated<string>;
  ended_on: Generated<string>;
  /** Where the marriage took place (migration 022); null: not recorded. */
  place_id: Generated<number | null>;
  import_batch_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/**
 * A place of the family's list (decision 056): where a member was born, married, lived, died or was
 * buried. Reused by every fact that happens there; its page lists them.
 */
export interface PlaceTable {
  id: Generated<number>;
  name: string;
  /** Names it was known by before, one a line (فريج القبلة for حي القبلة); '' for none. */
  older_names: Generated<string>;
  /** The normalised name, then each older name's, one a line: what an import and the search match. */
  name_key: Generated<string>;
  latitude: Generated<number | null>;
  longitude: Generated<number | null>;
  /** The place it lies within; null for a place at the top. */
  parent_id: Generated<number | null>;
  /** The import that created it, while it can still be undone as a whole. */
  import_batch_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

/**
 * Something that happened to a member besides the birth and the death of their own columns
 * (decision 056): a burial, a christening, a residence, an occupation, a title or another fact.
 */
export interface MemberEventTable {
  id: Generated<number>;
  member_id: number;
  kind: MemberEventKind;
  /** As written, in the genealogy date rules (`ABT 1850`, «1300هـ»); '' when unknown. */
  date: Generated<string>;
  date_year: Generated<number | null>;
  /** When a residence ended, as written; '' for none. */
  end_date: Generated<string>;
  place_id: Generated<number | null>;
  /** The occupation, the title, or what the other fact was; '' for a burial or a christening. */
  value: Generated<string>;
  /** `value` normalised for the search. */
  value_key: Generated<string>;
  /** The keeper's order among the member's events. */
  sort_order: Generated<number>;
  import_batch_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Where the family knows a fact from (decision 060): a document, a book, a person who told it, another. */
export interface SourceTable {
  id: Generated<number>;
  kind: SourceKind;
  title: string;
  /** The book's author, or who told it («العم سالم»); '' when unknown. */
  author: string;
  /** The teller when he is a member of the tree; null otherwise. */
  author_member_id: Generated<number | null>;
  details: Generated<string>;
  /** An uploaded image of the document (`/uploads/…`); '' for none. Withheld while the source is not public. */
  image: Generated<string>;
  /** 1: the public sees the source and what it supports; 0: the keepers only. */
  is_public: Generated<number>;
  import_batch_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/**
 * One fact a source supports (decision 060), named by the record that holds it: the member for
 * its name, birth, death or parents, the marriage, or the event. Exactly one of the three is set.
 */
export interface CitationTable {
  id: Generated<number>;
  source_id: number;
  fact: CitedFact;
  member_id: number | null;
  marriage_id: number | null;
  event_id: number | null;
  /** Where in the source: a page, a folio, the minute of a recording; '' for none. */
  page: Generated<string>;
  note: Generated<string>;
  import_batch_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface ImportBatchTable {
  id: Generated<number>;
  format: 'gedcom' | 'csv';
  file_name: string;
  members: number;
  marriages: number;
  created_at: string;
  undone_at: string | null;
}

export interface NotablePersonTable {
  id: Generated<number>;
  name: string;
  position: string;
  category: 'academic' | 'political' | 'social';
  image: string;
  bio: string;
  period: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  excerpt: string;
  content: string;
  date: string;
  category: 'events' | 'academic' | 'achievements' | 'occasions';
  image: string;
  link: string;
  /** Decision 016: `draft`, `scheduled` or `published` (the default, as older clients expect). */
  status: Generated<'draft' | 'scheduled' | 'published'>;
  /** UTC ISO-8601 instant the item may be shown from; null: none set. */
  publish_at: string | null;
  /** `public` (the default) or `family`: a family item is never in any public output. */
  audience: Generated<'public' | 'family'>;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
  /** When the item was first out, set once by its announcer (decision 058); null until then. */
  announced_at: Generated<string | null>;
}

/** A family member a news item names (decision 016); deleted with either side by the repositories. */
/** A member a timeline entry names, in the keeper's order (decision 063). */
export interface HistoryTimelineMemberTable {
  entry_id: number;
  member_id: number;
  sort_order: number;
}

export interface NewsMemberTable {
  news_id: number;
  member_id: number;
  sort_order: number;
}

/**
 * An occasion (docs/product.md#occasions): its kind, day, text and, for a death notice, the notice's
 * own parts; published like a news item (decision 016).
 */
export interface OccasionTable {
  id: Generated<number>;
  kind: OccasionKind;
  /** '' for most death notices, whose heading is the deceased's name. */
  title: Generated<string>;
  /** The occasion's day, `yyyy-mm-dd` (a death notice's: the day of death). */
  date: string;
  body: Generated<string>;
  /** A death notice's parts ('' for the other kinds): the funeral prayer and the burial. */
  prayer_mosque: Generated<string>;
  prayer_time: Generated<string>;
  cemetery: Generated<string>;
  /** The men's and the women's عزاء: the diwan or an address, its map link, hours, days, first day. */
  men_place: Generated<CondolencePlace>;
  men_address: Generated<string>;
  men_map_url: Generated<string>;
  men_hours: Generated<string>;
  men_days: Generated<number>;
  /** `yyyy-mm-dd`, or '': from the occasion's own day. */
  men_starts_on: Generated<string>;
  women_place: Generated<CondolencePlace>;
  women_address: Generated<string>;
  women_map_url: Generated<string>;
  women_hours: Generated<string>;
  women_days: Generated<number>;
  women_starts_on: Generated<string>;
  /** The condolence phones, one stored number a line (`+96599998888`). */
  phones: Generated<string>;
  status: Generated<'draft' | 'scheduled' | 'published'>;
  publish_at: string | null;
  audience: Generated<'public' | 'family'>;
  /** When it was first out, set once by the announcer; null until then. */
  announced_at: string | null;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

/** A family member an occasion concerns; deleted with either side by the repositories. */
export interface OccasionMemberTable {
  occasion_id: number;
  member_id: number;
  sort_order: number;
}

export interface DiwanInfoTable {
  id: number;
  address: string;
  location: string;
  opening_hours: string;
  contact_phone: string;
  map_url: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

export interface SiteSettingsTable {
  id: number;
  family_name: string;
  founder_name: string;
  tagline: string;
  hero_text: string;
  email: string;
  phone1: string;
  phone2: string;
  address: string;
  social_x: string;
  social_instagram: string;
  social_facebook: string;
  social_youtube: string;
  social_snapchat: string;
  analytics_id: string;
  /** What the public sees of a living member whose visibility is `auto`. */
  privacy_living: Generated<'public' | 'limited' | 'hidden'>;
  /** 1: no woman's photo is public. An integer for SQLite's sake. */
  privacy_hide_women_photos: Generated<number>;
  /** 1: an owner must sign in with a second factor once they have enrolled. */
  require_owner_two_factor: Generated<number>;
  /** Null: relatives see the living of the whole family in full; else within these steps of kinship. */
  relatives_scope_steps: Generated<number | null>;
  /** 1: a relative's household proposals apply at once; 0: they wait in the keepers' queue. */
  relatives_household_direct: Generated<number>;
  /** The family's wording of a death notice (migration 018): the opening line, the honorifics. */
  notice_opening: Generated<string>;
  notice_honorific_male: Generated<string>;
  notice_honorific_female: Generated<string>;
  updated_at: string;
  version: Generated<number>;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
}

/** A correction a visitor suggested for a member (decision 021); stored, never applied by itself. */
export interface MemberSuggestionTable {
  id: Generated<number>;
  /** No foreign key: the suggestion outlives a deleted member (decision 021). */
  member_id: number;
  /** The member's name when the suggestion was sent. */
  member_name: string;
  field: SuggestionField;
  message: string;
  correct_value: string;
  name: string;
  /** Normalised to 965…; '' when none was given. */
  phone: string;
  created_at: string;
  read_at: string | null;
  applied_at: string | null;
  dismissed_at: string | null;
  /** A relative's household proposal (migration 016): who proposed it; null for a visitor's correction. */
  relative_account_id: Generated<number | null>;
  proposer_member_id: Generated<number | null>;
  /** What was proposed (`HouseholdProposal`, JSON); null for a visitor's correction. */
  proposal_json: Generated<string | null>;
  /** The member the proposal created or changed, once applied. */
  applied_member_id: Generated<number | null>;
}

export interface AdminUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  role: Generated<AdminRole>;
  /** The member whose descendants (and their wives) a branch editor may edit. */
  branch_member_id: Generated<number | null>;
  disabled_at: Generated<string | null>;
  /** 1 after an owner set a temporary password: only the password change is allowed. */
  must_change_password: Generated<number>;
  /** Base32 TOTP secret once two-factor sign-in is on; the pending one during enrolment. */
  totp_secret: Generated<string | null>;
  totp_pending_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last accepted 30-second step, so one code cannot be used twice. */
  totp_last_step: Generated<number | null>;
}

export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AdminLoginChallengeTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  failures: Generated<number>;
  /** The known device the password came from (decision 035); its codes count on that device. */
  device_id: number | null;
}

/** A browser that signed in to the account (decision 035): only its cookie's SHA-256. */
export interface AdminDeviceTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  user_id: number | null;
  username: Generated<string>;
  action: string;
  record_type: string;
  record_id: number | null;
  summary: Generated<string>;
  before_json: string | null;
  after_json: string | null;
  ip: Generated<string>;
  /** The relative who made the change themselves (migration 016); null for a keeper's. */
  relative_account_id: Generated<number | null>;
}

export interface AdminSessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The device it was opened from (decision 035): its step-up checks count on that device. */
  device_id: Generated<number | null>;
}

/**
 * A relative's account (docs/product.md#relatives-accounts): one per member. No password for an
 * account that signs in another way; `revoked_at` ends it and its sessions.
 */
export interface RelativeAccountTable {
  id: Generated<number>;
  member_id: number;
  username: string;
  password_hash: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  revoked_at: string | null;
  /** The WebAuthn user handle of its passkeys (base64url), null before the first (decision 048). */
  passkey_user_id: Generated<string | null>;
  /** The SHA-256 of the private calendar feed's secret; null while there is none (decision 053). */
  calendar_token_hash: Generated<string | null>;
  calendar_token_created_at: Generated<string | null>;
  /** The kinds the relative receives by e-mail, comma-separated; '' for none (decision 058). */
  mail_kinds: Generated<string>;
}

/** A keeper's one-time invitation to a member: the link's token is stored as its SHA-256 only. */
export interface RelativeInvitationTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The WebAuthn user handle its passkey ceremonies use, once one began (decision 048). */
  passkey_user_id: Generated<string | null>;
}

/** A relative signed in: the cookie's value is stored as its SHA-256 only. */
export interface RelativeSessionTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** A relative's known browser (decision 035's device cookies, for the relatives' sign-in). */
export interface RelativeDeviceTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

/** A relative's passkey (decision 048): the credential's public half and what the browser said of it. */
export interface RelativePasskeyTable {
  id: Generated<number>;
  account_id: number;
  /** base64url, as the browser sends it back at each sign-in. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** The browser's transports, a JSON array of strings. */
  transports: Generated<string>;
  device_type: 'singleDevice' | 'multiDevice';
  /** 1 when the authenticator says the passkey is backed up (synced). */
  backed_up: number;
  label: Generated<string>;
  created_at: string;
  last_used_at: string | null;
}

/** What a passkey ceremony is for: an invitation, another passkey of an account, or a sign-in. */
export type PasskeyCeremony = 'invite' | 'add' | 'sign-in';

/** A passkey ceremony between its two requests: its cookie's value is stored as its SHA-256 only. */
export interface RelativePasskeyChallengeTable {
  id: Generated<number>;
  token_hash: string;
  purpose: PasskeyCeremony;
  challenge: string;
  invitation_id: number | null;
  account_id: number | null;
  username: string | null;
  user_handle: string | null;
  created_at: string;
  expires_at: string;
}

export interface PageViewTable {
  day: string;
  count: number;
}

/** How often each news item was read (decision 018); its row goes with the news item. */
export interface NewsViewTable {
  news_id: number;
  count: number;
}

export interface UploadedImageTable {
  id: Generated<number>;
  file_name: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

/** A row the demo seed created (decision 017), so the demo can be removed without the family's own. */
export interface DemoRowTable {
  table_name: string;
  row_id: number;
}

/** One entry of the history page's timeline (decision 020). */
export interface HistoryTimelineTable {
  id: Generated<number>;
  /** Gregorian; null for an entry dated by its period alone. */
  year: number | null;
  period: string;
  title: string;
  summary: string;
  body: string;
  image: string;
  /** 1: one of the home page's history cards (the first three shown). */
  on_home: number;
  /** Where it happened, one of the family's places (decision 063); null when it names none. */
  place_id: number | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

/** A text block of the history page. */
export interface HistoryBlockTable {
  id: Generated<number>;
  title: string;
  body: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

/** The history page's own texts: one row (id 1), content rather than settings. */
export interface HistoryPageTable {
  id: number;
  intro: string;
  home_intro: string;
  map_image: string;
  map_alt: string;
  map_caption: string;
  updated_at: string;
  /** Raised by every update (decision 026); a stale one is refused with 409. */
  version: Generated<number>;
}

/** The site's VAPID key pair for Web Push (one row, id 1), base64url as the web-push library gives it. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** One browser's push subscription (docs/product.md#notifications). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  /** The push service's URL for this browser, checked against the allowed hosts when stored. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url: what the payload is encrypted to. */
  p256dh: string;
  auth: string;
  /** What it asked for: occasion kinds, comma-separated. */
  kinds: string;
  /** The relative's account that subscribed: family-only items go to it while it is not revoked. */
  relative_account_id: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * One merge of two members (decision 057): the merged member's row and every reference that moved,
 * as JSON (`MergeRecord`, repositories/member-merge.ts), so an undo puts each back.
 */
export interface MemberMergeTable {
  id: Generated<number>;
  survivor_id: number;
  absorbed_id: number;
  survivor_name: string;
  absorbed_name: string;
  moved_json: string;
  /** The keeper's username: the record outlives accounts, like the change history. */
  merged_by: string;
  created_at: string;
  undone_at: string | null;
  undone_by: string | null;
}

export interface Database {
  family_members: FamilyMemberTable;
  marriages: MarriageTable;
  places: PlaceTable;
  member_events: MemberEventTable;
  sources: SourceTable;
  citations: CitationTable;
  import_batches: ImportBatchTable;
  notable_people: NotablePersonTable;
  news: NewsTable;
  news_members: NewsMemberTable;
  occasions: OccasionTable;
  occasion_members: OccasionMemberTable;
  diwan_info: DiwanInfoTable;
  site_settings: SiteSettingsTable;
  contact_messages: ContactMessageTable;
  member_suggestions: MemberSuggestionTable;
  admin_users: AdminUserTable;
  admin_devices: AdminDeviceTable;
  admin_sessions: AdminSessionTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  admin_login_challenges: AdminLoginChallengeTable;
  audit_log: AuditLogTable;
  relative_accounts: RelativeAccountTable;
  relative_invitations: RelativeInvitationTable;
  relative_sessions: RelativeSessionTable;
  relative_devices: RelativeDeviceTable;
  relative_passkeys: RelativePasskeyTable;
  relative_passkey_challenges: RelativePasskeyChallengeTable;
  page_views: PageViewTable;
  news_views: NewsViewTable;
  uploaded_images: UploadedImageTable;
  history_timeline: HistoryTimelineTable;
  history_timeline_members: HistoryTimelineMemberTable;
  history_blocks: HistoryBlockTable;
  history_page: HistoryPageTable;
  demo_rows: DemoRowTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionTable;
  member_merges: MemberMergeTable;
}

export type FamilyMemberRow = Selectable<FamilyMemberTable>;
export type MarriageRow = Selectable<MarriageTable>;
export type ImportBatchRow = Selectable<ImportBatchTable>;
export type PlaceRow = Selectable<PlaceTable>;
export type MemberEventRow = Selectable<MemberEventTable>;
export type SourceRow = Selectable<SourceTable>;
export type CitationRow = Selectable<CitationTable>;
export type NotablePersonRow = Selectable<NotablePersonTable>;
export type NewsRow = Selectable<NewsTable>;
export type OccasionRow = Selectable<OccasionTable>;
export type DiwanInfoRow = Selectable<DiwanInfoTable>;
export type SiteSettingsRow = Selectable<SiteSettingsTable>;
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type MemberSuggestionRow = Selectable<MemberSuggestionTable>;
export type AdminUserRow = Selectable<AdminUserTable>;
export type AdminSessionRow = Selectable<AdminSessionTable>;
export type AdminDeviceRow = Selectable<AdminDeviceTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type RelativeAccountRow = Selectable<RelativeAccountTable>;
export type RelativeInvitationRow = Selectable<RelativeInvitationTable>;
export type RelativeSessionRow = Selectable<RelativeSessionTable>;
export type RelativePasskeyRow = Selectable<RelativePasskeyTable>;
export type RelativePasskeyChallengeRow = Selectable<RelativePasskeyChallengeTable>;
export type HistoryTimelineRow = Selectable<HistoryTimelineTable>;
export type HistoryBlockRow = Selectable<HistoryBlockTable>;
export type HistoryPageRow = Selectable<HistoryPageTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;
export type MemberMergeRow = Selectable<MemberMergeTable>;
export type NewFamilyMember = Insertable<FamilyMemberTable>;
export type FamilyMemberUpdate = Updateable<FamilyMemberTable>;

/**
 * Every application table, each after the tables it refers to (decision 029): what a backup holds
 * and a restore replaces. A new table must be named here: the type below fails to compile otherwise,
 * and `logical-dump.test.ts` compares the list with what the migrations create.
 */
export const applicationTables = [
  'site_settings',
  'diwan_info',
  'import_batches',
  'places',
  'family_members',
  'marriages',
  'member_events',
  'sources',
  'citations',
  'notable_people',
  'news',
  'news_members',
  'news_views',
  'occasions',
  'occasion_members',
  'history_page',
  'history_timeline',
  'history_timeline_members',
  'history_blocks',
  'contact_messages',
  'member_suggestions',
  'uploaded_images',
  'page_views',
  'demo_rows',
  'admin_users',
  'admin_recovery_codes',
  'admin_devices',
  'admin_sessions',
  'admin_login_challenges',
  'audit_log',
  'relative_accounts',
  'relative_invitations',
  'relative_sessions',
  'relative_devices',
  'relative_passkeys',
  'relative_passkey_challenges',
  'push_keys',
  'push_subscriptions',
  'member_merges',
] as const satisfies readonly (keyof Database)[];

type UnlistedTable = Exclude<keyof Database, (typeof applicationTables)[number]>;
// Compiles only while every table of `Database` is listed above.
export const everyTableListed: UnlistedTable extends never ? true : never = true;
