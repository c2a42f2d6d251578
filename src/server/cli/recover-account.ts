import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { hashPassword } from '../plugins/auth';
import { createRepositories } from '../repositories';
import { configOrExit, describeFailure } from './cli';

const usage = 'Usage: npm run recover-account -- USERNAME [--new-password]';

/** How the change history names who did it: no keeper signed in, the site's operator at its shell. */
const OPERATOR = 'command line';

/**
 * `npm run recover-account -- USERNAME [--new-password]`: the way back in when no owner can help,
 * as when the last owner has lost both the phone that held the second factor and its recovery
 * codes (decision 024). It asks for what only the site's operator has, a shell on the server with
 * its environment, which is why it is not a screen. The account's second factor is turned off
 * (the keeper enrols again after signing in) and its sessions end, since a lost phone may still be
 * signed in; with --new-password a temporary password is set and printed once, to be changed at
 * the next sign-in. Both are written to the change history. Safe while the server runs.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { 'new-password': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const username = positionals[0]!;
  const config = configOrExit();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const repos = createRepositories(database.db, database.dialect);
    const user = await repos.admins.findUserByUsername(username);
    if (!user) {
      console.error(`No keeper is named ${JSON.stringify(username)} on this site; nothing was changed.`);
      process.exitCode = 1;
      return;
    }
    const password = values['new-password'] ? randomBytes(12).toString('base64url') : null;
    await repos.twoFactor.disable(user.id);
    await repos.admins.endSessions(user.id);
    if (password) await repos.admins.setTemporaryPassword(user.id, await hashPassword(password));
    await repos.audit.append({
      userId: null,
      username: OPERATOR,
      action: 'account',
      recordType: 'account',
      recordId: user.id,
      summary: password ? 'two-factor off, temporary password' : 'two-factor off',
      before: { username: user.username, two_factor: user.totp_enabled_at !== null },
      after: { username: user.username, two_factor: false, must_change_password: password !== null },
      ip: 'local',
    });
    console.log(`${user.username}: two-factor sign-in is off and every session has ended.`);
    if (password) {
      console.log('A temporary password, shown once, to be changed at the next sign-in:');
      console.log(password);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Recovery failed:', describeFailure(error));
  process.exit(1);
});
