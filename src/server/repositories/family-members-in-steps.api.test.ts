import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMemberInputSchema } from '#shared/schemas/family-member-input.ts';
import { memberBody } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

describe('reading the whole family in pages', () => {
  let server: TestServer;
  const save = (overrides: Parameters<typeof memberBody>[0] = {}) =>
    server.app.repos.familyMembers.save(null, familyMemberInputSchema.parse(memberBody(overrides)));

  beforeAll(async () => {
    server = await startTestServer();
    const founder = (await save({ generation: 1 }))!.row.id;
    const wives: number[] = [];
    for (let i = 0; i < 3; i++) wives.push((await save({ generation: 1, gender: 'female' }))!.row.id);
    await server.app.repos.familyMembers.save(
      founder,
      familyMemberInputSchema.parse(
        memberBody({
          generation: 1,
          spouses: wives.map((id, order) => ({ id, order: order + 1, ended: null })),
        } as Parameters<typeof memberBody>[0]),
      ),
    );
    for (let i = 0; i < 4; i++) await save({ generation: 2, parent: founder, mother_id: wives[i % 3]! });
  });
  afterAll(() => server.close());

  it('gives what the one read gives, whatever the page size', async () => {
    const whole = await server.app.repos.familyMembers.listWithSpouses();
    expect(whole.length).toBeGreaterThanOrEqual(8);
    expect(whole.some((member) => member.spouses.length === 3)).toBe(true);
    for (const rowsPerPage of [1, 2, 3, 8, 5000])
      expect(await server.app.repos.familyMembers.listWithSpousesInSteps(rowsPerPage)).toEqual(whole);
  });

  it('lets queued work run between pages, and a write meanwhile gives one state of the family', async () => {
    const before = await server.app.repos.familyMembers.listWithSpouses();
    let written: Promise<unknown> | undefined;
    setImmediate(() => {
      written = save({ generation: 2, parent: before[0]!.row.id });
    });
    const read = await server.app.repos.familyMembers.listWithSpousesInSteps(2);
    expect(written).toBeDefined();
    await written;
    const after = await server.app.repos.familyMembers.listWithSpouses();
    expect(after.length).toBe(before.length + 1);
    // Never a mix: PostgreSQL's snapshot may be from before the write, SQLite reads again.
    expect([before, after]).toContainEqual(read);
  });
});
