// npm run dev: the API on an internal port (PORT+1) and Vite's dev server on PORT, which proxies
// /api and /images to it, so the browser sees one origin (cookies, SSE and the SPA all on PORT).
import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { createApp } from './app';
import { FirstScreenMarkup } from './first-screen/first-screen-markup';
import { exitOnInvalidEnvironment, exitOnInvalidEnvironmentAsync } from './invalid-environment';
import { prepareShopData } from './seed/start-up-seed';
import { startUpNotice } from './start-up-notice';
import { startBackgroundJobs } from './jobs/background-jobs';
import { outboxNotice } from './email/outbox-notice';

const publicPort = Number(process.env.PORT ?? 3000);
const apiPort = publicPort + 1;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${publicPort}`;

// better-auth checks Origin against trusted origins: the page's origin is Vite's (PUBLIC_URL's port;
// loadConfig trusts its loopback names outside production), not the API's.
const config = exitOnInvalidEnvironment(() => loadConfig({ ...process.env, PORT: String(apiPort), PUBLIC_URL: publicUrl }));

const running = await exitOnInvalidEnvironmentAsync(() => bootstrap(config));
const shopData = await prepareShopData(running);
// Vite serves the pages in development: no server-rendered first screen (docs/decisions/017).
const app = createApp(running.deps, { firstScreenMarkup: new FirstScreenMarkup(null) });
const api = serve({ fetch: app.fetch, port: apiPort, hostname: '127.0.0.1' });
const jobQueue = await startBackgroundJobs(running);

process.env.SHOP_API_ORIGIN = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({ configFile: 'vite.config.ts', server: { port: publicPort, strictPort: true } });
await vite.listen();

console.log(`\n  Toy shop (development) at http://localhost:${publicPort}  (API on ${apiPort})`);
for (const line of startUpNotice(config, shopData, running.database.kind)) console.log(line);
for (const line of outboxNotice(config)) console.log(line);
console.log('');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
  await jobQueue.stop();
  await running.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
