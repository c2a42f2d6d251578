import { api } from '#shared/api-paths.ts';
import { memberBody } from './factories';
import { request, type TestResponse } from './http';
import type { TestServer } from './test-server';

/** A password the keepers' rules accept (long, not guessable). */
export const RELATIVE_PASSWORD = 'نخلة-زرقاء-على-شاطئ-الجهراء';

/** A new public member, made through the admin's API; returns its id and name. */
export async function addMember(
  server: TestServer,
  overrides: Parameters<typeof memberBody>[0] = {},
): Promise<{ id: number; name: string }> {
  const body = memberBody(overrides);
  const res = await request(server, 'POST', api.familyMembers.create, { token: server.token, json: body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`member not created: ${res.text}`);
  return { id: res.body.data.id, name: body.name };
}

/** A keeper's invitation for the member: the link's token, and the whole answer. */
export async function invite(server: TestServer, memberId: number, token = server.token) {
  const res = await request(server, 'POST', api.admin.relatives.invite, {
    token,
    json: { member_id: memberId },
  });
  const url: string = res.body?.data?.invite_url ?? '';
  return { res, token: url.split('/').at(-1) ?? '' };
}

/** The `name=value` of a Set-Cookie naming `name`, or undefined. */
export function cookieOf(res: TestResponse, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
}

/** The session cookie as a request sends it back (`nasab_family=…`), from an answer that set it. */
export const sessionCookie = (res: TestResponse) => cookieOf(res, 'nasab_family');

/** Accepts an invitation with a username and the test password; the answer. */
export function accept(server: TestServer, token: string, username: string, password = RELATIVE_PASSWORD) {
  return request(server, 'POST', api.family.acceptInvite, { json: { token, username, password } });
}

/** A member invited and signed in as `username`: the member and the session cookie. */
export async function signedInRelative(server: TestServer, username: string) {
  const member = await addMember(server);
  const { token } = await invite(server, member.id);
  const res = await accept(server, token, username);
  const cookie = sessionCookie(res);
  if (res.status !== 200 || !cookie) throw new Error(`invitation not accepted: ${res.text}`);
  return { member, cookie };
}
