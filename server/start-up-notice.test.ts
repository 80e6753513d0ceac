import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SEED_STAFF_ACCOUNTS } from './seed/accounts';
import { ADMIN_CREATE_COMMAND, startUpNotice } from './start-up-notice';

const SECRET = 'note-secret-note-secret-note-secret-0123';
const production = loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, PAYPAL_MODE: 'live', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
const development = loadConfig({ BETTER_AUTH_SECRET: SECRET });

describe('the start-up notice', () => {
  it('in development after the first seed: what was seeded and the demo sign-ins', () => {
    expect(startUpNotice(development, { seeded: true, adminExists: true, demoAccounts: [...SEED_STAFF_ACCOUNTS] }, 'pglite')).toEqual([
      '  Seeded an empty database with the demo catalogue and demo accounts.',
      '  Seeded sign-ins (development passwords):',
      ...SEED_STAFF_ACCOUNTS.map((account) => `    ${account.role.padEnd(14)} ${account.email.padEnd(28)} ${account.password}`),
    ]);
  });

  it('in production, warns when the demo accounts exist', () => {
    const notice = startUpNotice(production, { seeded: false, adminExists: true, demoAccounts: [SEED_STAFF_ACCOUNTS[0]!] }, 'postgres');
    expect(notice[0]).toBe('  Warning: the demo accounts below, whose passwords are published, exist in this production database.');
  });

  it('without an admin, names the command; on PGlite, says to stop the shop first', () => {
    const empty = { seeded: false, adminExists: false, demoAccounts: [] };
    expect(startUpNotice(production, empty, 'postgres')).toEqual(['  No admin account yet. Create the first one with:', `    ${ADMIN_CREATE_COMMAND}`]);
    expect(startUpNotice(production, empty, 'pglite')).toContain('  (stop the shop first: the embedded database can be open in one process only)');
  });
});
