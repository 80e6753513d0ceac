// npm run bench:sync — how long a fresh browser profile takes to hold the whole 10,000-product
// catalogue in RxDB through the sync API, and the server's pull throughput. Runs on embedded
// PGlite (what `npm start` uses) and on real PostgreSQL when one is reachable.
// Each browser run is on a network profile, emulated by the browser itself (CDP): localhost, "4G"
// and Lighthouse's mobile profile (with 4× CPU slowdown). Per profile: time to the whole catalogue,
// first paint, the bytes of the sync's pulls on the wire as the browser saw them (checked against
// the pulls the server answered), and the long tasks (> 50 ms) on the main thread during the first
// sync (docs/decisions/078).
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { createApp } from '../server/app';
import { seedDatabase } from '../server/seed/seed';
import { CATALOGUE_COLLECTIONS, type PullResponse } from '../shared/sync/protocol';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium';
import { WorkerNetwork } from './support/worker-network';
import { POSTGRES_ADMIN_URL, adminQuery, freePort } from './support/bench-tools';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const BROWSER_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PULL_BATCH = 2000;

interface ModeResult {
  mode: string;
  seedMs: number;
  pullProductsMs: number;
  productsPerSecond: number;
  pullAllCatalogueMs: number;
  catalogueDocuments: number;
  profiles: Array<{ profile: NetworkProfile; runs: BrowserRun[] }>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Pulls a whole collection over HTTP in batches, as a device would; returns documents and time. */
async function pullAll(baseUrl: string, collection: string): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  let documents = 0;
  let query = '';
  for (;;) {
    const response = await fetch(`${baseUrl}/api/sync/${collection}/pull?limit=${PULL_BATCH}${query}`);
    if (!response.ok) throw new Error(`pull ${collection}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as PullResponse<unknown>;
    documents += body.documents.length;
    if (body.documents.length < PULL_BATCH || !body.checkpoint) break;
    query = `&xid=${body.checkpoint.xid}&seq=${body.checkpoint.seq}`;
  }
  return { documents, ms: performance.now() - started };
}

/**
 * A network as the browser emulates it (CDP Network.emulateNetworkConditions) and a CPU slowdown
 * (Emulation.setCPUThrottlingRate). Throughputs in kbit/s of 1,024 bits, as Lighthouse counts them.
 */
interface NetworkProfile {
  name: string;
  description: string;
  latencyMs: number;
  downKbps: number | null;
  upKbps: number | null;
  cpuSlowdown: number;
}

const PROFILES: Record<string, NetworkProfile> = {
  none: { name: 'none', description: 'localhost, no emulation', latencyMs: 0, downKbps: null, upKbps: null, cpuSlowdown: 1 },
  '4g': { name: '4g', description: '"4G": 40 ms, 10 Mbit/s down, 5 Mbit/s up', latencyMs: 40, downKbps: 10 * 1024, upKbps: 5 * 1024, cpuSlowdown: 1 },
  mobile: { name: 'mobile', description: "Lighthouse's mobile: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU", latencyMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 },
};

// BENCH_NETWORK=none,4g,mobile (the default: all three); BENCH_CPU=4 puts every profile at that CPU slowdown.
const NETWORK_PROFILES: NetworkProfile[] = (process.env.BENCH_NETWORK ?? 'none,4g,mobile').split(',').map((name) => {
  const profile = PROFILES[name.trim()];
  if (!profile) throw new Error(`BENCH_NETWORK: no profile "${name}" (${Object.keys(PROFILES).join(', ')})`);
  return process.env.BENCH_CPU ? { ...profile, cpuSlowdown: Number(process.env.BENCH_CPU) } : profile;
});

// BENCH_COMPRESS=1: the bench's own server compresses the sync's pulls (br when asked for, else gzip),
// a stand-in for the compression the app is getting (issue 24, target 1) so that the profiles can be
// measured with the bytes they will have; without it the pulls go as the app sends them.
const COMPRESS = process.env.BENCH_COMPRESS === '1';

function acceptedEncoding(request: Request): 'br' | 'gzip' | null {
  const accepted = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** What the server answered to the sync's pulls during one browser run (a cross-check of what the browser saw). */
const served = { pulls: 0, bodyBytes: 0 };
const SYNC_PULL = /\/api\/sync\/[^/]+\/pull$/;

interface LongTask {
  start: number;
  duration: number;
}

interface BrowserRun {
  ms: number;
  products: number;
  firstPaintMs: number | null;
  /** The sync's pull requests as the browser's network layer saw them (CDP), headers included. */
  syncRequests: number;
  syncWireBytes: number;
  /** Pull responses' bodies as sent (encoded) and as parsed (decoded), from Resource Timing. */
  syncEncodedBodyBytes: number;
  syncDecodedBodyBytes: number;
  /** Pull requests a service worker answered (the page's emulation would not have throttled its network). */
  syncFromServiceWorker: number;
  /** Every request of the run, CDP (page target), headers included. */
  allWireBytes: number;
  serverPulls: number;
  serverBodyBytes: number;
  /** Long tasks (> 50 ms) on the main thread from the first sync request to ready. */
  syncLongTasks: LongTask[];
  /** Long tasks before the first sync request (the page, its entry, hydration). */
  pageLongTasks: LongTask[];
  syncStartMs: number;
}

// Before any of the page's scripts: record every long task, and (BENCH_VERBOSE) long animation frames with their scripts.
const OBSERVE_LONG_TASKS = `
window.__benchLongTasks = [];
window.__benchFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const scripts = (entry.scripts || []).filter((s) => s.duration > 10).map((s) => Math.round(s.duration) + ' ms ' + (s.invoker || '') + ' ' + (s.sourceFunctionName || '') + ' ' + (s.sourceURL || '').replace(location.origin, '') + ':' + s.sourceCharPosition);
      window.__benchFrames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
} catch (e) {}
`;

/** Fresh browser profile on a network profile: navigation start until RxDB holds every catalogue document. */
async function timeBrowser(baseUrl: string, profile: NetworkProfile): Promise<BrowserRun> {
  // A DevTools port besides Playwright's pipe: the sync's worker is throttled through it (worker-network.ts).
  const devtoolsPort = await freePort();
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${devtoolsPort}`] });
  let workers: WorkerNetwork | undefined;
  try {
    const bytesPerSecond = (kbps: number | null) => (kbps === null ? -1 : (kbps * 1024) / 8);
    workers = await WorkerNetwork.connect(devtoolsPort, {
      latency: profile.latencyMs,
      downloadThroughput: bytesPerSecond(profile.downKbps),
      uploadThroughput: bytesPerSecond(profile.upKbps),
      cpuSlowdown: profile.cpuSlowdown,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    if (process.env.BENCH_VERBOSE) page.on('console', (message) => { if (message.type() === 'warning' || message.type() === 'error') console.log(`  [page ${message.type()}] ${message.text()}`); });
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable', process.env.BENCH_NO_BUFFER ? { maxTotalBufferSize: 0, maxResourceBufferSize: 0 } : {});
    if (profile.downKbps !== null || profile.latencyMs > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: bytesPerSecond(profile.downKbps),
        uploadThroughput: bytesPerSecond(profile.upKbps),
      });
    }
    if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const urls = new Map<string, string>();
    const wire = { sync: 0, syncRequests: 0, all: 0, fromServiceWorker: 0 };
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromServiceWorker && SYNC_PULL.test(new URL(event.response.url).pathname)) wire.fromServiceWorker += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      wire.all += event.encodedDataLength;
      const url = urls.get(event.requestId);
      if (url && SYNC_PULL.test(new URL(url).pathname)) {
        wire.sync += event.encodedDataLength;
        wire.syncRequests += 1;
      }
    });
    // BENCH_PROFILE=file.cpuprofile: the renderer's CPU profile of a run (open it in Chrome's DevTools).
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    served.pulls = 0;
    served.bodyBytes = 0;
    await page.goto(`${baseUrl}${process.env.BENCH_PATH ?? '/'}`, { waitUntil: 'domcontentloaded', timeout: 0 });
    const result = await page.evaluate(async () => {
      type Handle = { ready: Promise<void>; counts(): Promise<Record<string, number>> };
      type Observed = { __shopSync?: Handle; __benchLongTasks: Array<{ start: number; duration: number }>; __benchFrames: Array<{ start: number; duration: number; blocking: number; scripts: string[] }> };
      const page = window as unknown as Observed;
      // The app's entry may not have run yet (it starts after the first paint).
      const started = Date.now();
      while (!page.__shopSync && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 5));
      const shop = page.__shopSync;
      if (!shop) throw new Error('window.__shopSync never appeared');
      await shop.ready;
      const doneAt = performance.now();
      const counts = await shop.counts();
      // (No named function in here: the bundler would wrap it in a helper the page does not have.)
      const pulls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/api\/sync\/[^/]+\/pull/.test(new URL(entry.name).pathname));
      const syncStart = Math.min(...pulls.map((entry) => entry.startTime));
      // Where the time went, for BENCH_VERBOSE: the local database's chunk, each pull, each first sync.
      const timeline = [
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /shop-database|\/api\//.test(entry.name))
          .map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${new URL(entry.name).pathname}${new URL(entry.name).search.includes('xid') ? ' (next batch)' : ''} ${(entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? ''} ${entry.encodedBodySize} B`),
        ...performance.getEntriesByType('measure').map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.startTime + entry.duration)} ms ${entry.name}`),
        ...[...performance.getEntriesByType('paint'), ...performance.getEntriesByType('mark')].map((entry) => `${Math.round(entry.startTime)} ms ${entry.name}`),
        ...page.__benchLongTasks.map((task) => `${Math.round(task.start)}–${Math.round(task.start + task.duration)} ms LONG TASK ${Math.round(task.duration)} ms`),
        ...page.__benchFrames.filter((frame) => frame.blocking > 0).map((frame) => `${Math.round(frame.start)} ms long frame ${Math.round(frame.duration)} ms (blocking ${Math.round(frame.blocking)}): ${frame.scripts.join(' | ')}`),
      ].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
      return {
        ms: doneAt,
        products: counts.products ?? 0,
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        syncStartMs: syncStart,
        syncEncodedBodyBytes: pulls.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        syncDecodedBodyBytes: pulls.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        syncLongTasks: page.__benchLongTasks.filter((task) => task.start >= syncStart && task.start <= doneAt),
        pageLongTasks: page.__benchLongTasks.filter((task) => task.start < syncStart),
        timeline,
      };
    });
    if (process.env.BENCH_PROFILE) {
      const { profile: cpuProfile } = await cdp.send('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE.replace(/(\.cpuprofile)?$/, `-${profile.name}-${Math.round(result.ms)}ms.cpuprofile`), JSON.stringify(cpuProfile));
    }
    if (process.env.BENCH_VERBOSE) console.log(`  ${profile.name}: ${Math.round(result.ms)} ms\n    ${result.timeline.join('\n    ')}`);
    await context.close();
    // The worker's pulls (docs/decisions/079), throttled as the page's: on the wire, and decoded.
    const workerPulls = workers.finished.filter((request) => SYNC_PULL.test(new URL(request.url).pathname));
    if (workers.cpuSlowdownRefused) console.warn(`  ${profile.name}: the worker refused the ${profile.cpuSlowdown}× CPU slowdown (it ran at full speed)`);
    return {
      ms: result.ms,
      products: result.products,
      firstPaintMs: result.firstPaintMs,
      syncStartMs: result.syncStartMs,
      syncRequests: wire.syncRequests + workerPulls.length,
      syncWireBytes: wire.sync + workerPulls.reduce((sum, request) => sum + request.encodedBytes, 0),
      syncEncodedBodyBytes: result.syncEncodedBodyBytes + workerPulls.reduce((sum, request) => sum + request.encodedBytes, 0),
      syncDecodedBodyBytes: result.syncDecodedBodyBytes + workerPulls.reduce((sum, request) => sum + request.decodedBytes, 0),
      syncFromServiceWorker: wire.fromServiceWorker,
      allWireBytes: wire.all,
      serverPulls: served.pulls,
      serverBodyBytes: served.bodyBytes,
      syncLongTasks: result.syncLongTasks,
      pageLongTasks: result.pageLongTasks,
    };
  } finally {
    workers?.close();
    await browser.close();
  }
}

