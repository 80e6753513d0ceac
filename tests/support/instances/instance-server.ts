// One app instance as `npm start` runs it (server/main.ts), for the several-instances harness
// (tests/support/instances/instance-harness.ts): a child process it can stop, kill and restart.
// It does not migrate an empty database's demo data in: the harness seeds once, before any starts.
import { serve } from '@hono/node-server';
import { loadConfig } from '../../../server/config';
import { bootstrap } from '../../../server/bootstrap';
import { createApp } from '../../../server/app';
import { startCaptureRecovery } from '../../../server/checkout/capture-recovery';
import { shutDownOnSignals } from '../../../server/lifecycle/graceful-shutdown';

const config = loadConfig();
const running = await bootstrap(config);
const app = createApp(running.deps);
const captureRecovery = startCaptureRecovery(running.deps, {
  intervalMs: Number(process.env.INSTANCE_RECOVERY_INTERVAL_MS ?? 60_000),
  standbyRetryMs: Number(process.env.INSTANCE_STANDBY_RETRY_MS ?? 10_000),
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ level: 'info', msg: 'instance listening', port: info.port }));
});
shutDownOnSignals({ server, running, background: [captureRecovery] });
