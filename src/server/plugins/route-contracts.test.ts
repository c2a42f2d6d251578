import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '#shared/messages/server.ts';
import { registerErrorHandler } from './error-handler';
import { registerRouteContracts } from './route-contracts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(routes: FastifyPluginAsyncZod) {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  registerRouteContracts(app);
  await app.register(routes);
  await app.ready();
  return app;
}

describe('route contracts', () => {
  it('refuses to register an API route without a response schema', async () => {
    await expect(appWith(async (app) => void app.get('/api/x', async () => ({})))).rejects.toThrow(
      /GET \/api\/x declares no response schema/,
    );
  });

  it('answers a refused body with one Arabic message per field, NUL removed, never zod English', async () => {
    const app = await appWith(async (app) => {
      app.post(
        '/api/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(1, 'الاسم مطلوب'), age: z.number() }),
            response: { 200: mini.object({ name: mini.string() }) },
          },
        },
        async (request) => ({ name: request.body.name }),
      );
    });
    const refused = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: '', age: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'الاسم مطلوب',
      fields: { name: 'الاسم مطلوب', age: serverMessages.errors.validation },
    });
    const empty = await app.inject({ method: 'POST', url: '/api/echo' });
    expect(empty.json().fields.name).toBe(serverMessages.errors.validation);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'س\u0000ا', age: 3 },
    });
    expect(accepted.json()).toEqual({ name: 'سا' });
  });

  it('sends only what the response schema names', async () => {
    const app = await appWith(async (app) => {
      app.get(
        '/api/member',
        { schema: { response: { 200: mini.object({ id: mini.number() }) } } },
        async () => ({ id: 1, password_hash: 'secret' }) as { id: number },
      );
    });
    expect((await app.inject('/api/member')).json()).toEqual({ id: 1 });
  });
});
