import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { serverMessages } from '#shared/messages/server.ts';
import { validationError } from '../lib/http-error';

/**
 * Every route declares its contract where it is registered (decision 007): the request's
 * `querystring` and `body`, checked here with the shared zod schemas, and each success
 * `response`, checked and stripped by fastify-type-provider-zod's serializer on the way out.
 */
export function registerRouteContracts(app: FastifyInstance): void {
  app.setValidatorCompiler<$ZodType>(({ schema }) => (data) => {
    // No body (a DELETE, an empty POST) reads as an empty object, so required fields say so.
    const result = safeParse(schema, withoutNul(data ?? {}), {
      // Checks without their own Arabic message fall back to a generic one, never zod's English.
      error: () => serverMessages.errors.validation,
    });
    // An Error returned here reaches the error handler as it is: a 400 with one message per field.
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);
  // The discipline is a check: an API route without its response contract does not start.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (!route.schema?.response) {
      throw new Error(`${String(route.method)} ${route.url} declares no response schema (decision 007)`);
    }
  });
}

/**
 * U+0000 is never meaningful in text and PostgreSQL refuses it in a text column; dropping it
 * keeps both databases storing the same thing instead of one answering 500.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  }
  return value;
}
