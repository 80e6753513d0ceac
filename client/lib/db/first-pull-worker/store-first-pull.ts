import type { PulledBatch, StartMessage, StoreTarget, WorkerMessage } from './protocol';

// A first pull stored from a worker (docs/decisions/079): the batches are fetched, parsed and put
// into the collection's IndexedDB store here, so the page's main thread neither parses the answers
// nor copies each document into IndexedDB. The page gets each committed batch's documents back as
// stored, in pieces, to emit the change events RxDB's own write would (live queries, other tabs).
// Used only on a collection that was empty when its first sync began, under that sync's lock
// (empty-collection-writes.ts): every document is new until one comes a second time.

/**
 * Documents posted back to the page per message: each message is a task of its own there, its
 * structured clone read before any of our code runs, so a piece is small enough for a phone's
 * 50 ms (250 made tasks of 100 ms and more at 4× slowdown).
 */
export const STORED_PIECE = 100;

export interface StoreFirstPullDeps<Checkpoint> {
  indexedDB: IDBFactory;
  /** The batch after a checkpoint (undefined: from the start), parsed. */
  pull(after: Checkpoint | undefined, limit: number): Promise<PulledBatch<Checkpoint>>;
  post(message: WorkerMessage<Checkpoint>): void;
  /** RxDB's last-write time for a new batch: after every earlier one. */
  now?: () => number;
}

/** Stores the pull and tells the page about each batch; resolves once it has posted its last message. */
export async function storeFirstPull<Checkpoint>(start: StartMessage<Checkpoint>, deps: StoreFirstPullDeps<Checkpoint>): Promise<void> {
  let connection: IDBDatabase | null = null;
  try {
    connection = await openExisting(deps.indexedDB, start.target.databaseName);
    deps.post(await storeBatches(connection, start, deps));
  } catch (error) {
    deps.post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    connection?.close();
  }
}

async function storeBatches<Checkpoint>(
  connection: IDBDatabase,
  { target, limit, after, first }: StartMessage<Checkpoint>,
  deps: StoreFirstPullDeps<Checkpoint>,
): Promise<WorkerMessage<Checkpoint>> {
  const written = new Set<string>();
  const now = lastWriteTimes(deps.now);
  let checkpoint = after;
  let last: Record<string, unknown> | null = null;
  let next: Promise<PulledBatch<Checkpoint>> = first ? Promise.resolve(first) : deps.pull(after, limit);
  // A batch's records are put while the one before commits (IndexedDB commits them in order); the
  // page hears of each in order, once committed. At most two batches are held at once.
  const inFlight: Promise<void>[] = [];
  const allCommitted = () => Promise.all(inFlight).then(() => undefined);
  try {
    for (;;) {
      const batch = await next;
      const full = batch.documents.length >= batch.limit;
      // The next batch is on its way while this one is stored.
      if (full) {
        next = deps.pull(batch.checkpoint ?? checkpoint, limit);
        next.catch(() => undefined);
      }
      const ids = batch.documents.map((document) => String(document[target.primaryPath]));
      if (new Set(ids).size !== ids.length || ids.some((id) => written.has(id))) {
        await allCommitted();
        return { type: 'handed-back', checkpoint, last };
      }
      if (inFlight.length >= 2) await inFlight.shift();
      for (const id of ids) written.add(id);
      const began = performance.now();
      const committed = put(connection, target, batch.documents, now());
      const before = inFlight.at(-1) ?? Promise.resolve();
      const batchCheckpoint = batch.checkpoint ?? checkpoint;
      const batchLast = batch.documents.at(-1) ?? null;
      const told = Promise.all([before, committed]).then(([, stored]) => {
        for (let at = 0; at < stored.length; at += STORED_PIECE) deps.post({ type: 'stored', documents: stored.slice(at, at + STORED_PIECE) });
        if (batchLast) deps.post({ type: 'committed', count: stored.length, checkpoint: batchCheckpoint, lastId: String(batchLast[target.primaryPath]), ms: performance.now() - began });
      });
      told.catch(() => undefined);
      inFlight.push(told);
      checkpoint = batchCheckpoint;
      last = batchLast ?? last;
      if (!full) {
        await allCommitted();
        return { type: 'done', checkpoint, last };
      }
    }
  } catch (error) {
    // What was committed before the failure is still told to the page (it resumes from there).
    await Promise.allSettled(inFlight);
    throw error;
  }
}

/** Last-write times as RxDB's `now()` makes them: milliseconds with two decimals, always rising. */
function lastWriteTimes(clock: () => number = Date.now): () => number {
  let previous = 0;
  return () => {
    const time = Math.max(clock(), previous + 0.01);
    previous = Number(time.toFixed(2));
    return previous;
  };
}

/**
 * Puts the documents in one transaction, as the Dexie storage keeps them; answers them as RxDB
 * holds them (with `_meta`, `_rev` and `_attachments`) once committed.
 */
function put(connection: IDBDatabase, target: StoreTarget, documents: Record<string, unknown>[], lwt: number): Promise<Record<string, unknown>[]> {
  const meta = { lwt };
  const stored = documents.map((document) => ({ ...document, _attachments: {}, _meta: meta, _rev: target.revision }));
  return new Promise((resolve, reject) => {
    const transaction = connection.transaction(target.storeName, 'readwrite', { durability: 'relaxed' });
    const store = transaction.objectStore(target.storeName);
    transaction.oncomplete = () => resolve(stored);
    transaction.onabort = () => reject(transaction.error ?? new Error(`Storing documents in ${target.storeName} was aborted`));
    try {
      for (const document of stored) {
        const record: Record<string, unknown> = { ...document };
        for (const field of target.booleanIndexes) record[field] = record[field] ? '1' : '0';
        store.put(record);
      }
    } catch (error) {
      transaction.abort();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Opens the database as it is; one that does not exist (it would be created here) is refused. */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    let missing = false;
    request.onupgradeneeded = () => {
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(missing ? new Error(`No local database ${name} to store into`) : (request.error ?? new Error(`Could not open ${name}`)));
    request.onblocked = () => reject(new Error(`Opening ${name} is blocked`));
  });
}
