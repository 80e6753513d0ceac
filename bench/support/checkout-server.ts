// The shop's server for bench/checkout.bench.ts, in its own process so that the shoppers' load
// generator does not share its event loop (in production shoppers are other machines). The PayPal
// emulator runs inside it, as in `npm start`. Prints {"port": N} once listening. With SERVE_CLIENT=1 it
// also serves the production build in dist/client (bench:admin's storefront tab), as `npm start` does.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';
import { createApp } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
});
const running = await bootstrap(config, { dataDir: 'memory://' });
const app = process.env.SERVE_CLIENT === '1' ? createApp(running.deps) : createApp(running.deps, { staticClient: new StaticClient('/nonexistent') });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});

async function stop(): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await running.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
