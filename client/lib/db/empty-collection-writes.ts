import type { Subject } from 'rxjs';
import {
  HOOKS, categorizeBulkWriteRows, now,
  type BulkWriteRow, type EventBulk, type RxCollection, type RxDocumentData, type RxJsonSchema, type RxStorageChangeEvent,
  type RxStorageDefaultCheckpoint,
} from 'rxdb/plugins/core';
import { RxStorageInstanceDexie, fromStorageToDexie } from 'rxdb/plugins/storage-dexie';
import { SlicePace, yieldToMain } from '../yield-to-main';
import type { StoreTarget } from './first-pull-worker/protocol';

// A first sync's writes into a collection that held nothing when it began (docs/decisions/020).
// RxDB's Dexie storage reads every document it is about to write (one IndexedDB get per document,
// ~0.2 s for 10,000 products) to tell inserts from updates and find conflicts; into a collection
// that was empty and that no other first sync writes meanwhile, a document this sync has not
// written yet is new, and that read finds nothing. This writes the same records the storage would,
// with the same change events (live queries, the document cache and other tabs see what they see
// after bulkWrite), without the read, and without the deep copy of each document the storage makes
// to rename field names our schemas do not have. It writes a slice at a time, each its own short
// task and transaction, so the main thread stays free during the sync (docs/decisions/078).
//
// It relies on RxDB 17's Dexie storage instance (its `internals` and `changes$`), checked at run
// time: anything else (dev-mode's validating storage, a storage hook, a browser without Web Locks)
// gets no writer, and the caller writes through bulkWrite as before.

type Internals = Awaited<RxStorageInstanceDexie<unknown>['internals']>;
type ChangeBulk = EventBulk<RxStorageChangeEvent<RxDocumentData<unknown>>, RxStorageDefaultCheckpoint>;

/** Writes documents new to a collection that was empty when its first sync began. */
export interface NewDocumentsWriter {
  /**
   * Starts storing documents none of which this writer has stored before, and returns the promise of
   * their commit (their change events are emitted by then, in the order of the calls). Returns null,
   * storing nothing, when some of them are not new: write those another way, after `settled()`.
   */
  write(documents: readonly object[]): Promise<void> | null;
  /** Resolves once everything started has been committed; rejects when any of it failed. */
  settled(): Promise<void>;
  /**
   * Where a worker may store new documents itself, as this writer would (docs/decisions/079); null
   * when the storage keeps documents in a shape only its own code makes.
   */
  readonly workerTarget: StoreTarget | null;
  /**
   * Emits the change events of new documents a worker has stored (as RxDB holds them, `_meta` and
   * `_rev` set), after those of every write before, as if this writer had stored them.
   */
  announce(documents: readonly object[]): Promise<void>;
}

/**
 * Runs `sync` holding this collection's first-sync lock, which every tab's first sync of it takes, so
 * no other first sync writes it meanwhile. When the collection holds no record at all (not even a
 * deletion), `sync` gets a writer for new documents; otherwise null. Everything the writer started
 * is committed before the lock is let go.
 */
export async function withEmptyCollectionWriter<T>(
  collection: RxCollection<unknown, unknown, unknown, unknown>,
  context: string,
  sync: (writer: NewDocumentsWriter | null) => Promise<T>,
): Promise<T> {
  const instance: unknown = collection.internalStorageInstance;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!(instance instanceof RxStorageInstanceDexie) || !locks || HOOKS.preStorageWrite.length > 0) return sync(null);
  const dexie = instance as RxStorageInstanceDexie<unknown>;
  // Private in RxDB's types: its bulkWrite emits each write's events there.
  const changes = (instance as unknown as { changes$?: Subject<ChangeBulk> }).changes$;
  if (!changes || typeof changes.next !== 'function') return sync(null);

  return locks.request(`toy-shop:first-sync:${collection.database.name}:${collection.name}`, async () => {
    const internals = await dexie.internals;
    if ((await internals.dexieTable.count()) > 0) return sync(null);
    const writer = new EmptyCollectionWriter(dexie, internals, changes, context, collection.database);
    try {
      return await sync(writer);
    } finally {
      await writer.settled().catch(() => undefined);
    }
  });
}

