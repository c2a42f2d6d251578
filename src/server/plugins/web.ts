import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '#shared/messages/server.ts';
import { createPageRenderer } from '../seo/render-page';
import { tagAnswer } from './public-cache';

// Paths that never answer with the app: a missing hashed asset (an old build's file) must be a
// 404, never the app's HTML served as script.
const notPages = /^\/(?:api|uploads|assets)(?:\/|$)/;

/**
 * Serves the built front end: hashed assets cached for a year (and sent precompressed, .br or .gz,
 * to browsers that accept them), and every other GET answered with the app's page, so deep links
 * such as /news/3 work.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  // Unknown API paths, other methods, and everything when no front end is built: JSON, in Arabic.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ success: false, error: serverMessages.errors.routeNotFound }),
  );
  const indexPath = path.join(app.config.webDir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (template === null) return;

  const pages = await createPageRenderer(app, template);
  await app.register(fastifyStatic, {
    root: app.config.webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(app.config.webDir, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  app.get(
    '/*',
    {
      config: {
        publicCache: true,
        // A render costs hundreds of milliseconds: after an ordinary edit the old page is served
        // while one render makes the new (decision 032).
        staleWhileRevalidate: true,
        embedsOrigin: true,
        ignoresQuery: true,
      },
    },
    async (request, reply) => {
      if (notPages.test(request.url)) {
        return reply
          .status(404)
          .header('Cache-Control', 'no-store')
          .send({ success: false, error: serverMessages.errors.routeNotFound });
      }
      const { html, status, cacheable, tags } = await pages.render(request);
      tagAnswer(request, tags);
      if (!cacheable) reply.header('Cache-Control', 'no-store');
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    },
  );
}
