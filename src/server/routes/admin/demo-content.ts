import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { demoContentMessages } from '#shared/messages/demo-content.ts';
import { demoContentStatusResponseSchema, demoRemovalResponseSchema } from '#shared/schemas/demo-content.ts';
import { deleteUploadFiles, orphanedUploadFiles } from '#server/lib/orphaned-uploads.ts';

const ok = true as const;

/**
 * «إزالة المحتوى التجريبي» (decision 017). Guarded by the admin scope, whose write hook
 * empties the public cache (here and in the other processes) once the removal answers.
 */
export const demoContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { demoContent } = app.repos;

  app.get(
    api.admin.demoContent,
    { config: { access: 'keeper' }, schema: { response: { 200: demoContentStatusResponseSchema } } },
    async () => {
      const counts = await demoContent.remaining();
      return { success: ok, hasDemoContent: Object.keys(counts).length > 0, counts };
    },
  );

  app.post(
    api.admin.removeDemo,
    {
      config: { access: 'owner', audit: { type: 'demo_content', action: 'delete' } },
      schema: { response: { 200: demoRemovalResponseSchema } },
    },
    async (request) => {
      const removal = await demoContent.remove();
      // After the commit: a file deleted for rows that then stayed would be a broken picture.
      const files = orphanedUploadFiles(removal.removedImages, removal.remainingImages);
      let imageFiles = 0;
      try {
        imageFiles = await deleteUploadFiles(app.config.uploadsDir, files);
      } catch (error) {
        // The rows are gone either way; a file left behind is only disk space.
        request.log.warn({ err: error }, 'demo images not all deleted');
      }
      const removedAny = Object.keys(removal.removed).length > 0;
      return {
        success: ok,
        message: removedAny ? demoContentMessages.removed : demoContentMessages.nothingToRemove,
        removed: removal.removed,
        detached: removal.detached,
        imageFiles,
      };
    },
  );
};