async function runMode(mode: 'pglite' | 'postgres'): Promise<ModeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (mode === 'postgres') {
    const name = `shop_bench_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const port = Number(process.env.BENCH_PORT ?? 4500) + (mode === 'postgres' ? 1 : 0);
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYPAL_MODE: 'emulator',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const running = await bootstrap(config);
  try {
    const seedStarted = performance.now();
    await seedDatabase(running.deps, { products: PRODUCTS });
    const seedMs = performance.now() - seedStarted;
    const app = createApp(running.deps);
    // Counts the pulls the server answers and their bodies as sent, to check the browser saw them all.
    const server = serve({
      fetch: async (request: Request, env: unknown) => {
        const response = await app.fetch(request, env);
        if (!SYNC_PULL.test(new URL(request.url).pathname)) return response;
        let body: Buffer | ArrayBuffer = await response.arrayBuffer();
        const headers = new Headers(response.headers);
        const encoding = COMPRESS && !headers.has('content-encoding') ? acceptedEncoding(request) : null;
        if (encoding) {
          body = encoding === 'br'
            ? brotliCompressSync(Buffer.from(body), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
            : gzipSync(Buffer.from(body), { level: 6 });
          headers.set('content-encoding', encoding);
          headers.delete('content-length');
          headers.append('vary', 'accept-encoding');
        }
        served.pulls += 1;
        served.bodyBytes += body.byteLength;
        return new Response(new Uint8Array(body), { status: response.status, headers });
      },
      port,
    });
    const baseUrl = `http://localhost:${port}`;
    try {
      await pullAll(baseUrl, 'products'); // warm-up
      const products = await pullAll(baseUrl, 'products');
      const allStarted = performance.now();
      let catalogueDocuments = 0;
      for (const collection of CATALOGUE_COLLECTIONS) catalogueDocuments += (await pullAll(baseUrl, collection)).documents;
      const pullAllCatalogueMs = performance.now() - allStarted;

      const profiles: ModeResult['profiles'] = [];
      for (const profile of NETWORK_PROFILES) {
        console.log(`  ${profile.name} (${profile.description}; CPU ${profile.cpuSlowdown}×)...`);
        const runs: BrowserRun[] = [];
        for (let run = 0; run < BROWSER_RUNS; run += 1) runs.push(await timeBrowser(baseUrl, profile));
        profiles.push({ profile, runs });
      }
      return {
        mode,
        seedMs,
        pullProductsMs: products.ms,
        productsPerSecond: Math.round((products.documents / products.ms) * 1000),
        pullAllCatalogueMs,
        catalogueDocuments,
        profiles,
      };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await running.shutdown();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const round = (ms: number): string => `${Math.round(ms).toLocaleString('en-US')} ms`;
const kb = (bytes: number): string => `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
const blocking = (tasks: LongTask[]): number => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
const longTasks = (tasks: LongTask[]): string =>
  tasks.length === 0 ? 'none' : `${tasks.length}, longest ${Math.round(Math.max(...tasks.map((task) => task.duration)))} ms, ${Math.round(blocking(tasks))} ms over 50`;

// BENCH_MODES=postgres (or pglite) measures one database only.
const wanted = (process.env.BENCH_MODES ?? 'pglite,postgres').split(',');
const modes: Array<'pglite' | 'postgres'> = wanted.includes('pglite') ? ['pglite'] : [];
if (wanted.includes('postgres')) {
  if (await postgresReachable()) modes.push('postgres');
  else console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: not measuring it.`);
}

