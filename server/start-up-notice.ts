import type { AppConfig } from './config';
import type { ShopDataAtStart } from './seed/start-up-seed';

/** The command that creates the first admin (scripts/admin-create.ts). */
export const ADMIN_CREATE_COMMAND = 'npm run admin:create -- --email you@example.com';

/**
 * What the operator reads under "Toy shop running at …": what was seeded, the demo sign-ins when
 * they exist, how to create the first admin when there is none, and what in production is unsafe.
 */
export function startUpNotice(config: AppConfig, data: ShopDataAtStart, database: 'pglite' | 'postgres'): string[] {
  const production = config.nodeEnv === 'production';
  const lines: string[] = [];
  if (data.seeded) lines.push(`  Seeded an empty database with the demo catalogue${data.demoAccounts.length > 0 ? ' and demo accounts' : ''}.`);
  if (data.demoAccounts.length > 0) {
    if (production) lines.push('  Warning: the demo accounts below, whose passwords are published, exist in this production database.');
    lines.push('  Seeded sign-ins (development passwords):');
    for (const account of data.demoAccounts) lines.push(`    ${account.role.padEnd(14)} ${account.email.padEnd(28)} ${account.password}`);
  }
  if (!data.adminExists) {
    lines.push('  No admin account yet. Create the first one with:', `    ${ADMIN_CREATE_COMMAND}`);
    // PGlite opens its directory in one process at a time.
    if (database === 'pglite') lines.push('  (stop the shop first: the embedded database can be open in one process only)');
  }
  if (production && config.paypal.mode === 'emulator') {
    lines.push('  Warning: PAYPAL_MODE=emulator: payments are simulated and anyone can approve their own order.');
  }
  return lines;
}
