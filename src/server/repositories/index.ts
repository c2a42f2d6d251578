import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { adminRepository } from './admin-repository';
import { auditRepository } from './audit-repository';
import { contactMessagesRepository } from './contact-messages-repository';
import { demoContentRepository } from './demo-content-repository';
import { diwanRepository } from './diwan-repository';
import { familyMembersRepository } from './family-members-repository';
import { historyRepository } from './history-repository';
import { importBatchesRepository } from './import-batches-repository';
import { knownDevicesRepository } from './known-devices-repository';
import { memberMergeWrites } from './member-merge';
import { memberMergeUndo } from './member-merge-undo';
import { memberSuggestionsRepository } from './member-suggestions-repository';
import { newsRepository } from './news-repository';
import { notablePeopleRepository } from './notable-people-repository';
import { occasionsRepository } from './occasions-repository';
import { pageViewsRepository } from './page-views-repository';
import { placeFactsRepository } from './place-facts';
import { placeMergeWrites } from './place-merge';
import { placesRepository } from './places-repository';
import { pushRepository } from './push-repository';
import { relativePasskeysRepository } from './relative-passkeys-repository';
import { relativesRepository } from './relatives-repository';
import { sourcesRepository } from './sources-repository';
import { siteSettingsRepository } from './site-settings-repository';
import { uploadedImagesRepository } from './uploaded-images-repository';
import { twoFactorRepository } from './two-factor-repository';

export function createRepositories(db: Kysely<Database>, dialect: DialectName) {
  return {
    admins: adminRepository(db),
    adminDevices: knownDevicesRepository(db, 'admin_devices'),
    audit: auditRepository(db),
    contactMessages: contactMessagesRepository(db),
    demoContent: demoContentRepository(db, dialect),
    diwan: diwanRepository(db),
    familyMembers: familyMembersRepository(db, dialect),
    history: historyRepository(db, dialect),
    images: uploadedImagesRepository(db),
    importBatches: importBatchesRepository(db, dialect),
    /** Two members made one, and undone (decision 057). */
    memberMerges: { ...memberMergeWrites(db, dialect), ...memberMergeUndo(db, dialect) },
    memberSuggestions: memberSuggestionsRepository(db),
    news: newsRepository(db, dialect),
    notablePeople: notablePeopleRepository(db),
    occasions: occasionsRepository(db, dialect),
    pageViews: pageViewsRepository(db),
    passkeys: relativePasskeysRepository(db),
    /** The family's places, and two copies of one made one (decisions 056 and 061). */
    places: { ...placesRepository(db), ...placeMergeWrites(db, dialect) },
    placeFacts: placeFactsRepository(db),
    push: pushRepository(db),
    relatives: relativesRepository(db),
    relativeDevices: knownDevicesRepository(db, 'relative_devices'),
    siteSettings: siteSettingsRepository(db),
    sources: sourcesRepository(db),
    twoFactor: twoFactorRepository(db),
  };
}
export type AppRepositories = ReturnType<typeof createRepositories>;
