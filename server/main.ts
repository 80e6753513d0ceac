import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { createApp } from './app';
import { seedIfEmpty } from './seed/seed';
import { SEED_STAFF_ACCOUNTS } from './seed/accounts';
import { startCaptureRecovery } from './checkout/capture-recovery';
import { KEEP_ALIVE_SERVER_OPTIONS } from './http/keep-alive';

const config = loadConfig();
const running = await bootstrap(config);
const seeded = await seedIfEmpty(running.deps);
const app = createApp(running.deps);
const captureRecovery = startCaptureRecovery(running.deps);

const server = serve({ fetch: app.fetch, port: config.port, serverOptions: KEEP_ALIVE_SERVER_OPTIONS }, (info) => {
  const where = running.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/pglite` : 'PostgreSQL at DATABASE_URL';
  console.log(`\n  Toy shop running at http://localhost:${info.port}  (${where})`);
  if (seeded) console.log('  Seeded an empty database with the demo catalogue.');
  console.log('  Seeded sign-ins (development passwords):');
  for (const account of SEED_STAFF_ACCOUNTS) console.log(`    ${account.role.padEnd(14)} ${account.email.padEnd(28)} ${account.password}`);
  console.log('');
});

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Open sync streams end when the change feed stops; without this, close() waits for them.
  await running.deps.changes.stop();
  await closed;
  await captureRecovery.stop();
  await running.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
