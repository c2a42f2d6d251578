import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { MEMBERS_PER_STEP, type Steps } from '#shared/family-tree/steps.ts';
import { runYielding } from './yield-to-event-loop';

/**
 * A JSON array answer of many items, written in steps: each step's items checked and stripped by
 * the route's own response schema (an array), as its serializer would (fastify-type-provider-zod:
 * `safeEncode`, then `JSON.stringify`), `present` applied to them first. The serializer does all of
 * it at once: at 50,000 members the list held the thread for 250–400 ms (the schema's copy of every
 * record, then one string of 18 MB), and kept the whole copy and the string alive until the answer
 * left. Here each step's items become bytes before the next step's are made: the copies die young,
 * and what stays is the answer's bytes, outside the JavaScript heap.
 */
export function* jsonArraySteps<T, U = T>(
  items: readonly T[],
  arraySchema: $ZodType,
  route: { method: string; url: string },
  present: (item: T) => U = (item) => item as unknown as U,
): Steps<Buffer> {
  const chunks: Buffer[] = [];
  for (let start = 0; start < items.length; start += MEMBERS_PER_STEP) {
    const result = safeEncode(arraySchema, items.slice(start, start + MEMBERS_PER_STEP).map(present));
    if (result.error) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    // The step's array without its brackets: the items joined as the whole array joins them.
    const text = JSON.stringify(result.data);
    chunks.push(Buffer.from(start === 0 ? text.slice(0, -1) : `,${text.slice(1, -1)}`));
    yield;
  }
  chunks.push(Buffer.from(chunks.length === 0 ? '[]' : ']'));
  return Buffer.concat(chunks);
}

/** Sends `items` as the route's JSON array answer, made in slices that let waiting requests in. */
export async function sendJsonArrayInSteps<T, U = T>(
  request: FastifyRequest,
  reply: FastifyReply,
  items: readonly T[],
  arraySchema: $ZodType,
  present?: (item: T) => U,
): Promise<FastifyReply> {
  const route = { method: request.method, url: request.routeOptions.url ?? request.url };
  const body = await runYielding(jsonArraySteps(items, arraySchema, route, present));
  // A body already serialized: fastify sends a Buffer as it is, with the type it is told.
  return reply.type('application/json; charset=utf-8').send(body);
}
