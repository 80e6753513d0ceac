import { filter, firstValueFrom } from 'rxjs';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { RxCollection, RxDocumentData, WithDeleted } from 'rxdb/plugins/core';
import { yieldToMain } from '../yield-to-main';
import { withEmptyCollectionWriter } from './empty-collection-writes';
import { FirstPullProgress, type FirstPullPosition } from './first-pull-progress';
import { readInGroups, type StreamedPull } from './streamed-pull';
import { storeInWorker, type FirstPullWorker } from './first-pull-worker/store-in-worker';

// A pull-only replication's first pull written straight into storage (docs/decisions/007): the
// storefront's catalogue and the counter tablet's pickups (docs/decisions/042) use it.

export type PullResult<Doc, Checkpoint> = { documents: WithDeleted<Doc>[]; checkpoint: Checkpoint | undefined };

/**
 * One batch of a first pull: parsed, or its answer as it arrives (streamed-pull.ts), with the most
 * documents it was asked for (the source's batchSize when not given): fewer means it was the last.
 */
export type FirstPullBatch<Checkpoint> = (PullResult<unknown, Checkpoint> | StreamedPull<Checkpoint>) & { limit?: number };

export interface FirstPullSource<Checkpoint> {
  /** For the performance measures' names. */
  name: string;
  batchSize: number;
  /** The first batch (maybe one already asked for). */
  first(): Promise<FirstPullBatch<Checkpoint>>;
  /** The batch after a checkpoint (undefined: from the start). */
  next(checkpoint: Checkpoint | undefined): Promise<FirstPullBatch<Checkpoint>>;
  /**
   * Where a worker can run, the pull of a collection that held nothing is stored by it, off the main
   * thread (docs/decisions/079).
   */
  offMainThread?: {
    /** A new worker (null: none here). */
    worker(): FirstPullWorker | null;
    /** The first batch when it is already asked for, parsed; null: the worker asks for it. */
    prefetched(): Promise<PullResult<unknown, Checkpoint> & { limit?: number }> | null;
  };
}

/**
 * The first pull of a replicated collection (the replication has no checkpoint yet): on a fresh
 * device, everything. RxDB would read every pulled document three times before writing
 * it (fork state, assumed master state, and again inside the storage write); for the 44,000
 * documents of a 10,000-product catalogue that was most of the first sync
 * (docs/decisions/007-first-sync-performance.md). This pulls the same batches with the same
 * cursor and writes each one straight into the collection's storage (change events still reach
 * live queries), under the replication's own downstream write context so its upstream skips
 * them. RxDB gets back only the last document, already in place, with the final checkpoint,
 * which it stores; every later pull, delete and re-sync goes through RxDB as before.
 * Every write is cut into slices with a yield between them, so the main thread stays free for the
 * shopper (docs/decisions/078). A failure throws and RxDB retries from no checkpoint; the retry (or
 * the next page) goes on after the last batch stored (first-pull-progress.ts) when the device still
 * holds it, else from the beginning; the writes are upserts, so either is safe.
 */
