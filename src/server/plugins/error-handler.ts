import type { FastifyError, FastifyInstance } from 'fastify';
import { serverMessages } from '../../shared/messages/server';
import { HttpError } from '../lib/http-error';

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
};

export function registerErrorHandler(app: FastifyInstance): void {
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, error: m.internal });
  });
}
