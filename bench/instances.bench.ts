// npm run bench:instances — two app instances on one real PostgreSQL (the harness of
// tests/support/instances, docs/decisions/027). Measures:
//   1. change-event latency: a commit on the database → the change event on an open stream on each instance;
//   2. a listening connection ended by the database (pg_terminate_backend) → the resync event on each stream;
//   3. the database away (its TCP proxy cut) for BENCH_OUTAGE_MS → after it is back: the resync event on
//      each stream (events flowing again), and the readiness check answering 200.
import pg from 'pg';
import { InstanceHarness, waitFor } from '../tests/support/instances/instance-harness';
import { EventStreamReader } from '../tests/support/instances/event-stream';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 40);
const OUTAGES = Number(process.env.BENCH_OUTAGES ?? 5);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 3000);
const PORT = Number(process.env.BENCH_INSTANCES_PORT ?? 4360);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (n=${values.length})`;

const harness = await InstanceHarness.start({ ports: { proxy: PORT, instances: [PORT + 1, PORT + 2], paypal: PORT + 3 } });
const streams: EventStreamReader[] = [];
const writer = new pg.Client({ connectionString: harness.databaseUrl });
try {
  await writer.connect();
  await writer.query(`INSERT INTO products (id, name, price) VALUES ('bench-product', 'Bench toy', 1000)`);
  const open = async () => {
    const opened = await Promise.all(harness.instances.map((instance) => EventStreamReader.open(instance.url)));
    streams.push(...opened);
    return opened;
  };
  const arrivalAfter = async (stream: EventStreamReader, from: number, what: string, isIt: (collections: string[]) => boolean) => {
    let found = -1;
    await waitFor(
      () => {
        found = stream.events.findIndex((event, index) => index >= from && isIt(event.collections));
        return found >= 0;
      },
      30_000,
      what,
    );
    return stream.arrivedAt[found]!;
  };
  const isResync = (collections: string[]) => collections.includes('products') && collections.includes('favorites') && collections.includes('stores');

  // 1. Commit → event on each instance.
  const onEach = await open();
  const latency: number[][] = harness.instances.map(() => []);
  for (let round = 0; round < COMMITS; round += 1) {
    const marks = onEach.map((stream) => stream.events.length);
    await writer.query(`UPDATE products SET price = $1 WHERE id = 'bench-product'`, [1000 + round]);
    const committed = performance.now();
    for (const [index, stream] of onEach.entries()) {
      latency[index]!.push((await arrivalAfter(stream, marks[index]!, 'the change event', (c) => c.includes('products'))) - committed);
    }
  }

  // 2. The listening connections ended by the database → resync on each instance.
  const relisten: number[][] = harness.instances.map(() => []);
  for (let round = 0; round < OUTAGES; round += 1) {
    const marks = onEach.map((stream) => stream.events.length);
    const ended = performance.now();
    await harness.terminateListeners();
    for (const [index, stream] of onEach.entries()) relisten[index]!.push((await arrivalAfter(stream, marks[index]!, 'the resync', isResync)) - ended);
  }

  // 3. The database away for OUTAGE_MS → events flowing and ready again after it is back.
  const flowing: number[][] = harness.instances.map(() => []);
  const ready: number[][] = harness.instances.map(() => []);
  for (let round = 0; round < OUTAGES; round += 1) {
    const marks = onEach.map((stream) => stream.events.length);
    harness.databaseProxy.cut();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const back = performance.now();
    harness.databaseProxy.restore();
    await Promise.all(
      harness.instances.map(async (_instance, index) => {
        await harness.waitUntilReady(index, 30_000);
        ready[index]!.push(performance.now() - back);
      }),
    );
    for (const [index, stream] of onEach.entries()) flowing[index]!.push((await arrivalAfter(stream, marks[index]!, 'the resync after the outage', isResync)) - back);
  }

  console.log(`\nbench:instances — 2 instances on one PostgreSQL ${new Date().toISOString()}`);
  for (const index of harness.instances.keys()) {
    console.log(`instance ${index}:`);
    console.log(`  commit → change event:                       ${summary(latency[index]!)}`);
    console.log(`  listener ended → resync event:               ${summary(relisten[index]!)}`);
    console.log(`  database back after ${OUTAGE_MS} ms → resync event:  ${summary(flowing[index]!)}`);
    console.log(`  database back after ${OUTAGE_MS} ms → ready (200):   ${summary(ready[index]!)}`);
  }
} finally {
  for (const stream of streams) stream.close();
  await writer.end().catch(() => undefined);
  await harness.close();
}
