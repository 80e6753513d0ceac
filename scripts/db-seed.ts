// npm run db:seed -- [--products N] [--reset]: fills the configured database with the demo shop.
// The demo accounts come with it unless SEED_DEMO says otherwise (in production: only with SEED_DEMO=all).
import { loadConfig } from '../server/config';
import { exitOnInvalidEnvironment, exitOnInvalidEnvironmentAsync } from '../server/invalid-environment';
import { bootstrap } from '../server/bootstrap';
import { waitForAuthStartup } from '../server/seed/auth-startup';
import { countProducts, DEFAULT_SEED_PRODUCTS, seedDatabase } from '../server/seed/seed';
import { SEED_STAFF_ACCOUNTS } from '../server/seed/accounts';
import { demoSeedOptions } from '../server/seed/demo-seed-policy';
import { resetShopData } from '../server/seed/reset';
import { withStartUpLock } from '../server/db/start-up-lock';

const USAGE = 'Usage: npm run db:seed -- [--products N] [--reset]';

interface SeedArgs {
  products: number;
  reset: boolean;
}

function parseArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { products: DEFAULT_SEED_PRODUCTS, reset: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--reset') args.reset = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
      if (value === undefined || !/^[1-9][0-9]*$/.test(value) || Number(value) > 1_000_000) {
        throw new Error(`--products needs a positive whole number up to 1000000, got ${value === undefined ? 'nothing' : `"${value}"`}.\n${USAGE}`);
      }
      args.products = Number(value);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option "${arg}".\n${USAGE}`);
  }
  return args;
}

let args: SeedArgs;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const config = exitOnInvalidEnvironment(() => loadConfig());
// Running this command asks for the demo catalogue; the demo accounts follow SEED_DEMO.
const withAccounts = demoSeedOptions(config.demoSeed)?.accounts ?? false;
const running = await exitOnInvalidEnvironmentAsync(() => bootstrap(config));
try {
  await waitForAuthStartup(running.deps.auth);
  // Not beside an instance's own start-up seed (docs/decisions/080).
  await withStartUpLock(running.database, async () => {
    const existing = await countProducts(running.deps.db);
    if (existing > 0 && !args.reset) {
      console.error(`The database already has ${existing} products. Nothing was changed.`);
      console.error('Run with --reset to empty the shop (catalogue, orders, content and all accounts) and seed it again.');
      process.exitCode = 1;
    } else {
      const started = performance.now();
      if (existing > 0) {
        await resetShopData(running.deps.db);
        console.log(`Reset: emptied the shop's tables and accounts (${existing} products removed).`);
      }
      const summary = await seedDatabase(running.deps, { products: args.products, accounts: withAccounts });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const where = running.database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL at DATABASE_URL';
      console.log(`Seeded ${where} in ${seconds} s (today = ${summary.now.toISOString().slice(0, 10)}):`);
      for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(18)} ${count}`);
      if (withAccounts) {
        console.log('Sign-ins (development passwords):');
        for (const account of SEED_STAFF_ACCOUNTS) console.log(`  ${account.role.padEnd(14)} ${account.email.padEnd(24)} ${account.password}`);
      } else {
        console.log(`No demo accounts (SEED_DEMO=${config.demoSeed}); create an admin with npm run admin:create -- --email you@example.com`);
      }
    }
  });
} finally {
  await running.shutdown();
}
// PGlite leaves a Postgres timer (setitimer) armed after close; without this the process lingers for minutes.
process.exit();
