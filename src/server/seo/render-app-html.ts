import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The app's HTML for a public path. Link-preview bots do not run JavaScript, so the
 * public-site work fills in per-route title and Open Graph tags here (issue #3).
 */
export async function renderAppHtml(
  _app: FastifyInstance,
  template: string,
  _request: FastifyRequest,
): Promise<{ html: string; status: number }> {
  return { html: template, status: 200 };
}