const results: ModeResult[] = [];
for (const mode of modes) {
  console.log(`\n${mode}: seeding ${PRODUCTS} products and measuring...`);
  results.push(await runMode(mode));
}

console.log(`\n| database | seed | pull ${PRODUCTS} products (HTTP, batches of ${PULL_BATCH}) | products/s | pull all catalogue |`);
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.mode} | ${round(r.seedMs)} | ${round(r.pullProductsMs)} | ${r.productsPerSecond} | ${round(r.pullAllCatalogueMs)} (${r.catalogueDocuments} docs) |`);
}

console.log(`\nA fresh browser holds the catalogue (${BROWSER_RUNS} runs each; medians; long tasks from the first sync request to ready, median run by blocking time; sync pulls ${COMPRESS ? 'compressed by the bench (BENCH_COMPRESS)' : 'as the app sends them'}):\n`);
console.log('| database | network | CPU | holds catalogue | runs | first paint | sync on the wire (browser) | per product | sync body sent / parsed | requests browser / server | long tasks during first sync | long tasks before it | products on device |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  for (const { profile, runs } of r.profiles) {
    const wireBytes = median(runs.map((run) => run.syncWireBytes));
    const byBlocking = [...runs].sort((a, b) => blocking(a.syncLongTasks) - blocking(b.syncLongTasks));
    const middle = byBlocking[Math.floor(byBlocking.length / 2)]!;
    const requests = runs.map((run) => `${run.syncRequests}/${run.serverPulls}`).join(', ');
    const viaWorker = runs.some((run) => run.syncFromServiceWorker > 0) ? ` (${Math.max(...runs.map((run) => run.syncFromServiceWorker))} from the service worker)` : '';
    console.log(
      `| ${r.mode} | ${profile.name} | ${profile.cpuSlowdown}× | ${round(median(runs.map((run) => run.ms)))} | ${runs.map((run) => round(run.ms)).join(', ')} ` +
      `| ${round(median(runs.map((run) => run.firstPaintMs ?? NaN)))} | ${kb(wireBytes)} | ${Math.round(wireBytes / PRODUCTS).toLocaleString('en-US')} B ` +
      `| ${kb(median(runs.map((run) => run.syncEncodedBodyBytes)))} / ${kb(median(runs.map((run) => run.syncDecodedBodyBytes)))} | ${requests}${viaWorker} ` +
      `| ${longTasks(middle.syncLongTasks)} (runs: ${runs.map((run) => run.syncLongTasks.length).join(', ')}) | ${longTasks(middle.pageLongTasks)} | ${runs.map((run) => run.products).join(', ')} |`,
    );
  }
}
const failed = results.some((r) => r.profiles.some(({ runs }) => runs.some((run) => run.products !== PRODUCTS)));
const unseen = results.some((r) => r.profiles.some(({ runs }) => runs.some((run) => run.syncRequests !== run.serverPulls)));
if (unseen) console.warn('\nThe browser saw fewer sync pulls than the server answered: some ran outside the emulated page (a worker?).');
if (failed) {
  console.error(`\nThe device did not hold all ${PRODUCTS} products.`);
  process.exit(1);
}