export async function pullEverythingIntoStorage<Checkpoint>(
  replication: RxReplicationState<unknown, Checkpoint>,
  source: FirstPullSource<Checkpoint>,
): Promise<PullResult<unknown, Checkpoint>> {
  const { name, batchSize } = source;
  const collection = replication.collection;
  const internal = replication.internalReplicationState;
  if (!internal) return readWhole(await source.next(undefined));
  // The upstream starts with a scan of local documents; let it finish on the empty collection.
  await firstValueFrom(internal.firstSyncDone.up.pipe(filter(Boolean)));
  const context = await internal.downstreamBulkWriteFlag;
  const started = performance.now();
  const progress = new FirstPullProgress<Checkpoint>(collection.database.name, collection.name);

  let lastDocument: WithDeleted<unknown> | undefined;
  let checkpoint: Checkpoint | undefined;
  // Into a collection that held nothing, documents new to this sync are written without RxDB's read first.
  await withEmptyCollectionWriter(collection, context, async (writer) => {
    // A first pull cut off earlier goes on from its last stored batch (the collection is not empty then).
    const resumed = writer ? null : await resumablePosition(collection, progress);
    let next: Promise<FirstPullBatch<Checkpoint>> | null = null;
    let fast = writer;
    if (resumed) {
      checkpoint = resumed.checkpoint;
      performance.mark(`${name} first sync resumed`);
    }
    if (writer && source.offMainThread) {
      const prefetched = source.offMainThread.prefetched();
      const first = prefetched ? await prefetched.catch(() => null) : null;
      const worker = source.offMainThread.worker();
      const outcome = worker
        ? await storeInWorker<Checkpoint>({
          worker,
          writer,
          collection: collection.name,
          limit: batchSize,
          first: first ? { documents: first.documents as Record<string, unknown>[], checkpoint: first.checkpoint, limit: first.limit ?? batchSize } : undefined,
          committed: ({ count, checkpoint: after, lastId, ms }) => {
            progress.save({ checkpoint: after as Checkpoint, lastId });
            performance.measure(`${name} batch stored by the worker (${count}, ${Math.round(ms)} ms there)`);
          },
        })
        : null;
      if (!outcome || outcome.kind === 'unavailable') {
        if (outcome) console.warn(`The first sync of ${name} runs on the page: ${outcome.reason}`);
        // The batch taken for the worker is the loop's first.
        if (first) next = Promise.resolve(first);
      } else {
        checkpoint = outcome.checkpoint;
        lastDocument = (outcome.last as WithDeleted<unknown> | null) ?? lastDocument;
        if (outcome.kind === 'finished') return;
        // A document came a second time (it changed during the sync): the rest through RxDB, from there.
        fast = null;
        next = source.next(checkpoint);
      }
    }
    next ??= resumed ? source.next(resumed.checkpoint) : source.first();
    for (let index = 1; ; index += 1) {
      const batch = await next;
      const writeStarted = performance.now();
      let count = 0;
      // Groups are stored in order, the next read and parsed meanwhile; at most two are being stored.
      const storing: Promise<void>[] = [];
      const store = async (documents: WithDeleted<unknown>[]): Promise<void> => {
        if (storing.length >= 2) await storing.shift();
        count += documents.length;
        askEarly();
        lastDocument = documents.at(-1) ?? lastDocument;
        // New documents go after the ones before them (the writer keeps the order). A group with one the
        // writer has stored (it changed during the sync) waits for them all, and so does every group after it.
        let stored = fast?.write(documents) ?? null;
        if (!stored) {
          fast = null;
          stored = Promise.all(storing).then(() => upsertIntoStorage(collection, documents, context));
        }
        stored.catch(() => undefined);
        storing.push(stored);
      };
      const allStored = () => Promise.all(storing).then(() => undefined);
      // The next batch is asked for as soon as this one's checkpoint is known: when it is read as it
      // arrives, the checkpoint comes before the documents, and the next is asked for once half of
      // them are in (so a small collection asks once, and the last batch at most once too often).
      const limit = batch.limit ?? batchSize;
      let asked: Promise<FirstPullBatch<Checkpoint>> | null = null;
      const askNext = (after: Checkpoint | undefined) => {
        asked ??= source.next(after);
        asked.catch(() => undefined);
      };
      let early: { checkpoint: Checkpoint | undefined } | null = null;
      const askEarly = () => {
        if (early && count * 2 >= limit) askNext(early.checkpoint);
      };
      let batchCheckpoint: Checkpoint | undefined;
      try {
        if ('body' in batch) {
          batchCheckpoint = await readInGroups(batch, store, (checkpoint) => {
            early = { checkpoint };
            askEarly();
          });
        } else {
          batchCheckpoint = batch.checkpoint;
          if (batch.documents.length === limit) askNext(batchCheckpoint);
          await store(batch.documents);
        }
      } catch (error) {
        await allStored().catch(() => undefined);
        throw error;
      }
      const more = count === limit;
      if (more) askNext(batchCheckpoint);
      else if (asked) void discard(asked);
      next = asked ?? next;
      await allStored();
      performance.measure(`${name} batch ${index} stored (${count})`, { start: writeStarted });
      checkpoint = batchCheckpoint ?? checkpoint;
      if (lastDocument && checkpoint !== undefined) progress.save({ checkpoint, lastId: idOf(collection, lastDocument) });
      if (!more) break;
    }
    // Resumed with nothing left to pull: RxDB still needs a document to store the checkpoint with.
    if (!lastDocument && resumed) lastDocument = await storedAsPulled(collection, resumed.lastId);
  });
  progress.clear();
  performance.measure(`first sync of ${name}`, { start: started });
  return { documents: lastDocument ? [lastDocument] : [], checkpoint };
}