class EmptyCollectionWriter implements NewDocumentsWriter {
  private readonly written = new Set<string>();
  private readonly primaryPath: string;
  private readonly toRecord: (document: RxDocumentData<unknown>) => unknown;
  readonly workerTarget: StoreTarget | null;
  private tail: Promise<void> = Promise.resolve();
  // Slices of ~12 ms: under 50 ms a task with room for what the browser adds (IndexedDB events, GC).
  private readonly pace = new SlicePace({ budgetMs: 12, first: 20, min: 10, max: 1000 });

  constructor(
    private readonly instance: RxStorageInstanceDexie<unknown>,
    private readonly internals: Internals,
    private readonly changes: Subject<ChangeBulk>,
    private readonly context: string,
    private readonly database: { token: string; lockedRun<R>(run: () => Promise<R>): Promise<R> },
  ) {
    this.primaryPath = instance.primaryPath as string;
    const flat = flatRecords(instance.schema, internals.booleanIndexes);
    this.toRecord = flat ? flatRecordFor(internals.booleanIndexes) : (document) => fromStorageToDexie<unknown>(internals.booleanIndexes, document);
    this.workerTarget = flat
      ? {
        databaseName: internals.dexieDb.name,
        storeName: internals.dexieTable.name,
        primaryPath: this.primaryPath,
        booleanIndexes: [...internals.booleanIndexes],
        revision: `1-${database.token}`,
      }
      : null;
  }

  announce(documents: readonly object[]): Promise<void> {
    for (const document of documents) this.written.add(String((document as Record<string, unknown>)[this.primaryPath]));
    const before = this.tail;
    // A slice per task, sized like the writes' (RxDB's handling of a bulk, its broadcast to other
    // tabs included, is the cost): a worker's piece announced at once was a long task on a phone.
    const announced = (async () => {
      await before;
      for (let start = 0; start < documents.length; ) {
        await yieldToMain();
        const began = performance.now();
        const slice = documents.slice(start, start + this.pace.size());
        start += slice.length;
        const eventBulk = this.eventsOf(slice.map((document) => ({ document: document as RxDocumentData<unknown> })));
        if (eventBulk.events.length > 0) this.changes.next(eventBulk);
        this.pace.took('announce', slice.length, performance.now() - began);
      }
    })();
    this.tail = announced;
    return announced;
  }

  write(documents: readonly object[]): Promise<void> | null {
    const ids = documents.map((document) => String((document as Record<string, unknown>)[this.primaryPath]));
    // A document that changed while the sync ran comes again in a later batch: that one is an update.
    if (new Set(ids).size !== ids.length || ids.some((id) => this.written.has(id))) return null;
    for (const id of ids) this.written.add(id);
    if (documents.length === 0) return this.tail;
    const stored = this.storeInSlices(documents, this.tail);
    this.tail = stored;
    return stored;
  }

  /**
   * Stores the documents in one IndexedDB transaction, a slice per task (docs/decisions/078):
   * preparing the records and handing them to IndexedDB, which copies each one there and then, is
   * most of the first sync's work on the main thread. The first slice goes in after a yield, each
   * next one from the success event of the previous slice's last record (a task of its own, in which
   * the transaction is still open), so there is one commit for all of them. Once committed, each
   * slice's events go out in a task of their own, after those of every write before (`before`).
   */
  private async storeInSlices(documents: readonly object[], before: Promise<void>): Promise<void> {
    await yieldToMain();
    const committed = this.database.lockedRun(() => this.putInSlices(documents));
    const [, bulks] = await Promise.all([before, committed]);
    for (const bulk of bulks) {
      if (bulk.events.length === 0) continue;
      await yieldToMain();
      const announcing = performance.now();
      this.changes.next(bulk);
      this.pace.took('announce', bulk.events.length, performance.now() - announcing);
    }
  }

