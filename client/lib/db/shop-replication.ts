import { filter, map, type Observable } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb/plugins/core';
import type { PullResponse, SyncCheckpoint } from '../../../shared/sync/protocol';
import {
  CATALOGUE_COLLECTIONS as CATALOGUE, USER_COLLECTIONS as USER, type CatalogueCollection, type SyncCollection, type UserCollection,
} from '../../../shared/sync/collections';
import { getCurrentSession, subscribeToSession } from '../session/current-user';
import type { ShopDatabase } from './shop-database';
import type { SyncStream } from './sync-stream';
import { PREFETCHED_PRODUCTS, PULL_BATCH_SIZE, takePrefetchedFirstProductsPull } from './first-pull-prefetch';
import { pullEverythingIntoStorage, type FirstPullBatch, type PullResult as FirstPullResult } from './first-pull-into-storage';
import { startFirstPullWorker } from './first-pull-worker/start-first-pull-worker';
import { requestPull, requestPush } from './sync-requests';
import { requestStreamedPull } from './streamed-pull';
import { yieldToMain } from '../yield-to-main';

const RETRY_AFTER_MS = 5000;

// Which user the local cart_items/favorites belong to, so a different sign-in never sees them.
const USER_DATA_OWNER_KEY = 'toy-shop:user-data-owner';

type PullResult<Doc> = { documents: WithDeleted<Doc>[]; checkpoint: SyncCheckpoint | undefined };

async function pullBatch<Doc>(
  collection: SyncCollection,
  checkpoint: SyncCheckpoint | undefined,
  batchSize: number,
): Promise<PullResult<Doc>> {
  const body = await requestPull<Doc>(collection, Math.min(batchSize, PULL_BATCH_SIZE), checkpoint);
  return {
    documents: body.documents as WithDeleted<Doc>[],
    checkpoint: body.checkpoint ?? checkpoint,
  };
}

function resyncSignals<Doc>(stream: SyncStream, collection: SyncCollection): Observable<RxReplicationPullStreamItem<Doc, SyncCheckpoint>> {
  return stream.signals$.pipe(
    filter((signal) => signal === 'all' || signal.includes(collection)),
    map(() => 'RESYNC' as const),
  );
}

/**
 * Catalogue collections a device replicates only once something on it asks (docs/decisions/039):
 * pickup stock is about as many documents as the products, and a device that never uses store
 * pickup should not pay for it on its first sync.
 */
const ON_DEMAND: readonly CatalogueCollection[] = ['pickup_products'];

/** Collections of thousands of documents, whose first pull a worker stores off the main thread (docs/decisions/079). */
const STORED_BY_A_WORKER: readonly CatalogueCollection[] = ['products', 'pickup_products'];

export interface CatalogueReplication {
  /** The first full pull of every catalogue collection started at once. */
  ready: Promise<void>;
  /** Starts an on-demand collection's replication (once per page); resolves on its first full pull. */
  startOnDemand(name: CatalogueCollection): Promise<void>;
}

/** Pull-only replication of the catalogue collections: at once, except the on-demand ones. */
export function replicateCatalogue(db: ShopDatabase, stream: SyncStream): CatalogueReplication {
  const states = CATALOGUE.filter((name) => !ON_DEMAND.includes(name)).map((name) => replicateCatalogueCollection(db, stream, name, false));
  // Once this tab leads, each starts in a task of its own: all at once was a long task on a phone (docs/decisions/078).
  void db.waitForLeadership().then(async () => {
    for (const state of states) {
      await yieldToMain();
      if (!state.isStopped()) state.start().catch(() => undefined);
    }
  });
  const ready = Promise.all(states.map((state) => state.awaitInitialReplication())).then(() => undefined);
  const started = new Map<CatalogueCollection, Promise<void>>();
  return {
    ready,
    startOnDemand(name) {
      let first = started.get(name);
      if (!first) {
        first = replicateCatalogueCollection(db, stream, name).awaitInitialReplication();
        started.set(name, first);
      }
      return first;
    },
  };
}

function replicateCatalogueCollection(db: ShopDatabase, stream: SyncStream, name: CatalogueCollection, autoStart = true): RxReplicationState<unknown, SyncCheckpoint> {
  const collection = db[name] as unknown as RxCollection<unknown>;
  const state: RxReplicationState<unknown, SyncCheckpoint> = replicateRxCollection<unknown, SyncCheckpoint>({
    replicationIdentifier: `catalogue-${name}`,
    collection,
    live: true,
    retryTime: RETRY_AFTER_MS,
    autoStart,
    pull: {
      handler: (checkpoint, batchSize) =>
        checkpoint
          ? pullBatch(name, checkpoint, batchSize)
          : pullEverythingIntoStorage(state, {
            name,
            batchSize,
            first: () => firstBatch(name, batchSize),
            next: (after) => streamedBatch(name, after, batchSize),
            offMainThread: STORED_BY_A_WORKER.includes(name)
              ? { worker: startFirstPullWorker, prefetched: () => prefetchedBatch(name, batchSize) }
              : undefined,
          }),
      batchSize: PULL_BATCH_SIZE,
      stream$: resyncSignals(stream, name),
    },
  });
  // A failed pull is retried after RETRY_AFTER_MS; say so rather than wait in silence.
  state.error$.subscribe((error) => console.warn(`Replication of ${name} failed; retrying in ${RETRY_AFTER_MS} ms`, error));
  return state;
}

