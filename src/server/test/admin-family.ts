import { expect } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { MAX_MEMBERS_PER_PAGE } from '#shared/schemas/member-list-input.ts';
import { request, type Json } from './http';
import type { TestServer } from './test-server';

/**
 * Every member as the admin sees it (list.php, page by page): the stored fields, whatever the
 * public may see of them (decision 015). Tests that check what was written read this, not the
 * public list.
 */
export async function adminFamily(server: TestServer): Promise<Json[]> {
  const members: Json[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request(
      server,
      'GET',
      `${api.admin.familyMembers.list}?page=${page}&per_page=${MAX_MEMBERS_PER_PAGE}`,
      { token: server.token },
    );
    expect(res.status, res.text).toBe(200);
    members.push(...res.body.data);
    if (members.length >= res.body.total || res.body.data.length === 0) return members;
  }
}