/** Lets go of a batch asked for but not needed (its answer is not read). */
async function discard<Checkpoint>(batch: Promise<FirstPullBatch<Checkpoint>>): Promise<void> {
  const unneeded = await batch.catch(() => null);
  if (unneeded && 'body' in unneeded) await unneeded.body.cancel().catch(() => undefined);
}

/** A batch's documents and checkpoint, all read. */
async function readWhole<Checkpoint>(batch: FirstPullBatch<Checkpoint>): Promise<PullResult<unknown, Checkpoint>> {
  if (!('body' in batch)) return batch;
  const documents: WithDeleted<unknown>[] = [];
  const checkpoint = await readInGroups(batch, async (group) => {
    documents.push(...group);
  });
  return { documents, checkpoint };
}

function idOf(collection: RxCollection<unknown, unknown, unknown, unknown>, document: WithDeleted<unknown>): string {
  return String((document as Record<string, unknown>)[collection.schema.primaryPath as string]);
}

/** The saved position of an earlier first pull, if the device still holds what it stored. */
async function resumablePosition<Checkpoint>(
  collection: RxCollection<unknown, unknown, unknown, unknown>,
  progress: FirstPullProgress<Checkpoint>,
): Promise<FirstPullPosition<Checkpoint> | null> {
  const position = progress.load();
  if (!position) return null;
  // Batches commit in order, so their last document being here means every one before it is too.
  const [stored] = await collection.storageInstance.findDocumentsById([position.lastId], true);
  if (stored) return position;
  progress.clear();
  return null;
}

/** A stored document as the server sent it (without the storage's own fields). */
async function storedAsPulled(collection: RxCollection<unknown, unknown, unknown, unknown>, id: string): Promise<WithDeleted<unknown> | undefined> {
  const [stored] = await collection.storageInstance.findDocumentsById([id], true);
  if (!stored) return undefined;
  const { _meta: _ignoredMeta, _rev: _ignoredRev, _attachments: _ignoredAttachments, ...document } = stored as RxDocumentData<Record<string, unknown>>;
  return document as WithDeleted<unknown>;
}

// What the slow path writes at once: RxDB's bulkWrite reads, compares and copies every document of it.
const UPSERT_SLICE = 100;

/**
 * Writes server documents as they are: inserts, or overwrites whatever the device already holds.
 * A slice at a time, yielding between slices, so no task runs long (docs/decisions/078).
 */
async function upsertIntoStorage(
  collection: RxCollection<unknown, unknown, unknown, unknown>,
  documents: WithDeleted<unknown>[],
  context: string,
): Promise<void> {
  for (let start = 0; start < documents.length; start += UPSERT_SLICE) {
    await yieldToMain();
    await upsertSlice(collection, documents.slice(start, start + UPSERT_SLICE), context);
  }
}

async function upsertSlice(
  collection: RxCollection<unknown, unknown, unknown, unknown>,
  documents: WithDeleted<unknown>[],
  context: string,
): Promise<void> {
  // _meta and _rev are set by the collection's storage wrapper.
  const rows = documents.map((doc) => ({
    document: { ...(doc as object), _attachments: {}, _meta: { lwt: 0 }, _rev: '' } as RxDocumentData<unknown>,
  }));
  const inserted = await collection.storageInstance.bulkWrite(rows, context);
  if (inserted.error.length === 0) return;
  // Already on the device (a half-finished first sync, a tombstone): overwrite with the server's state.
  const updates = inserted.error.map((error) => {
    if (error.status !== 409 || !error.documentInDb) throw new Error(`Could not store a ${collection.name} document (${error.status})`);
    return { previous: error.documentInDb, document: error.writeRow.document };
  });
  const updated = await collection.storageInstance.bulkWrite(updates, context);
  if (updated.error.length > 0) throw new Error(`Could not update ${updated.error.length} ${collection.name} documents`);
}
