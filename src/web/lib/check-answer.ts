import { config, safeParse, type $ZodType } from 'zod/v4/core';

// Its own module so zod loads beside the first request, not in the entry script (decision 011).
// The CSP allows no eval: zod must not try to compile its checks with `new Function`.
config({ jitless: true });

export function checkAnswer<S extends $ZodType>(schema: S, data: unknown) {
  return safeParse(schema, data);
}
