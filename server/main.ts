import { serve } from '@hono/node-server';
import { shutDownOnSignals } from './lifecycle/graceful-shutdown';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { createApp } from './app';
import { exitOnInvalidEnvironment, exitOnInvalidEnvironmentAsync } from './invalid-environment';
import { prepareShopData } from './seed/start-up-seed';
import { startUpNotice } from './start-up-notice';
import { startBackgroundJobs } from './jobs/background-jobs';
import { outboxNotice } from './email/outbox-notice';
import { KEEP_ALIVE_SERVER_OPTIONS } from './http/keep-alive';

const config = exitOnInvalidEnvironment(() => loadConfig());
const running = await exitOnInvalidEnvironmentAsync(() => bootstrap(config));
const shopData = await prepareShopData(running);
const app = createApp(running.deps);
// CPU, memory and event-loop lag on /metrics: a serving process only (the monitor it starts keeps running).
running.deps.metrics.includeProcessMetrics();
const jobQueue = await startBackgroundJobs(running);

const server = serve({ fetch: app.fetch, port: config.port, serverOptions: KEEP_ALIVE_SERVER_OPTIONS }, (info) => {
  const where = running.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/pglite` : 'PostgreSQL at DATABASE_URL';
  console.log(`\n  Toy shop running at http://localhost:${info.port}  (${where})`);
  for (const line of startUpNotice(config, shopData, running.database.kind)) console.log(line);
  for (const line of outboxNotice(config)) console.log(line);
  console.log('');
  running.deps.log.info({ port: info.port, database: running.database.kind }, 'shop listening');
});

shutDownOnSignals({ server, running, background: [jobQueue] });

