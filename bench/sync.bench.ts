// npm run bench:sync — how long a fresh browser profile takes to hold the whole 10,000-product
// catalogue in RxDB through the sync API, and the server's pull throughput. Runs on embedded
// PGlite (what `npm start` uses) and on real PostgreSQL when one is reachable.
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { createApp } from '../server/app';
import { seedDatabase } from '../server/seed/seed';
import { CATALOGUE_COLLECTIONS, type PullResponse } from '../shared/sync/protocol';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium';
import { POSTGRES_ADMIN_URL, adminQuery } from './support/bench-tools';

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
  browserMs: number[];
  productsOnDevice: number;
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

/** Fresh browser profile: navigation start until RxDB holds every catalogue document. */
async function timeBrowser(baseUrl: string): Promise<{ ms: number; products: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (process.env.BENCH_VERBOSE) page.on('console', (message) => { if (message.type() === 'warning' || message.type() === 'error') console.log(`  [page ${message.type()}] ${message.text()}`); });
    // BENCH_PROFILE=file.cpuprofile: the renderer's CPU profile of a run (open it in Chrome's DevTools).
    const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    await page.goto(`${baseUrl}${process.env.BENCH_PATH ?? '/'}`);
    const result = await page.evaluate(async () => {
      type Handle = { ready: Promise<void>; counts(): Promise<Record<string, number>> };
      const page = window as unknown as { __shopSync?: Handle };
      // The app's entry may not have run yet when the page has loaded (it starts after the first paint).
      const started = Date.now();
      while (!page.__shopSync && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 5));
      const shop = page.__shopSync;
      if (!shop) throw new Error('window.__shopSync never appeared');
      await shop.ready;
      const doneAt = performance.now();
      const counts = await shop.counts();
      // Where the time went, for BENCH_VERBOSE: the local database's chunk, each pull, each first sync.
      const timeline = [
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /shop-database|\/api\//.test(entry.name))
          .map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${new URL(entry.name).pathname}${new URL(entry.name).search.includes('xid') ? ' (next batch)' : ''} ${(entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? ''}`),
        ...performance.getEntriesByType('measure').map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.startTime + entry.duration)} ms ${entry.name}`),
        ...[...performance.getEntriesByType('paint'), ...performance.getEntriesByType('mark')].map((entry) => `${Math.round(entry.startTime)} ms ${entry.name}`),
      ].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
      return { ms: doneAt, products: counts.products ?? 0, timeline };
    });
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE!.replace(/(\.cpuprofile)?$/, `-${Math.round(result.ms)}ms.cpuprofile`), JSON.stringify(profile));
    }
    if (process.env.BENCH_VERBOSE) console.log(`  ${Math.round(result.ms)} ms\n    ${result.timeline.join('\n    ')}`);
    await context.close();
    return result;
  } finally {
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
  const port = 4500 + (mode === 'postgres' ? 1 : 0);
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
    const server = serve({ fetch: app.fetch, port });
    const baseUrl = `http://localhost:${port}`;
    try {
      await pullAll(baseUrl, 'products'); // warm-up
      const products = await pullAll(baseUrl, 'products');
      const allStarted = performance.now();
      let catalogueDocuments = 0;
      for (const collection of CATALOGUE_COLLECTIONS) catalogueDocuments += (await pullAll(baseUrl, collection)).documents;
      const pullAllCatalogueMs = performance.now() - allStarted;

      const browserMs: number[] = [];
      let productsOnDevice = 0;
      for (let run = 0; run < BROWSER_RUNS; run += 1) {
        const result = await timeBrowser(baseUrl);
        browserMs.push(result.ms);
        productsOnDevice = result.products;
      }
      return {
        mode,
        seedMs,
        pullProductsMs: products.ms,
        productsPerSecond: Math.round((products.documents / products.ms) * 1000),
        pullAllCatalogueMs,
        catalogueDocuments,
        browserMs,
        productsOnDevice,
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
const round = (ms: number): string => `${Math.round(ms)} ms`;

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

console.log(`\n| database | seed | pull ${PRODUCTS} products (HTTP, batches of ${PULL_BATCH}) | products/s | pull all catalogue | fresh browser holds catalogue (median of ${BROWSER_RUNS}) | runs | products on device |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.mode} | ${round(r.seedMs)} | ${round(r.pullProductsMs)} | ${r.productsPerSecond} | ${round(r.pullAllCatalogueMs)} (${r.catalogueDocuments} docs) | ${round(median(r.browserMs))} | ${r.browserMs.map(round).join(', ')} | ${r.productsOnDevice} |`);
}
const failed = results.some((r) => r.productsOnDevice !== PRODUCTS);
if (failed) {
  console.error(`\nThe device did not hold all ${PRODUCTS} products.`);
  process.exit(1);
}
