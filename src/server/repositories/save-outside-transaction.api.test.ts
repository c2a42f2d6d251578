import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sql } from 'kysely';
import { api } from '#shared/api-paths.ts';
import { familyMemberInputSchema } from '#shared/schemas/family-member-input.ts';
import { SLICE_MS } from '../lib/yield-to-event-loop';
import { memberBody } from '../test/factories';
import { fileForm, generatedFamilyCsv } from '../test/family-files';
import { request } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';

// A save reads and checks every member's links (decision 013). On SQLite the server has one
// connection, and a transaction holds it from its first statement to its commit: while a save
// checked 50,000 members inside its transaction, every other request's query waited, the health
// check's `select 1` among them. The checks are made before the transaction.

describe("a save's checks hold no other request's query", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const imported = await request(server, 'POST', api.admin.import.csv, {
      token: server.token,
      body: fileForm(generatedFamilyCsv(1200), 'family.csv'),
    });
    expect(imported.status, imported.text).toBe(200);
  });
  afterAll(() => server.close());

  it('answers a query asked while a save checks the links before the save ends', async ({ skip }) => {
    const { app } = server;
    // PostgreSQL reads on another connection beside a transaction: nothing there orders the two.
    if (app.database.dialect !== 'sqlite') skip();
    const [someone] = await app.repos.familyMembers.list();
    // A clock on which every step takes a whole slice: the checks pause as at 50,000 members.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS));
    onTestFinished(() => clock.mockRestore());

    const order: string[] = [];
    const save = app.repos.familyMembers
      .save(null, familyMemberInputSchema.parse(memberBody({ generation: 2, parent: someone!.id })))
      .then(() => order.push('save'));
    // Asked once the save is under way (its first pause), as a request arriving meanwhile would be.
    await new Promise((resolve) => setImmediate(resolve));
    await sql`select 1 as one`.execute(app.database.db).then(() => order.push('query'));
    await save;
    expect(order).toEqual(['query', 'save']);
  });

  it('checks again under the lock what was written since its checks: two saves never make a loop', async () => {
    const { app } = server;
    const members = app.repos.familyMembers;
    const values = (overrides: Parameters<typeof memberBody>[0]) =>
      familyMemberInputSchema.parse(memberBody(overrides));
    const x = (await members.save(null, values({ generation: 3 })))!.row;
    const p = (await members.save(null, values({ generation: 3 })))!.row;
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS));
    onTestFinished(() => clock.mockRestore());

    // Each is right alone: P becomes X's father, X becomes P's father. Both at once would loop.
    const outcomes = await Promise.allSettled([
      members.save(x.id, values({ generation: 3, parent: p.id })),
      members.save(p.id, values({ generation: 3, parent: x.id })),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [xAfter, pAfter] = await Promise.all([members.find(x.id), members.find(p.id)]);
    expect(xAfter?.parent_id === p.id && pAfter?.parent_id === x.id).toBe(false);
  });
});
