import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { ProductDoc } from '../../../shared/sync/documents';
import { productMigrations, productSchema } from './shop-schemas';
import { pullEverythingIntoStorage, type FirstPullBatch, type PullResult } from './first-pull-into-storage';
import { FirstPullProgress } from './first-pull-progress';
import { productFixture } from './product-fixture';
import { storeFirstPull } from './first-pull-worker/store-first-pull';
import type { FirstPullWorker } from './first-pull-worker/store-in-worker';
import type { StartMessage } from './first-pull-worker/protocol';

// The shop's product schema is past version 0, which RxDB opens only with its migration plugin.
addRxPlugin(RxDBMigrationSchemaPlugin);

// A first pull cut off halfway (docs/decisions/078): the retry goes on after the last batch it
// stored, not from the beginning, and the collection ends with every document and RxDB's checkpoint.
// RxDB's replication and Dexie storage on fake-indexeddb, against a server of 25 products answered in
// batches of 10; Web Locks as a plain queue.

type Checkpoint = { seq: number };
type Doc = ProductDoc & { _deleted: boolean };

const BATCH = 10;

const product = (n: number): Doc => productFixture(n);

/** The server: every product in cursor order; each request recorded by where it starts. */
class FakeServer {
  readonly documents = Array.from({ length: 25 }, (_, n) => product(n + 1));
  readonly asked: Array<number | null> = [];
  /** Requests still to answer before the network goes away (null: never). */
  failAfter: number | null = null;

  /** Answers as the server's JSON, read as it arrives in pieces of 100 bytes (streamed-pull.ts). */
  streamed = false;

  /** Batches the page's own first pull asked for (a worker asks `answer` directly). */
  pulledByPage = 0;

  /** A first pull's batch: parsed, or streamed. */
  async pull(after: Checkpoint | undefined): Promise<FirstPullBatch<Checkpoint>> {
    this.pulledByPage += 1;
    const answer = await this.answer(after);
    if (!this.streamed) return answer;
    // As the server sends it: the checkpoint first (pull.service.ts).
    const bytes = new TextEncoder().encode(JSON.stringify({ checkpoint: answer.checkpoint ?? null, documents: answer.documents }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 100) controller.enqueue(bytes.slice(at, at + 100));
        controller.close();
      },
    });
    return { body, checkpoint: (fields) => (fields.checkpoint as Checkpoint | null) ?? after };
  }

  /** The batch after a checkpoint, parsed. */
  async answer(after: Checkpoint | undefined): Promise<PullResult<unknown, Checkpoint>> {
    await Promise.resolve();
    this.asked.push(after?.seq ?? null);
    if (this.failAfter !== null) {
      if (this.failAfter === 0) throw new Error('offline');
      this.failAfter -= 1;
    }
    const start = after?.seq ?? 0;
    const documents = this.documents.slice(start, start + BATCH);
    return { documents, checkpoint: documents.length > 0 ? { seq: start + documents.length } : after };
  }
}

let db: RxDatabase<{ products: RxCollection<ProductDoc> }>;
let server: FakeServer;
let indexedDB: IDBFactory;

