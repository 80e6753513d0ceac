// npm run bench:pages — the catalogue pages at catalogue scale (issue 24 §5): seeds the demo shop with
// 10,000 products into a throwaway PostgreSQL database, starts the shop's server as `npm start` runs it
// (node dist/server/main.js: production build, background jobs, request log) in its own process,
// and asks it for each kind of catalogue page, one request after another from one client over a
// kept-alive connection, as a browser asks (Accept-Encoding: gzip, deflate, br):
// - kept: the same page again and again (a product page: 50 products in turn), after a warm-up;
// - 304: the same, revalidated with the ETag it was sent (none before docs/decisions/077);
// - cold: each request a page not yet built (the same page with a query parameter it ignores), the
//   catalogue listing already read: what a page costs after a change to stock, say;
// - after a product change: /shop, first request after the change feed reports a product edit.
// For each: the server's CPU time per request (process.cpuUsage of the server, over the run), and p50
// and p95 latency at the client. Then every product page in both countries, and the server's RSS at
// rest after it, then after two idle minutes (BENCH_IDLE_SECONDS). Targets: /shop kept, under 1.5 ms of
// server CPU a request and p50 under 2 ms; RSS at rest, idle, at most 150 MiB. The server is started
// with the node options of package.json's `serve` script, as `npm start` starts it.
// Exits non-zero when a target is missed or an answer is wrong.
//
// BENCH_SERVER_ROOT: another checkout whose build to measure (the code before a change, in the same
// conditions); BENCH_PORT: the server's port (a free one by default); BENCH_DATABASE_URL: an already seeded database to
// use (kept afterwards) instead of a new one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { bootstrap } from '../server/bootstrap';
import { seedDatabase } from '../server/seed/seed';
import { COUNTRY_COOKIE } from '../shared/region/country-cookie';
import { POSTGRES_ADMIN_URL, adminQuery, freePort, percentile } from './support/bench-tools';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const COLD_REQUESTS = Number(process.env.BENCH_COLD_REQUESTS ?? 100);
const CHANGES = 5;
const WARM_UP = 30;
const ROTATING_PRODUCTS = 50;
const SERVER_ROOT = resolve(process.env.BENCH_SERVER_ROOT ?? process.cwd());
const SHOP_CPU_TARGET_MS = 1.5;
const SHOP_P50_TARGET_MS = 2;
const RSS_TARGET_MIB = 150;
/** How long the server idles after the last page before its memory is read again: V8's memory reducer runs within it. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 120);
const ORIGIN = 'http://localhost:3000';
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

interface Usage {
  cpu: NodeJS.CpuUsage;
  memory: NodeJS.MemoryUsage;
}

interface PageServer {
  port: number;
  usage(): Promise<Usage>;
  /** Its usage after a full garbage collection: memory at rest. */
  collected(): Promise<Usage>;
  stop(): Promise<void>;
}

const USAGE_REPORTER = fileURLToPath(new URL('./support/usage-reporter.mjs', import.meta.url));

/** Waits until the server answers its health check. */
async function healthy(port: number, exited: Promise<never>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await Promise.race([fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.status, () => 0), exited]);
    if (answer === 200) return;
    if (Date.now() > deadline) throw new Error(`the shop on port ${port} did not answer its health check in 60 s`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

/** The options `npm run serve` (and so `npm start`) gives node in SERVER_ROOT's package.json (none today; ADR 110 tried one), so the bench starts the server as the shop is started. */
function serveFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  const words = (scripts.serve ?? 'node dist/server/main.js').split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server/main.js'));
}

/**
 * Starts the production build of SERVER_ROOT as `npm start` does (`node dist/server/main.js`, in that
 * folder, with production settings), with bench/support/usage-reporter.mjs loaded beside it to
 * answer for its CPU time and memory.
 */
