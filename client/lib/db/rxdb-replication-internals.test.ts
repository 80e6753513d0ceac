import { filter, firstValueFrom, timeout } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxCollection, type RxDatabase, type RxDocumentData, type RxJsonSchema, type WithDeleted } from 'rxdb/plugins/core';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { pullEverythingIntoStorage } from './first-pull-into-storage';

// Contract test (docs/decisions/007, 042): what the first pull written straight into storage
// (first-pull-into-storage.ts) takes from RxDB beyond its typed, documented API, checked on RxDB's
// memory storage. The storefront's catalogue and the counter tablet (which hands its typed
// replication over through `as unknown as`, so no type checks it) both depend on it. RxDB is pinned
// to one version in package.json; this file is what an upgrade must pass first. The Dexie storage's
// own internals are empty-collection-writes.test.ts's.

type Checkpoint = { xid: string; seq: number };
type Pickup = { id: string; code: string; updatedAt: number };
type Collections = { pickups: RxCollection<Pickup> };

const schema: RxJsonSchema<Pickup> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, code: { type: 'string' }, updatedAt: { type: 'number' } },
  required: ['id', 'code', 'updatedAt'],
};

const pickup = (n: number): WithDeleted<Pickup> => ({ id: `p${n}`, code: `CODE${n}`, updatedAt: 1_000 + n, _deleted: false });

/** As first-pull-into-storage.ts writes a server document: the storage wrapper sets `_meta` and `_rev`. */
const row = (document: WithDeleted<Pickup>) => ({ document: { ...document, _attachments: {}, _meta: { lwt: 0 }, _rev: '' } as RxDocumentData<Pickup> });

