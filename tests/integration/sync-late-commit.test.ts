import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { PullResponse, SyncCheckpoint } from '../../shared/sync/protocol';

// Two transactions really have to overlap, so this file always runs on real PostgreSQL, and only in
// the PostgreSQL project: PGlite has one connection and serialises transactions.
let t: TestApp;
let visitor: TestClient;
const connections: pg.Client[] = [];

beforeAll(async () => {
  t = await createTestApp('postgres');
  visitor = new TestClient(t);
});
afterAll(async () => {
  await Promise.all(connections.map((client) => client.end().catch(() => undefined)));
  await t?.close();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  connections.push(client);
  return client;
}

async function insertProduct(client: pg.Client | null, id: string): Promise<void> {
  const text = `INSERT INTO products (id, name, price) VALUES ($1, $2, 1000)`;
  if (client) await client.query(text, [id, `Toy ${id}`]);
  else await sql`INSERT INTO products (id, name, price) VALUES (${id}, ${`Toy ${id}`}, 1000)`.execute(t.deps.db);
}

async function pull(checkpoint: SyncCheckpoint | null): Promise<PullResponse<{ id: string }>> {
  const query = checkpoint ? `?xid=${checkpoint.xid}&seq=${checkpoint.seq}` : '';
  const response = await visitor.get(`/api/sync/products/pull${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PullResponse<{ id: string }>;
}

/** Pulls until these ids arrived (another test file's transaction on the server may hold rows back a moment). */
async function pullUntilArrived(from: SyncCheckpoint | null, ids: string[]): Promise<{ ids: string[]; checkpoint: SyncCheckpoint | null }> {
  const seen: string[] = [];
  let checkpoint = from;
  const deadline = Date.now() + 10_000;
  while (!ids.every((id) => seen.includes(id))) {
    if (Date.now() > deadline) throw new Error(`still missing ${ids.filter((id) => !seen.includes(id)).join(', ')}; got ${seen.join(', ')}`);
    const body = await pull(checkpoint);
    seen.push(...body.documents.map((doc) => doc.id));
    checkpoint = body.checkpoint;
    if (body.documents.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ids: seen, checkpoint };
}

/**
 * Pulls until these ids arrived and the cursor has caught up: a pull answers nothing and the server
 * does not ask devices to pull again. Transaction ids and snapshots are the whole PostgreSQL server's,
 * so another test file's open transaction can hold back this file's later commit (a product's stock row,
 * say) after the product itself arrived; the server then says to pull again (HELD_BACK_RETRY_MS, 200 ms).
 */
async function pullUntilCaughtUp(from: SyncCheckpoint | null, ids: string[]): Promise<{ ids: string[]; checkpoint: SyncCheckpoint | null }> {
  const arrived = await pullUntilArrived(from, ids);
  let checkpoint = arrived.checkpoint;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the pull cursor never caught up');
    const askedAgain = nextChangeTo('products', 1000);
    const body = await pull(checkpoint);
    arrived.ids.push(...body.documents.map((doc) => doc.id));
    checkpoint = body.checkpoint;
    if (body.documents.length === 0 && !(await askedAgain)) return { ids: arrived.ids, checkpoint };
  }
}

function nextChangeTo(table: string, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, withinMs);
    const unsubscribe = t.deps.changes.subscribe((tables) => {
      if (!tables.includes(table)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}

describe('a transaction that commits after a younger one', () => {
  it('is never skipped by the pull cursor, where a plain sequence cursor loses it', async () => {
    await insertProduct(null, 'before');
    const start = await pullUntilArrived(null, ['before']);
    const checkpoint0 = start.checkpoint!;
    const seq0 = (await t.deps.db.selectFrom('products').select('sync_seq').where('id', '=', 'before').executeTakeFirstOrThrow()).sync_seq;

    // A starts first and takes the lower transaction id, then writes its row and stays open.
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    const xidA = (await a.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]!.xid;
    await insertProduct(a, 'late-a');

    // B starts later, writes and commits while A is still open.
    const bNotified = nextChangeTo('products', 3000);
    await b.query('BEGIN');
    const xidB = (await b.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]!.xid;
    await insertProduct(b, 'early-b');
    await b.query('COMMIT');
    expect(BigInt(xidA)).toBeLessThan(BigInt(xidB));
    expect(await bNotified).toBe(true);

    // What a naive cursor would see now: B's row only; a device would advance past A's sequence number.
    const naiveNow = await sql<{ id: string; sync_seq: number }>`
      SELECT id, sync_seq FROM products WHERE sync_seq > ${seq0} ORDER BY sync_seq`.execute(t.deps.db);
    expect(naiveNow.rows.map((row) => row.id)).toEqual(['early-b']);
    const naiveCheckpoint = naiveNow.rows[0]!.sync_seq;

    // The sync cursor holds B back while the older A is in flight, and says it will ask again.
    const renotified = nextChangeTo('products', 2000);
    const held = await pull(checkpoint0);
    expect(held.documents).toEqual([]);
    expect(held.checkpoint).toEqual(checkpoint0);
    expect(await renotified).toBe(true);

    await a.query('COMMIT');

    // Now both arrive, A first: it is the older transaction.
    const after = await pullUntilArrived(held.checkpoint, ['late-a', 'early-b']);
    expect(after.ids).toEqual(['late-a', 'early-b']);
    expect(BigInt(after.checkpoint!.xid)).toBe(BigInt(xidB));

    // The naive cursor, having moved past B, never sees A.
    const naiveLater = await sql<{ id: string }>`
      SELECT id FROM products WHERE sync_seq > ${naiveCheckpoint} ORDER BY sync_seq`.execute(t.deps.db);
    expect(naiveLater.rows.map((row) => row.id)).toEqual([]);
    const aRow = await t.deps.db.selectFrom('products').select('sync_seq').where('id', '=', 'late-a').executeTakeFirstOrThrow();
    expect(aRow.sync_seq).toBeLessThan(naiveCheckpoint);

    // And a further pull from the final checkpoint has nothing more.
    expect((await pull(after.checkpoint)).documents).toEqual([]);
  });
});

describe('a stock change in an older transaction (a checkout taking stock)', () => {
  it('holds back the products that commit after it, then re-sends its product first, with the new stock', async () => {
    await insertProduct(null, 'stocked');
    await sql`INSERT INTO inventory (id, product_id, variant_id, country, stock) VALUES ('inv-stocked', 'stocked', NULL, 'US', 5)`.execute(t.deps.db);
    // The product and its stock row are two commits: the device holds both before A begins.
    const start = await pullUntilCaughtUp(null, ['stocked']);

    // A takes stock and stays open (as a capture does around PayPal's answer); B adds a product and commits.
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    await a.query(`UPDATE inventory SET stock = stock - 2 WHERE id = 'inv-stocked'`);
    const bNotified = nextChangeTo('products', 3000);
    await b.query('BEGIN');
    await insertProduct(b, 'after-stock');
    await b.query('COMMIT');
    expect(await bNotified).toBe(true);

    // Devices are told to pull products again once A has ended.
    const renotified = nextChangeTo('products', 2000);
    const held = await pull(start.checkpoint);
    expect(held.documents).toEqual([]);
    expect(held.checkpoint).toEqual(start.checkpoint);
    expect(await renotified).toBe(true);

    await a.query('COMMIT');
    const after = await pullUntilArrived(held.checkpoint, ['stocked', 'after-stock']);
    expect(after.ids).toEqual(['stocked', 'after-stock']);
    const stocked = await visitor.get(`/api/sync/products/pull?xid=${start.checkpoint!.xid}&seq=${start.checkpoint!.seq}`);
    const documents = ((await stocked.json()) as PullResponse<{ id: string; stock: unknown }>).documents;
    expect(documents.find((doc) => doc.id === 'stocked')!.stock).toEqual([{ variantId: null, country: 'US', stock: 3 }]);
  });
});
