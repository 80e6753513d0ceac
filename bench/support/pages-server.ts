// The shop's server for bench/pages.bench.ts, as `npm start` runs it (server/main.ts: the production
// build of the client and of the first-screen render, the background jobs, the request log at info,
// written to wherever stdout goes), in its own process so that the client's work is not counted.
// It answers its parent over IPC: {port} once listening; on 'usage', its CPU time (process.cpuUsage)
// and memory (process.memoryUsage), so the bench reads what the server itself spent.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';
import { createApp } from '../../server/app';
import { startBackgroundJobs } from '../../server/jobs/background-jobs';
import { KEEP_ALIVE_SERVER_OPTIONS } from '../../server/http/keep-alive';

if (!process.send) throw new Error('bench/support/pages-server.ts is started by bench/pages.bench.ts (it needs an IPC channel)');
const config = loadConfig();
const running = await bootstrap(config);
const app = createApp(running.deps);
const jobQueue = await startBackgroundJobs(running);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: KEEP_ALIVE_SERVER_OPTIONS }, (info: AddressInfo) => {
  process.send!({ port: info.port });
});

process.on('message', (message) => {
  if (message === 'usage') process.send!({ cpu: process.cpuUsage(), memory: process.memoryUsage() });
});

process.on('SIGTERM', () => {
  server.close();
  void jobQueue
    .stop()
    .then(() => running.shutdown())
    .finally(() => process.exit(0));
});
