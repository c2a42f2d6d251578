import type { FastifyInstance } from 'fastify';

/**
 * Stopping lets the requests in flight finish (decision 028). Node closes the connections that are
 * idle once, when the server stops listening; a kept-alive connection whose request was still in
 * flight then stayed open after its answer, for the keep-alive timeout (72 s), and the close waited
 * for it until the drain timeout gave up (decision 037). From the moment the app begins to close,
 * every answer says `Connection: close`, and every connection left idle by an answer whose headers
 * had already gone (a download under way) is closed as soon as that answer ends.
 */
export function registerClosingConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('Connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