  /** Puts the documents' records in one transaction, a slice per task; answers each slice's events once committed. */
  private putInSlices(documents: readonly object[]): Promise<ChangeBulk[]> {
    const { dexieDb, dexieTable } = this.internals;
    let connection: IDBDatabase | null = null;
    try {
      connection = dexieDb.isOpen() ? dexieDb.backendDB() : null;
    } catch {
      connection = null;
    }
    // Without the connection at hand (closed, being reopened): through Dexie, all at once.
    if (!connection) {
      const { records, eventBulk } = this.prepare(documents);
      return dexieDb.transaction('rw', dexieTable, () => dexieTable.bulkPut(records)).then(() => [eventBulk]);
    }
    const transaction = connection.transaction(dexieTable.name, 'readwrite');
    const store = transaction.objectStore(dexieTable.name);
    const bulks: ChangeBulk[] = [];
    let start = 0;
    const putSlice = () => {
      const began = performance.now();
      const slice = documents.slice(start, start + this.pace.size());
      start += slice.length;
      const { records, eventBulk } = this.prepare(slice);
      bulks.push(eventBulk);
      let last: IDBRequest | undefined;
      for (const record of records) last = store.put(record);
      // Measured once IndexedDB has taken (copied) every record: that copy is most of the work.
      this.pace.took('store', slice.length, performance.now() - began);
      // A throw in here (a record IndexedDB refused) aborts the transaction: nothing of it is kept.
      if (last && start < documents.length) last.onsuccess = putSlice;
    };
    const stored = new Promise<ChangeBulk[]>((resolve, reject) => {
      transaction.oncomplete = () => resolve(bulks);
      transaction.onabort = () => reject(transaction.error ?? new Error(`Storing ${this.instance.collectionName} documents was aborted`));
    });
    try {
      putSlice();
    } catch (error) {
      stored.catch(() => undefined);
      transaction.abort();
      return Promise.reject(error);
    }
    return stored;
  }

  /** The Dexie records of new documents and the change events RxDB's bulkWrite would emit for them. */
  private prepare(documents: readonly object[]): { records: unknown[]; eventBulk: ChangeBulk } {
    // As RxDB's collection wrapper stamps inserts: one timestamp and the first revision for the slice.
    const meta = { lwt: now() };
    const revision = `1-${this.database.token}`;
    const rows: BulkWriteRow<unknown>[] = documents.map((document) => ({
      document: { ...document, _attachments: {}, _meta: meta, _rev: revision } as RxDocumentData<unknown>,
    }));
    return { records: rows.map((row) => this.toRecord(row.document)), eventBulk: this.eventsOf(rows) };
  }

  /** The change events RxDB's bulkWrite emits for inserting these rows. */
  private eventsOf(rows: BulkWriteRow<unknown>[]): ChangeBulk {
    const categorized = categorizeBulkWriteRows<unknown>(this.instance, this.primaryPath as never, new Map(), rows, this.context);
    if (categorized.errors.length > 0) throw new Error(`Could not store ${categorized.errors.length} new ${this.instance.collectionName} documents`);
    const newest = categorized.newestRow?.document;
    if (categorized.eventBulk.events.length > 0 && newest) {
      categorized.eventBulk.checkpoint = { id: String((newest as Record<string, unknown>)[this.primaryPath]), lwt: newest._meta.lwt };
    }
    return categorized.eventBulk;
  }

  settled(): Promise<void> {
    return this.tail;
  }
}

/**
 * Whether the record the Dexie storage keeps for a document (fromStorageToDexie: booleans it indexes
 * as '1' and '0', and field names starting with '|' renamed) is a flat copy of it with those booleans
 * replaced: without such names in the schema. Then it is made without the storage's deep copy of
 * every document, here or in a worker.
 */
function flatRecords(schema: RxJsonSchema<RxDocumentData<unknown>>, booleanIndexes: string[]): boolean {
  return booleanIndexes.every((field) => !field.includes('.')) && !hasPipeName(schema);
}

function flatRecordFor(booleanIndexes: string[]): (document: RxDocumentData<unknown>) => unknown {
  return (document) => {
    const record: Record<string, unknown> = { ...document };
    for (const field of booleanIndexes) record[field] = record[field] ? '1' : '0';
    return record;
  };
}

function hasPipeName(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasPipeName);
  if (!schema || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([key, value]) => key.startsWith('|') || hasPipeName(value));
}