/** The few products asked for while the database was opening (their answer parsed whole), if they were. */
function prefetchedBatch(name: CatalogueCollection, batchSize: number): Promise<FirstPullResult<unknown, SyncCheckpoint> & { limit: number }> | null {
  const prefetched = name === 'products' && batchSize === PULL_BATCH_SIZE ? takePrefetchedFirstProductsPull() : null;
  return (
    prefetched?.then((body) => {
      const { documents, checkpoint } = body as PullResponse<unknown>;
      return { documents: documents as WithDeleted<unknown>[], checkpoint: checkpoint ?? undefined, limit: PREFETCHED_PRODUCTS };
    }) ?? null
  );
}

/**
 * The first batch: the few products asked for while the database was opening (so few:
 * PREFETCHED_PRODUCTS), or a new request read as it arrives.
 */
function firstBatch(name: CatalogueCollection, batchSize: number): Promise<FirstPullBatch<SyncCheckpoint>> {
  const prefetched = prefetchedBatch(name, batchSize);
  if (!prefetched) return streamedBatch(name, undefined, batchSize);
  // The early request failed (offline for a moment, a server restart): ask again now.
  return prefetched.catch(() => streamedBatch(name, undefined, batchSize));
}

/** A batch of a first pull, its answer read a few documents at a time as it arrives (docs/decisions/078). */
async function streamedBatch(name: CatalogueCollection, after: SyncCheckpoint | undefined, batchSize: number): Promise<FirstPullBatch<SyncCheckpoint>> {
  const limit = Math.min(batchSize, PULL_BATCH_SIZE);
  return { ...(await requestStreamedPull(name, limit, after)), limit };
}

function userReplication(db: ShopDatabase, name: UserCollection, stream: SyncStream, autoStart: boolean) {
  const collection = db[name] as unknown as RxCollection<unknown>;
  return replicateRxCollection<unknown, SyncCheckpoint>({
    // One identifier per collection: when the owner changes its checkpoints are removed (see below).
    replicationIdentifier: `user-${name}`,
    collection,
    live: true,
    retryTime: RETRY_AFTER_MS,
    autoStart,
    pull: {
      handler: (checkpoint, batchSize) => pullBatch(name, checkpoint, batchSize),
      batchSize: PULL_BATCH_SIZE,
      stream$: resyncSignals(stream, name),
    },
    // A failed push throws, and RxDB retries later; the server's push is idempotent, so a resend is safe.
    push: { handler: (rows) => requestPush<WithDeleted<unknown>>(name, rows), batchSize: 100 },
  });
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(USER_DATA_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(USER_DATA_OWNER_KEY, userId);
    else localStorage.removeItem(USER_DATA_OWNER_KEY);
  } catch {
    // Without storage the owner check falls back to clearing on every change, which is safe.
  }
}

/**
 * Replicates cart_items and favorites while someone is signed in, and wipes them when the
 * user changes; `settled()` resolves once the switch to the current session's user is done. The wipe also drops the replication checkpoints and purges the deletion
 * tombstones: otherwise the next user's first push would send the old user's deletions
 * (cart line ids are product:variant, the same for everyone) and their first pull would resume
 * from the old user's position.
 */
export function followSessionForUserCollections(db: ShopDatabase, stream: SyncStream): { settled(): Promise<void> } {
  let running: { userId: string; states: RxReplicationState<unknown, SyncCheckpoint>[] } | null = null;
  let queue = Promise.resolve();

  const follow = () => {
    queue = queue
      .then(async () => {
        const session = getCurrentSession();
        if (session.status !== 'ready') return;
        const userId = session.user?.id ?? null;
        if (running?.userId === userId || (!running && !userId && !readOwner())) return;

        const owner = readOwner();
        if (owner !== userId) {
          const states = running?.states ?? USER.map((name) => userReplication(db, name, stream, false));
          await Promise.all(states.map((state) => state.remove()));
          for (const name of USER) {
            await db[name].find().remove();
            await db[name].cleanup(0);
          }
          writeOwner(userId);
        } else if (running) {
          await Promise.all(running.states.map((state) => state.cancel()));
        }
        running = null;
        stream.reconnect();
        if (userId) running = { userId, states: USER.map((name) => userReplication(db, name, stream, true)) };
      })
      .catch((error: unknown) => console.error('Could not switch the signed-in user’s data', error));
  };

  subscribeToSession(follow);
  follow();
  // A write to cart_items or favorites must come after the switch to the current user: one made
  // while the previous owner's data is being wiped would be wiped with it.
  return { settled: () => queue };
}
