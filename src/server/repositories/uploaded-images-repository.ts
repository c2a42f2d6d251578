import type { Insertable, Kysely } from 'kysely';
import type { Database, UploadedImageTable } from '../db/schema';

export function uploadedImagesRepository(db: Kysely<Database>) {
  return {
    async record(image: Insertable<UploadedImageTable>): Promise<void> {
      await db.insertInto('uploaded_images').values(image).execute();
    },
  };
}
export type UploadedImagesRepository = ReturnType<typeof uploadedImagesRepository>;
