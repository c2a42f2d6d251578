import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../../shared/messages/server';
import { renderAppHtml } from '../seo/render-app-html';

/**
 * Serves the built front end: hashed assets cached for a year, index.html never cached,
 * and every non-API path answered with the app so deep links such as /news/3 work.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const indexPath = path.join(app.config.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: app.config.webDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(app.config.webDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (relative === 'index.html') {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  const template = hasWeb ? fs.readFileSync(indexPath, 'utf8') : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing hashed asset (an old build's file) must be a 404, never the app's HTML served as script.
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/uploads/') ||
      url.startsWith('/assets/')
    ) {
      return reply.status(404).send({ success: false, error: serverMessages.errors.routeNotFound });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || template === null) {
      return reply.status(404).send({ success: false, error: serverMessages.errors.routeNotFound });
    }
    const { html, status } = await renderAppHtml(app, template, request);
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