/** Fails the test instead of hanging it when RxDB never gets there. */
async function within<T>(what: Promise<T>, ms = 3_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([what, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `done()` holds (checked every few ms), within 3 s. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('not within 3000 ms');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let db: RxDatabase<Collections>;
let replications: RxReplicationState<Pickup, Checkpoint>[];

beforeEach(async () => {
  replications = [];
  db = await createRxDatabase<Collections>({ name: `internals${Date.now()}${Math.random().toString(36).slice(2, 8)}`, storage: getRxStorageMemory(), multiInstance: false });
  await db.addCollections({ pickups: { schema } });
});

afterEach(async () => {
  await Promise.all(replications.map((replication) => replication.cancel()));
  await db.close();
});

/** A live replication of the pickups (as the counter's: pull-only unless given a push handler). */
function replicate(
  handler: (checkpoint: Checkpoint | undefined, batchSize: number) => Promise<{ documents: WithDeleted<Pickup>[]; checkpoint: Checkpoint | undefined }>,
  push?: (rows: { newDocumentState: WithDeleted<Pickup> }[]) => Promise<WithDeleted<Pickup>[]>,
): RxReplicationState<Pickup, Checkpoint> {
  const replication = replicateRxCollection<Pickup, Checkpoint>({
    replicationIdentifier: 'pickup-counter-store-1',
    collection: db.pickups,
    live: true,
    retryTime: 10,
    autoStart: true,
    pull: { batchSize: 10, handler },
    ...(push ? { push: { handler: push } } : {}),
  });
  replications.push(replication);
  return replication;
}

/** What the first pull does before it writes: wait for the upstream's first scan, take the downstream's write context. */
async function internalsOf(replication: RxReplicationState<Pickup, Checkpoint>): Promise<string> {
  const internal = replication.internalReplicationState;
  if (!internal) throw new Error('no internalReplicationState while the pull handler runs');
  await firstValueFrom(internal.firstSyncDone.up.pipe(filter(Boolean), timeout(3_000)));
  return internal.downstreamBulkWriteFlag;
}

describe('RxDB’s replication internals used by the first pull', () => {
  // Guards against an upgrade that renames or drops `internalReplicationState`, `firstSyncDone.up` or
  // `downstreamBulkWriteFlag`, or starts the pull before the state exists: the first pull would then
  // throw (and be retried for ever) or fall back to RxDB's slow path without a word.
  it('a pull-only replication has its internal state while its first pull runs: the upstream’s first scan ends, the downstream’s write context is a string', async () => {
    let seen: { checkpoint: Checkpoint | undefined; context: unknown } | null = null;
    let replication: RxReplicationState<Pickup, Checkpoint> | null = null;
    replication = replicate(async (checkpoint) => {
      seen ??= { checkpoint, context: await internalsOf(replication!) };
      return { documents: [], checkpoint };
    });
    await within(replication.awaitInitialReplication());
    expect(seen).not.toBeNull();
    expect(seen!.checkpoint).toBeUndefined();
    expect(typeof seen!.context).toBe('string');
    expect(seen!.context).not.toBe('');
    // A BehaviorSubject: it still says the scan is done to whoever asks later.
    expect(replication.internalReplicationState!.firstSyncDone.up.getValue()).toBe(true);
  });

  // Guards against an upgrade whose upstream no longer tells the downstream's own writes by their
  // context: it would walk (and, with a push, send back) every document of a first pull.
  it('documents written into storage under that context reach live queries and are not pushed by the upstream; a local write is', async () => {
    const pushed: string[] = [];
    const events: string[] = [];
    const subscription = db.pickups.$.subscribe((event) => events.push(`${event.operation} ${event.documentId}`));
    let replication: RxReplicationState<Pickup, Checkpoint> | null = null;
    replication = replicate(
      async (checkpoint) => {
        if (checkpoint) return { documents: [], checkpoint };
        const context = await internalsOf(replication!);
        const documents = [pickup(1), pickup(2), pickup(3)];
        const written = await db.pickups.storageInstance.bulkWrite(documents.map(row), context);
        expect(written.error).toEqual([]);
        return { documents: documents.slice(-1), checkpoint: { xid: '7', seq: 3 } };
      },
      async (rows) => {
        pushed.push(...rows.map((r) => r.newDocumentState.id));
        return [];
      },
    );
    await within(replication.awaitInitialReplication());
    await within(replication.awaitInSync());
    expect(events).toEqual(['INSERT p1', 'INSERT p2', 'INSERT p3']);
    expect(pushed).toEqual([]);

    await db.pickups.insert({ id: 'local', code: 'LOCAL', updatedAt: 1 });
    await within(replication.awaitInSync());
    expect(pushed).toEqual(['local']);
    subscription.unsubscribe();
  });

  // Guards against an upgrade that stops storing the checkpoint a pull returns alongside a document
  // it already holds, or rewrites that document: a fresh device would pull everything again on every
  // start, or lose what the first pull wrote.
  it('keeps the checkpoint a first pull returns with only its last document: the next pull, and the next replication of that identifier, start from it', async () => {
    const asked: Array<Checkpoint | undefined> = [];
    const documents = [pickup(1), pickup(2), pickup(3)];
    const handler = async (checkpoint: Checkpoint | undefined) => {
      asked.push(checkpoint);
      if (checkpoint) return { documents: [], checkpoint };
      const context = await internalsOf(first);
      await db.pickups.storageInstance.bulkWrite(documents.map(row), context);
      return { documents: documents.slice(-1), checkpoint: { xid: '9', seq: 3 } };
    };
    const first: RxReplicationState<Pickup, Checkpoint> = replicate(handler);
    await within(first.awaitInitialReplication());
    first.reSync();
    await within(first.awaitInSync());
    await until(() => asked.length >= 2);
    expect(asked.slice(0, 2)).toEqual([undefined, { xid: '9', seq: 3 }]);
    await first.cancel();

    const later = replicate(async (checkpoint) => {
      asked.push(checkpoint);
      return { documents: [], checkpoint };
    });
    const askedBefore = asked.length;
    await within(later.awaitInitialReplication());
    expect(asked[askedBefore]).toEqual({ xid: '9', seq: 3 });
    const stored = (await db.pickups.find({ sort: [{ id: 'asc' }] }).exec()).map((doc) => doc.toJSON());
    expect(stored).toEqual(documents.map(({ _deleted: _ignored, ...doc }) => doc));
  });

  // Guards against an upgrade that gives up on a failing pull, or retries it from somewhere else:
  // first-pull-into-storage.ts throws on any failure and counts on being asked again from no checkpoint.
  it('asks a first pull that threw again, from no checkpoint', async () => {
    const asked: Array<Checkpoint | undefined> = [];
    const errors: unknown[] = [];
    const replication = replicate(async (checkpoint) => {
      asked.push(checkpoint);
      if (asked.length === 1) throw new Error('offline');
      return { documents: [], checkpoint: checkpoint ?? { xid: '1', seq: 0 } };
    });
    replication.error$.subscribe((error) => errors.push(error));
    await within(replication.awaitInitialReplication());
    expect(asked.slice(0, 2)).toEqual([undefined, undefined]);
    expect(errors).toHaveLength(1);
  });
});

describe('the collection’s storage instance, as the first pull writes through it', () => {
  // Guards against an upgrade that changes bulkWrite's conflict answer (first-pull-into-storage.ts
  // overwrites a document already on the device from `documentInDb` and `writeRow`), stops stamping
  // `_meta` and `_rev` in the collection's wrapper, or stops finding deleted documents on request.
  it('answers an insert of a stored document with a 409 carrying it, takes it as `previous`, stamps `_meta` and `_rev`, and finds deletions on request', async () => {
    const storage = db.pickups.storageInstance;
    expect((await storage.bulkWrite([row(pickup(1)), row(pickup(2))], 'contract')).error).toEqual([]);
    const [stamped] = await storage.findDocumentsById(['p1'], false);
    expect(stamped!._meta.lwt).toBeGreaterThan(0);
    expect(stamped!._rev).not.toBe('');

    const changed = { ...pickup(1), code: 'CHANGED' };
    const deleted = { ...pickup(2), _deleted: true };
    const conflicts = (await storage.bulkWrite([row(changed), row(deleted)], 'contract')).error.map((error) => {
      if (error.status !== 409) throw new Error(`not a conflict: ${error.status}`);
      return error;
    });
    expect(conflicts.map((error) => [error.documentId, error.documentInDb?.code, error.writeRow.document.code])).toEqual([
      ['p1', 'CODE1', 'CHANGED'],
      ['p2', 'CODE2', 'CODE2'],
    ]);
    const overwritten = await storage.bulkWrite(conflicts.map((error) => ({ previous: error.documentInDb, document: error.writeRow.document })), 'contract');
    expect(overwritten.error).toEqual([]);

    expect((await storage.findDocumentsById(['p1', 'p2'], false)).map((doc) => [doc.id, doc.code, doc._deleted])).toEqual([['p1', 'CHANGED', false]]);
    expect((await storage.findDocumentsById(['p2'], true)).map((doc) => [doc.id, doc._deleted])).toEqual([['p2', true]]);
  });
});

describe('the counter tablet’s first pull, through its cast', () => {
  // Guards against the whole of the above at once, as the counter uses it (counter-database.ts): its
  // typed replication handed to pullEverythingIntoStorage as RxReplicationState<unknown, Checkpoint>.
  it('stores every pickup and leaves RxDB the final checkpoint, from which the next pull starts', async () => {
    const server = Array.from({ length: 5 }, (_, n) => pickup(n + 1));
    const pullOnce = async (checkpoint: Checkpoint | undefined, batchSize: number) => {
      const start = checkpoint?.seq ?? 0;
      const documents = server.slice(start, start + batchSize);
      return { documents, checkpoint: documents.length > 0 ? { xid: '3', seq: start + documents.length } : checkpoint };
    };
    const asked: Array<Checkpoint | undefined> = [];
    const replication: RxReplicationState<Pickup, Checkpoint> = replicate(async (checkpoint) => {
      asked.push(checkpoint);
      const result = checkpoint
        ? await pullOnce(checkpoint, 2)
        : await pullEverythingIntoStorage(replication as unknown as RxReplicationState<unknown, Checkpoint>, {
          name: 'pickups',
          batchSize: 2,
          first: () => pullOnce(undefined, 2),
          next: (after) => pullOnce(after, 2),
        });
      return result as { documents: WithDeleted<Pickup>[]; checkpoint: Checkpoint | undefined };
    });
    await within(replication.awaitInitialReplication());
    expect(await db.pickups.count().exec()).toBe(5);
    replication.reSync();
    await until(() => asked.length >= 2);
    expect(asked.slice(0, 2)).toEqual([undefined, { xid: '3', seq: 5 }]);
  });
});
