import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '#shared/messages/server.ts';
import { HttpError } from '../lib/http-error';
import { RecurringTrouble, storageTroubleOf } from '../lib/storage-trouble';
import { contentSecurityPolicy, setStrictSecurityHeaders } from './security-headers';

const m = serverMessages.errors;

// Framework errors mapped to the Arabic catalogue; nothing of the library or the stack leaks out.
const byCode: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: m.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: m.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: m.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, error: m.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, error: m.tooLarge },
  FST_FILES_LIMIT: { status: 413, error: m.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, error: m.tooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, error: m.unsupportedMedia },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: m.unsupportedMedia },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: m.malformedJson },
  // Answered before routing (see handleFrameworkError): a path that cannot be decoded.
  FST_ERR_BAD_URL: { status: 400, error: m.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: m.badUrl },
};

/** A locked SQLite database is usually free again within a second or two. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export function registerErrorHandler(app: FastifyInstance): void {
  const recurring = new RecurringTrouble();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        error: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.extra,
      });
    }
    const known = error.code ? byCode[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, error: known.error });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'client error');
      return reply.status(error.statusCode).send({ success: false, error: m.validation });
    }
    const trouble = storageTroubleOf(error);
    if (trouble === 'busy') {
      const unlogged = recurring.occurred('busy');
      if (unlogged !== null) {
        app.log.warn({ code: error.code, unlogged }, 'the database is locked by another connection');
      }
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, error: m.busy });
    }
    if (trouble === 'diskFull') {
      // No stack: every request fails the same way until someone frees space.
      const unlogged = recurring.occurred('diskFull');
      if (unlogged !== null) {
        app.log.error(
          { code: error.code, unlogged },
          `the disk is full (${error.message}): nothing can be saved until space is freed`,
        );
      }
      return reply.status(507).send({ success: false, error: m.diskFull });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, error: m.internal });
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode is answered before any route or
 * hook, so the Arabic body and the security headers are set here.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = (error.code && byCode[error.code]) || { status: 500, error: m.internal };
  request.log.info({ code: error.code }, 'framework error');
  setStrictSecurityHeaders(request.server, reply);
  reply.header('Cache-Control', 'no-store');
  void reply.status(known.status).send({ success: false, error: known.error });
}

const clientErrors: Record<string, { status: number; reason: string; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: m.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', error: m.headersTooLarge },
};

/**
 * Fastify's `clientErrorHandler`: what Node refuses before there is a request (a body that took
 * too long, malformed HTTP) is answered on the socket itself, in Arabic, with the headers.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && clientErrors[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    error: m.malformedJson,
  };
  // Node's own check: a response already under way on this socket must not be interleaved.
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify({ success: false, error: known.error });
    const headers = [
      `HTTP/1.1 ${known.status} ${known.reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      `Content-Security-Policy: ${contentSecurityPolicy({ analytics: false, map: false })}`,
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy();
}
