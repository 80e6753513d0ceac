// One app instance as `npm start` runs it (server/main.ts), for the several-instances harness
// (tests/support/instances/instance-harness.ts): a child process it can stop, kill and restart.
// It does not migrate an empty database's demo data in: the harness seeds once, before any starts.
import { serve } from '@hono/node-server';
import { loadConfig } from '../../../server/config';
import { bootstrap } from '../../../server/bootstrap';
import { createApp } from '../../../server/app';
import { StaticClient } from '../../../server/http/static-client';
import { FirstScreenMarkup } from '../../../server/first-screen/first-screen-markup';
import { startBackgroundJobs } from '../../../server/jobs/background-jobs';
import { shutDownOnSignals } from '../../../server/lifecycle/graceful-shutdown';

const config = loadConfig();
const running = await bootstrap(config);
// The harness may give a client build and a render entry of its own (the tests have no dist/).
const pages = process.env.INSTANCE_CLIENT_DIST && process.env.INSTANCE_RENDER_ENTRY
  ? { staticClient: new StaticClient(process.env.INSTANCE_CLIENT_DIST), firstScreenMarkup: new FirstScreenMarkup(process.env.INSTANCE_RENDER_ENTRY, running.deps.log) }
  : {};
const app = createApp(running.deps, pages);
const expireInSeconds = Number(process.env.INSTANCE_RECOVERY_EXPIRE_SECONDS ?? 120);
const jobQueue = await startBackgroundJobs(running, {
  captureRecovery: { everySeconds: Number(process.env.INSTANCE_RECOVERY_EVERY_SECONDS ?? 60), expireInSeconds },
  pollingIntervalSeconds: Number(process.env.INSTANCE_JOB_POLLING_SECONDS ?? 2),
  maintenanceIntervalSeconds: Math.min(60, expireInSeconds),
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ level: 'info', msg: 'instance listening', port: info.port }));
});
// The deadline of a stop (production keeps graceful-shutdown.ts's 10 s): the harness gives a loaded machine more.
shutDownOnSignals({ server, running, background: [jobQueue], forceAfterMs: Number(process.env.INSTANCE_SHUTDOWN_DEADLINE_SECONDS ?? 10) * 1000 });
