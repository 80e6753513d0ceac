import { filter, firstValueFrom } from 'rxjs';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { RxCollection, RxDocumentData, WithDeleted } from 'rxdb/plugins/core';
import { withEmptyCollectionWriter } from './empty-collection-writes';

// A pull-only replication's first pull written straight into storage (docs/decisions/007): the
// storefront's catalogue and the counter tablet's pickups (docs/decisions/042) use it.

export type PullResult<Doc, Checkpoint> = { documents: WithDeleted<Doc>[]; checkpoint: Checkpoint | undefined };

export interface FirstPullSource<Checkpoint> {
  /** For the performance measures' names. */
  name: string;
  batchSize: number;
  /** The first batch (maybe one already asked for). */
  first(): Promise<PullResult<unknown, Checkpoint>>;
  /** The batch after a checkpoint (undefined: from the start). */
  next(checkpoint: Checkpoint | undefined): Promise<PullResult<unknown, Checkpoint>>;
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
 * A failure throws and RxDB retries from no checkpoint; the writes are upserts, so that is safe.
 */
export async function pullEverythingIntoStorage<Checkpoint>(
  replication: RxReplicationState<unknown, Checkpoint>,
  source: FirstPullSource<Checkpoint>,
): Promise<PullResult<unknown, Checkpoint>> {
  const { name, batchSize } = source;
  const internal = replication.internalReplicationState;
  if (!internal) return source.next(undefined);
  // The upstream starts with a scan of local documents; let it finish on the empty collection.
  await firstValueFrom(internal.firstSyncDone.up.pipe(filter(Boolean)));
  const context = await internal.downstreamBulkWriteFlag;
  const started = performance.now();

  let lastDocument: WithDeleted<unknown> | undefined;
  let checkpoint: Checkpoint | undefined;
  // Into a collection that held nothing, documents new to this sync are written without RxDB's read first.
  await withEmptyCollectionWriter(replication.collection, context, async (writer) => {
    let next = source.first();
    for (let index = 1; ; index += 1) {
      const batch = await next;
      const more = batch.documents.length === batchSize;
      if (more) {
        // Fetch the next batch while this one is written.
        next = source.next(batch.checkpoint);
        next.catch(() => undefined);
      }
      const writeStarted = performance.now();
      const written = writer?.write(batch.documents);
      if (written) await written;
      else await upsertIntoStorage(replication.collection, batch.documents, context);
      performance.measure(`${name} batch ${index} written (${batch.documents.length})`, { start: writeStarted });
      lastDocument = batch.documents.at(-1) ?? lastDocument;
      checkpoint = batch.checkpoint;
      if (!more) break;
    }
  });
  performance.measure(`first sync of ${name}`, { start: started });
  return { documents: lastDocument ? [lastDocument] : [], checkpoint };
}

/** Writes server documents as they are: inserts, or overwrites whatever the device already holds. */
async function upsertIntoStorage(
  collection: RxCollection<unknown, unknown, unknown, unknown>,
  documents: WithDeleted<unknown>[],
  context: string,
): Promise<void> {
  if (documents.length === 0) return;
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
