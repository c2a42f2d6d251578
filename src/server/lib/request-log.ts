import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that took this long is worth a line at the default level. */
export const SLOW_REQUEST_MS = 1000;

/** The level a finished request is logged at: the slow ones by default, every one at `debug`. */
export function requestLogLevel(elapsedMs: number): 'warn' | 'debug' {
  return elapsedMs >= SLOW_REQUEST_MS ? 'warn' : 'debug';
}

/**
 * Fastify logs two lines per request at `info`: a short session filled the log with thousands of
 * them, and the warnings and errors were lost among them. By default only slow and failed
 * requests are logged; `LOG_LEVEL=debug` brings back a line for each.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const level = requestLogLevel(responseTime);
    reply.log[level]({ res: reply, responseTime }, level === 'warn' ? 'slow request' : 'request completed');
  }
}
