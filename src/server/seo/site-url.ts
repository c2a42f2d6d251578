import type { FastifyInstance, FastifyRequest } from 'fastify';

// A Host header is whatever the client sends; only a plain host[:port] may shape absolute URLs.
const plainHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

/**
 * The site's absolute origin for canonical URLs and feeds: PUBLIC_URL when configured
 * (production behind a proxy), else what this request was addressed to.
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const host = plainHost.test(request.host) ? request.host : `localhost:${app.config.port}`;
  return `${request.protocol}://${host}`;
}

/**
 * The site's absolute origin where no request is at hand (an e-mail sent in the background):
 * PUBLIC_URL, which production requires, else the address this server listens on.
 */
export function configuredOrigin(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  return `http://localhost:${port}`;
}

/** An image reference (site path or http(s) URL) made absolute; '' stays ''. */
export function absoluteUrl(origin: string, reference: string): string {
  if (reference === '') return '';
  if (/^https?:\/\//i.test(reference)) return reference;
  if (reference.startsWith('/') && !reference.startsWith('//')) return `${origin}${reference}`;
  return '';
}
