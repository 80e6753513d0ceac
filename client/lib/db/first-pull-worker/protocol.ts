// The messages between a page and the worker that stores a first pull off the main thread
// (docs/decisions/079). Plain data only: each crosses a structured clone.

/** Where the worker stores documents: the IndexedDB database and object store of a collection's RxDB Dexie storage. */
export interface StoreTarget {
  databaseName: string;
  storeName: string;
  /** The documents' primary key field. */
  primaryPath: string;
  /** Boolean fields the storage indexes, kept as '1' and '0' (RxDB's fromStorageToDexie). */
  booleanIndexes: string[];
  /** The revision an insert gets (RxDB: `1-` and the database's token). */
  revision: string;
}

/** A batch of the pull: the server's documents and the checkpoint after them, and how many were asked for. */
export interface PulledBatch<Checkpoint> {
  documents: Record<string, unknown>[];
  checkpoint: Checkpoint | undefined;
  limit: number;
}

/** Page to worker: store the pull of `collection` from `after` (or from the start), beginning with `first` if given. */
export interface StartMessage<Checkpoint> {
  type: 'start';
  collection: string;
  /** Documents asked for per batch. */
  limit: number;
  after: Checkpoint | undefined;
  /** A batch the page already holds (the one asked for while its database opened). */
  first?: PulledBatch<Checkpoint>;
  target: StoreTarget;
}

/** Worker to page, once a batch is committed: its documents as stored, in pieces, then the batch's end. */
export type WorkerMessage<Checkpoint> =
  | { type: 'stored'; documents: Record<string, unknown>[] }
  | { type: 'committed'; count: number; checkpoint: Checkpoint | undefined; lastId: string; ms: number }
  /** Every batch stored; `last` is the final document as the server sent it. */
  | { type: 'done'; checkpoint: Checkpoint | undefined; last: Record<string, unknown> | null }
  /**
   * Stopped before a batch holding a document it had already stored (it changed during the sync):
   * that one is an update, which the page writes through RxDB, going on from `checkpoint`.
   */
  | { type: 'handed-back'; checkpoint: Checkpoint | undefined; last: Record<string, unknown> | null }
  | { type: 'failed'; message: string };
