import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../plugins/auth';

/**
 * The first administrator comes from ADMIN_USERNAME / ADMIN_PASSWORD; without a password
 * a strong one is generated and shown once, on the console (never in the log stream).
 */
export async function ensureAdminUser(app: FastifyInstance, announce: (line: string) => void): Promise<void> {
  const admins = app.repos.admins;
  if ((await admins.countUsers()) > 0) return;
  const username = app.config.adminUsername;
  const generated = app.config.adminPassword === undefined;
  const password = app.config.adminPassword ?? randomBytes(18).toString('base64url');
  await admins.createUser(username, await hashPassword(password));
  if (generated) {
    announce(
      [
        '',
        '==============================================================',
        ' Nasab: the first administrator account was created.',
        `   username: ${username}`,
        `   password: ${password}`,
        ' This password is shown only once. Sign in at /admin/login and',
        ' change it from the admin area.',
        '==============================================================',
        '',
      ].join('\n'),
    );
  }
}