async function startPageServer(databaseUrl: string): Promise<PageServer> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', pathToFileURL(USAGE_REPORTER).href, ...serveFlags(), 'dist/server/main.js'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: ORIGIN,
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PAYPAL_MODE: 'emulator',
      SEED_DEMO: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      DATA_DIR: `/tmp/bench-pages-${process.pid}`,
    },
    // The request log goes nowhere, as a production log would go to a file.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`the shop server exited early (${code})`))));
  exited.catch(() => undefined);
  await healthy(port, exited);
  // The server answers each 'usage' in order; the bench asks one at a time.
  const listeners: Array<(message: Usage) => void> = [];
  child.on('message', (message) => listeners.shift()?.(message as Usage));
  const ask = (question: 'usage' | 'gc') => {
    const answer = new Promise<Usage>((resolveMessage) => listeners.push(resolveMessage));
    child.send(question);
    return answer;
  };
  return {
    port,
    usage: () => ask('usage'),
    collected: () => ask('gc'),
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}

interface Answer {
  status: number;
  etag: string | null;
  encoding: string | null;
  bytes: number;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over the kept-alive connection, timed to its last byte; the body is counted, not decoded. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { ...BROWSER_HEADERS, ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolveAnswer({
          status: response.statusCode ?? 0,
          etag: (response.headers.etag as string | undefined) ?? null,
          encoding: (response.headers['content-encoding'] as string | undefined) ?? null,
          bytes,
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Figures {
  cpuMs: number;
  p50: number;
  p95: number;
  bytes: number;
  /** The Content-Encoding the answers came in. */
  encoding: string;
}

const cpuMsOf = (before: Usage, after: Usage) => (after.cpu.user - before.cpu.user + after.cpu.system - before.cpu.system) / 1000;

/** `count` requests one after another: the server's CPU per request and the client's latencies. */
async function measure(server: PageServer, count: number, ask: (index: number) => Promise<Answer>, check: (answer: Answer) => string | null, problems: string[]): Promise<Figures> {
  const timings: number[] = [];
  let bytes = 0;
  let encoding = 'none';
  const before = await server.usage();
  for (let index = 0; index < count; index += 1) {
    const answer = await ask(index);
    const problem = check(answer);
    if (problem) problems.push(problem);
    timings.push(answer.ms);
    bytes += answer.bytes;
    encoding = answer.encoding ?? 'none';
  }
  const after = await server.usage();
  return { cpuMs: cpuMsOf(before, after) / count, p50: percentile(timings, 50), p95: percentile(timings, 95), bytes: bytes / count, encoding };
}

interface PageKind {
  name: string;
  /** The path of the i-th request of a run (a product page: one of ROTATING_PRODUCTS in turn). */
  path(index: number): string;
}

/** Seeds the demo catalogue with the server's own code, and picks the pages to ask for. */
async function seed(databaseUrl: string): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const running = await bootstrap(config, { dataDir: 'memory://' });
  try {
    const started = performance.now();
    await seedDatabase(running.deps, { products: PRODUCTS, accounts: false });
    return performance.now() - started;
  } finally {
    await running.shutdown();
  }
}

interface Catalogue {
  productIds: string[];
  categorySlug: string;
  brandSlug: string;
  term: string;
}

async function catalogueOf(client: pg.Client): Promise<Catalogue> {
  const products = await client.query<{ id: string }>('SELECT id FROM products WHERE deleted_at IS NULL ORDER BY id');
  const category = await client.query<{ slug: string }>(`
    SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id AND p.deleted_at IS NULL
    WHERE c.is_active AND c.deleted_at IS NULL GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`);
  const brand = await client.query<{ slug: string }>(`
    SELECT b.slug FROM brands b JOIN products p ON p.brand_id = b.id AND p.deleted_at IS NULL
    WHERE b.is_active AND b.deleted_at IS NULL GROUP BY b.slug ORDER BY count(*) DESC, b.slug LIMIT 1`);
  // A word of a product's name, as a shopper would type it into the header's search.
  const name = await client.query<{ name: string }>('SELECT name FROM products WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
  const term = name.rows[0]!.name.split(/\s+/).find((word) => /^[A-Za-z]{4,}$/.test(word)) ?? name.rows[0]!.name.slice(0, 4);
  return { productIds: products.rows.map((row) => row.id), categorySlug: category.rows[0]!.slug, brandSlug: brand.rows[0]!.slug, term: term.toLowerCase() };
}

const format = (ms: number) => (ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const problems: string[] = [];
  const givenDatabase = process.env.BENCH_DATABASE_URL;
  const name = `shop_bench_pages_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let databaseUrl = givenDatabase ?? '';
  if (!givenDatabase) {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  let server: PageServer | null = null;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    if (!givenDatabase) {
      console.log(`seeding ${PRODUCTS} products into ${name}...`);
      console.log(`  seeded in ${((await seed(databaseUrl)) / 1000).toFixed(1)} s`);
    }
    await client.connect();
    const catalogue = await catalogueOf(client);
    if (!existsSync(join(SERVER_ROOT, 'dist/client/index.html')) || !existsSync(join(SERVER_ROOT, 'dist/ssr/entry-server.js'))) {
      throw new Error(`no production build in ${SERVER_ROOT}/dist: npm run build there first`);
    }
    if (!existsSync(join(SERVER_ROOT, 'dist/server/main.js'))) {
      throw new Error(`no compiled server in ${SERVER_ROOT}/dist/server: npm run build there first`);
    }
    server = await startPageServer(databaseUrl);
    const { port } = server;
    await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
    const started = (await server.collected()).memory;
    const productAt = (index: number) => catalogue.productIds[(index * 197) % catalogue.productIds.length]!;
    const kinds: PageKind[] = [
      { name: 'home `/`', path: () => '/' },
      { name: 'shop `/shop`', path: () => '/shop' },
      { name: `shop with a query \`/shop?search=${catalogue.term}&sort=newest\``, path: () => `/shop?search=${catalogue.term}&sort=newest` },
      { name: `category \`/shop?category=${catalogue.categorySlug}\``, path: () => `/shop?category=${catalogue.categorySlug}` },
      { name: `brand \`/brand/${catalogue.brandSlug}\``, path: () => `/brand/${catalogue.brandSlug}` },
      { name: 'product `/product/:id`', path: (index) => `/product/${productAt(index % ROTATING_PRODUCTS)}` },
      { name: 'new arrivals `/new-arrivals`', path: () => '/new-arrivals' },
    ];
    const expect200 = (path: string) => (answer: Answer) => (answer.status === 200 ? null : `${path}: ${answer.status}`);
    const loadBefore = loadavg()[0]!;
    const rows: string[] = [];
    let cold = 0;
    for (const kind of kinds) {
      for (let index = 0; index < WARM_UP + ROTATING_PRODUCTS; index += 1) await get(port, kind.path(index));
      const kept = await measure(server, REQUESTS, (index) => get(port, kind.path(index)), expect200(kind.path(0)), problems);
      const etags = new Map<string, string | null>();
      for (let index = 0; index < ROTATING_PRODUCTS; index += 1) etags.set(kind.path(index), (await get(port, kind.path(index))).etag);
      const revalidatable = [...etags.values()].every((etag) => etag !== null);
      const notModified = revalidatable
        ? await measure(server, REQUESTS, (index) => get(port, kind.path(index), { 'if-none-match': etags.get(kind.path(index))! }), (answer) => (answer.status === 304 && answer.bytes === 0 ? null : `${kind.path(0)} revalidated: ${answer.status}`), problems)
        : null;
      const coldFigures = await measure(server, COLD_REQUESTS, (index) => {
        const path = kind.path(index);
        cold += 1;
        return get(port, `${path}${path.includes('?') ? '&' : '?'}bench=${cold}`);
      }, expect200(kind.path(0)), problems);
      const cells = (figures: Figures | null) => (figures ? `${format(figures.cpuMs)} ms | ${format(figures.p50)} ms | ${format(figures.p95)} ms` : '— | — | —');
      rows.push(`| ${kind.name} | ${cells(kept)} | ${cells(notModified)} | ${cells(coldFigures)} | ${(kept.bytes / 1024).toFixed(1)} KB ${kept.encoding} |`);
      console.log(`${kind.name}: kept ${format(kept.cpuMs)} ms CPU, p50 ${format(kept.p50)} ms; 304 ${notModified ? `${format(notModified.cpuMs)} ms CPU` : 'none'}; cold ${format(coldFigures.cpuMs)} ms CPU, p50 ${format(coldFigures.p50)} ms`);
      if (kind.path(0) === '/shop') {
        if (kept.cpuMs >= SHOP_CPU_TARGET_MS) problems.push(`/shop kept: ${format(kept.cpuMs)} ms of server CPU a request is not under ${SHOP_CPU_TARGET_MS} ms`);
        if (kept.p50 >= SHOP_P50_TARGET_MS) problems.push(`/shop kept: p50 ${format(kept.p50)} ms is not under ${SHOP_P50_TARGET_MS} ms`);
      }
    }

    // /shop right after a product edit: the change feed drops the pages and the catalogue listing.
    const afterChange: number[] = [];
    let changeCpu = 0;
    for (let change = 0; change < CHANGES; change += 1) {
      await client.query('UPDATE products SET name = name WHERE id = $1', [catalogue.productIds[change]]);
      // The feed batches for 50 ms; a bench may wait (a test would wait for the state).
      await new Promise((resolveWait) => setTimeout(resolveWait, 400));
      const before = await server.usage();
      const answer = await get(port, '/shop');
      changeCpu += cpuMsOf(before, await server.usage());
      if (answer.status !== 200) problems.push(`/shop after a change: ${answer.status}`);
      afterChange.push(answer.ms);
    }
    const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;

    // Every product page in both countries, then the server at rest.
    const restBefore = (await server.collected()).memory;
    const fillStarted = performance.now();
    for (const id of catalogue.productIds) {
      for (const country of ['US', 'UK']) {
        const answer = await get(port, `/product/${id}`, { cookie: `${COUNTRY_COOKIE}=${country}` });
        if (answer.status !== 200) problems.push(`/product/${id} (${country}): ${answer.status}`);
      }
    }
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    await new Promise((resolveWait) => setTimeout(resolveWait, 5000));
    const rest = (await server.collected()).memory;
    // Then the server idles as a quiet night's would, nothing asked of it: V8 shrinks its heap when
    // it sees no work for a while (its memory reducer), which a collection on demand does not do.
    await new Promise((resolveWait) => setTimeout(resolveWait, IDLE_SECONDS * 1000));
    const idle = (await server.collected()).memory;
    if (idle.rss / 1024 / 1024 > RSS_TARGET_MIB) problems.push(`RSS at rest ${mib(idle.rss)} MiB is over ${RSS_TARGET_MIB} MiB`);

    console.log(`\nCatalogue pages at ${catalogue.productIds.length.toLocaleString('en-US')} products, ${SERVER_ROOT} (${load}); ${REQUESTS} requests kept and 304, ${COLD_REQUESTS} cold, one client:`);
    console.log('| page | kept: CPU/request | p50 | p95 | 304: CPU/request | p50 | p95 | cold: CPU/request | p50 | p95 | bytes sent |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\n/shop, first request after a product edit (${CHANGES} edits): CPU ${format(changeCpu / CHANGES)} ms, median ${format(percentile(afterChange, 50))} ms, max ${format(Math.max(...afterChange))} ms`);
    const memory = (usage: NodeJS.MemoryUsage) => `RSS ${mib(usage.rss)} MiB (heap ${mib(usage.heapUsed)} of ${mib(usage.heapTotal)} MiB, buffers ${mib(usage.arrayBuffers)} MiB)`;
    console.log(`at rest after start: ${memory(started)}`);
    console.log(`at rest after the runs above: ${memory(restBefore)}`);
    console.log(`at rest after every product page in both countries (${(catalogue.productIds.length * 2).toLocaleString('en-US')} requests, ${fillSeconds.toFixed(0)} s): ${memory(rest)}`);
    console.log(`at rest after ${IDLE_SECONDS} s more with nothing asked: ${memory(idle)}`);
    console.log('(each after a full garbage collection, as an idle server collects its own)');
  } finally {
    agent.destroy();
    await client.end().catch(() => undefined);
    await server?.stop();
    if (!givenDatabase) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${[...new Set(problems)].slice(0, 20).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