beforeEach(async () => {
  vi.stubGlobal('navigator', { locks: { request: async (_name: string, run: () => Promise<unknown>) => run() } });
  server = new FakeServer();
  db = await createRxDatabase({
    name: `firstpull${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
    storage: getRxStorageDexie({ indexedDB: (indexedDB = new IDBFactory()), IDBKeyRange }),
    multiInstance: false,
  });
  await db.addCollections({ products: { schema: productSchema, migrationStrategies: productMigrations } });
});

afterEach(async () => {
  await db.close();
  vi.unstubAllGlobals();
});

/**
 * The first-pull worker run in this thread (first-pull.worker.ts is its wrapper in a real Worker):
 * the same code on the same IndexedDB, its messages cloned as postMessage clones them.
 */
class InProcessWorker implements FirstPullWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  started: StartMessage<Checkpoint> | null = null;

  constructor(private readonly startsAtAll = true) {}

  postMessage(start: StartMessage<unknown>): void {
    this.started = start as StartMessage<Checkpoint>;
    if (!this.startsAtAll) {
      setTimeout(() => this.onerror?.({ message: 'refused by the page’s policy' } as ErrorEvent), 0);
      return;
    }
    void storeFirstPull<Checkpoint>(start as StartMessage<Checkpoint>, {
      indexedDB,
      pull: async (after, limit) => ({ ...(await server.answer(after)), limit }) as never,
      post: (message) => {
        const copy = structuredClone(message);
        setTimeout(() => this.onmessage?.({ data: copy } as MessageEvent), 0);
      },
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** Waits for the pull to fail (the network gone), then brings the network back for RxDB's retry. */
function backOnlineAfterTheCutOff(state: RxReplicationState<unknown, Checkpoint>): Promise<void> {
  return new Promise((resolve) => {
    const subscription = state.error$.subscribe(() => {
      subscription.unsubscribe();
      server.failAfter = null;
      resolve();
    });
  });
}

/** The storefront's replication of products, first pull and all, against the fake server. */
function replicate(offMainThread?: { worker(): FirstPullWorker | null; prefetched(): Promise<PullResult<unknown, Checkpoint> & { limit?: number }> | null }): RxReplicationState<unknown, Checkpoint> {
  const collection = db.products as unknown as RxCollection<unknown>;
  const state: RxReplicationState<unknown, Checkpoint> = replicateRxCollection<unknown, Checkpoint>({
    replicationIdentifier: 'catalogue-products',
    collection,
    live: false,
    retryTime: 10,
    pull: {
      batchSize: BATCH,
      handler: (checkpoint, batchSize) =>
        checkpoint
          ? server.answer(checkpoint)
          : pullEverythingIntoStorage(state, { name: 'products', batchSize, first: () => server.pull(undefined), next: (after) => server.pull(after), offMainThread }),
    },
  });
  return state;
}

describe('a first pull cut off halfway', () => {
  it('goes on after the last batch it stored, ends with every document, and RxDB then keeps its own checkpoint', async () => {
    // Two batches arrive (the third is asked for while the second is written), then the network goes.
    server.failAfter = 2;
    const state = replicate();
    let storedWhenCutOff = -1;
    let savedWhenCutOff: unknown = null;
    const cutOff = new Promise<void>((resolve) => {
      const subscription = state.error$.subscribe(() => {
        subscription.unsubscribe();
        void (async () => {
          storedWhenCutOff = await db.products.count().exec();
          savedWhenCutOff = new FirstPullProgress<Checkpoint>(db.name, 'products').load();
          // Back online for RxDB's retry.
          server.failAfter = null;
          resolve();
        })();
      });
    });
    await cutOff;
    await state.awaitInitialReplication();
    await state.cancel();

    expect(storedWhenCutOff).toBe(20);
    expect(savedWhenCutOff).toEqual({ checkpoint: { seq: 20 }, lastId: product(20).id });
    expect(await db.products.count().exec()).toBe(25);
    // From the start, after 10, after 20 (cut off), then after 20 again: never from the start twice.
    expect(server.asked).toEqual([null, 10, 20, 20]);
    // Done: nothing is left to resume from.
    expect(new FirstPullProgress(db.name, 'products').load()).toBeNull();

    // The next start has RxDB's checkpoint: an ordinary pull after the last document.
    server.asked.length = 0;
    const next = replicate();
    await next.awaitInitialReplication();
    expect(server.asked).toEqual([25]);
    await next.cancel();
  });

  it('reads answers as they arrive, a few documents at a time, and resumes the same way', async () => {
    server.streamed = true;
    server.failAfter = 2;
    const state = replicate();
    await backOnlineAfterTheCutOff(state);
    await state.awaitInitialReplication();
    await state.cancel();
    // Each next batch is asked for as soon as the answer's checkpoint (sent first) is in; after the
    // last one that is once too often, answered with nothing.
    expect(server.asked).toEqual([null, 10, 20, 20, 25]);
    const stored = await db.products.find().exec();
    expect(stored.map((document) => document.id).sort()).toEqual(server.documents.map((document) => document.id).sort());
    expect(stored.find((document) => document.id === product(17).id)?.toJSON()).toMatchObject({ name: 'Robot 17', price: 1017 });
  });

  it('keeps the newer copy of a document that changed during the sync and came again in a later batch', async () => {
    // Product 5 changed while the first batches were read: the server sends it again, last.
    server.documents.push({ ...product(5), name: 'Robot five', price: 5 });
    const state = replicate();
    await state.awaitInitialReplication();
    await state.cancel();
    expect(await db.products.count().exec()).toBe(25);
    expect((await db.products.findOne(product(5).id).exec())?.toJSON()).toMatchObject({ name: 'Robot five', price: 5 });
  });

  it('starts again from the beginning when the device no longer holds what the saved position says it stored', async () => {
    // Saved by an earlier page whose local database has since been wiped: one stray document is left.
    new FirstPullProgress<Checkpoint>(db.name, 'products').save({ checkpoint: { seq: 20 }, lastId: product(20).id });
    await db.products.insert(product(3));
    const state = replicate();
    await state.awaitInitialReplication();
    await state.cancel();
    expect(server.asked[0]).toBeNull();
    expect(await db.products.count().exec()).toBe(25);
  });
});

describe('a first pull stored by a worker (docs/decisions/079)', () => {
  const workers: InProcessWorker[] = [];
  const inWorker = (startsAtAll = true) => ({
    worker: () => {
      const worker = new InProcessWorker(startsAtAll);
      workers.push(worker);
      return worker;
    },
    prefetched: () => null,
  });
  beforeEach(() => {
    workers.length = 0;
  });

  it('stores every document there; a live query hears of each, and RxDB keeps the checkpoint', async () => {
    const seen: number[] = [];
    const subscription = db.products.find().$.subscribe((documents) => seen.push(documents.length));
    const state = replicate(inWorker());
    await state.awaitInitialReplication();
    await state.cancel();
    subscription.unsubscribe();

    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(true);
    // The worker asked for every batch; the page none.
    expect(server.asked).toEqual([null, 10, 20]);
    expect(server.pulledByPage).toBe(0);
    expect(await db.products.count().exec()).toBe(25);
    expect(seen.at(-1)).toBe(25);
    expect((await db.products.findOne(product(17).id).exec())?.toJSON()).toMatchObject({ name: 'Robot 17', price: 1017 });
    expect(new FirstPullProgress(db.name, 'products').load()).toBeNull();

    // RxDB holds the final checkpoint: the next start pulls after the last document.
    server.asked.length = 0;
    const next = replicate(inWorker());
    await next.awaitInitialReplication();
    expect(server.asked).toEqual([25]);
    expect(workers).toHaveLength(1);
    await next.cancel();
  });

  it('hands the first batch already asked for to the worker instead of asking again', async () => {
    const first = server.answer(undefined).then((answer) => ({ ...answer, limit: BATCH }));
    const state = replicate({ ...inWorker(), prefetched: () => first });
    await state.awaitInitialReplication();
    await state.cancel();
    expect(workers[0]!.started?.first?.documents).toHaveLength(BATCH);
    expect(server.asked).toEqual([null, 10, 20]);
    expect(server.pulledByPage).toBe(0);
    expect(await db.products.count().exec()).toBe(25);
  });

  it('cut off halfway, the retry goes on after the last batch the worker committed', async () => {
    server.failAfter = 2;
    const state = replicate(inWorker());
    await backOnlineAfterTheCutOff(state);
    await state.awaitInitialReplication();
    await state.cancel();
    // The worker stored two batches (the third was asked for meanwhile, and failed); the retry, on a
    // collection no longer empty, goes on from the saved position on the page.
    expect(server.asked).toEqual([null, 10, 20, 20]);
    expect(server.pulledByPage).toBe(1);
    expect(await db.products.count().exec()).toBe(25);
  });

  it('hands a document that comes a second time (it changed during the sync) back to RxDB, which keeps the newer copy', async () => {
    server.documents.push({ ...product(5), name: 'Robot five', price: 5 });
    const state = replicate(inWorker());
    await state.awaitInitialReplication();
    await state.cancel();
    expect(await db.products.count().exec()).toBe(25);
    expect((await db.products.findOne(product(5).id).exec())?.toJSON()).toMatchObject({ name: 'Robot five', price: 5 });
    // The worker stopped before the batch holding it; the page asked for that batch again.
    expect(server.asked).toEqual([null, 10, 20, 20]);
    expect(server.pulledByPage).toBe(1);
  });

  it('stores the pull on the page when the worker cannot start, the first batch already asked for included', async () => {
    const first = server.answer(undefined).then((answer) => ({ ...answer, limit: BATCH }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = replicate({ ...inWorker(false), prefetched: () => first });
    await state.awaitInitialReplication();
    await state.cancel();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused by the page’s policy'));
    expect(server.asked).toEqual([null, 10, 20]);
    expect(server.pulledByPage).toBe(2);
    expect(await db.products.count().exec()).toBe(25);
  });
});
