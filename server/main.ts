import { serve } from '@hono/node-server';
import { shutDownOnSignals } from './lifecycle/graceful-shutdown';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { createApp } from './app';
import { seedIfEmpty } from './seed/seed';
import { SEED_STAFF_ACCOUNTS } from './seed/accounts';
import { startCaptureRecovery } from './checkout/capture-recovery';

const config = loadConfig();
const running = await bootstrap(config);
const seeded = await seedIfEmpty(running.deps);
const app = createApp(running.deps);
const captureRecovery = startCaptureRecovery(running.deps);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const where = running.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/pglite` : 'PostgreSQL at DATABASE_URL';
  console.log(`\n  Toy shop running at http://localhost:${info.port}  (${where})`);
  if (seeded) console.log('  Seeded an empty database with the demo catalogue.');
  console.log('  Seeded sign-ins (development passwords):');
  for (const account of SEED_STAFF_ACCOUNTS) console.log(`    ${account.role.padEnd(14)} ${account.email.padEnd(28)} ${account.password}`);
  console.log('');
});

shutDownOnSignals({ server, running, background: [captureRecovery] });

