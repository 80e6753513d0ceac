import { BehaviorSubject, filter, firstValueFrom, timeout } from 'rxjs';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDocument, type RxDatabase, type RxJsonSchema, type WithDeleted } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { HandoverOutcome, HandoverResult, PickupCounterDoc, PickupPull } from '../../../../shared/admin/pickup-verification.schema';
import { OPEN_PICKUP_STATUSES } from '../../../../shared/orders/order-status';
import { adminRequest, AdminApiError } from '../api/admin-client';
import { pullEverythingIntoStorage } from '../../../lib/db/first-pull-into-storage';
import { keepDatabasesOpenInBackForwardCache } from '../../../lib/db/keep-open-in-back-forward-cache';
import { handoverAlertSchema, raiseHandoverAlert, type HandoverAlertOutcome, type HandoverAlerts } from './handover-alerts';
import { pickupOrderMigrations, pickupOrderSchema } from './pickup-order-schema';

// The counter tablet's own local database (docs/decisions/042): its stores' pickup orders,
// replicated pull-only from /api/admin/pickup-verification (scoped on the server), and the hand-overs
// made on this tablet, kept here and sent when the network is there. It lives in the back office's
// lazy chunk only: the storefront's database (client/lib/db) never opens these collections.

type Checkpoint = { xid: string; seq: number };

/** A hand-over made on this tablet; `state` is what the server answered (pending until it has). */
export interface LocalHandover {
  id: string;
  orderId: string;
  code: string;
  deviceId: string;
  staffName: string;
  handedOverAt: string;
  state: 'pending' | HandoverOutcome | 'refused';
  /** The server's words when it refused it (kept, never dropped). */
  refusal: string | null;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const handoverSchema: RxJsonSchema<LocalHandover> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: text(64), orderId: text(64), code: text(16), deviceId: text(64), staffName: { type: 'string' },
    handedOverAt: text(40), state: text(16), refusal: { type: ['string', 'null'] },
  },
  required: ['id', 'orderId', 'code', 'deviceId', 'staffName', 'handedOverAt', 'state'],
};

type CounterCollections = { pickup_orders: RxCollection<PickupCounterDoc>; handovers: RxCollection<LocalHandover>; handover_alerts: HandoverAlerts };
export type CounterDatabase = RxDatabase<CounterCollections>;

/** For end-to-end tests and bench/pickup.bench.ts, in every build: the counter open on this page. */
export interface PickupCounterHandle {
  storeId: string;
  /** Resolves when the first pull is complete: every pickup of the store is on the tablet. */
  firstSync: Promise<void>;
  /** performance.now() when this counter started opening (its database, then the first pull). */
  openedAt: number;
  count(): Promise<number>;
  findByCode(code: string): Promise<PickupCounterDoc | null>;
}

declare global {
  interface Window {
    __pickupCounter?: PickupCounterHandle;
  }
}

export interface Counter {
  db: CounterDatabase;
  /** The store this counter serves: look-ups answer only its pickups. */
  storeId: string;
  /** Resolves when this counter's first pull is complete (never, while the network is down). */
  firstSync: Promise<void>;
  /** When the last pull reached the server (ms since the epoch), null before the first. */
  lastSynced$: BehaviorSubject<number | null>;
  /** Pulls now and sends queued hand-overs (on "online", after a hand-over, every few seconds). */
  syncNow(): void;
  close(): Promise<void>;
}

const RESYNC_EVERY_MS = 5000;
const PULL_BATCH = 2000;
/** At most this many hand-overs in one push (the API's limit). */
const SEND_BATCH = 200;
const DEVICE_KEY = 'toy-shop:counter-device';

/** This tablet's id, made once on the device. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `tablet-${crypto.randomUUID().slice(0, 8)}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

let opened: { key: string; counter: Promise<Counter> } | null = null;

/**
 * The counter of this signed-in user serving this store: one database per user (so another sign-in
 * never sees these pickups), one replication per store it serves (its own checkpoint, so switching
 * stores and back resumes where each left off). Opening another closes the one before.
 */
export function openCounter(userId: string, storeId: string): Promise<Counter> {
  const key = `${userId}/${storeId}`;
  if (opened?.key === key) return opened.counter;
  const previous = opened?.counter;
  const counter = (async () => {
    if (previous) await (await previous).close().catch(() => undefined);
    return createCounter(userId, storeId);
  })();
  opened = { key, counter };
  counter.catch(() => {
    if (opened?.counter === counter) opened = null;
  });
  return counter;
}

async function createCounter(userId: string, storeId: string): Promise<Counter> {
  const openedAt = performance.now();
  // A tablet holding an older version of the pickups migrates them before the counter opens (docs/decisions/075).
  addRxPlugin(RxDBMigrationSchemaPlugin);
  keepDatabasesOpenInBackForwardCache();
  const lastKey = `toy-shop:counter-synced:${userId}:${storeId}`;
  const db = await createRxDatabase<CounterCollections>({
    name: `toyshop-counter-${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
    storage: getRxStorageDexie(),
    multiInstance: true,
    closeDuplicates: true,
  });
  await db.addCollections({
    pickup_orders: { schema: pickupOrderSchema, migrationStrategies: pickupOrderMigrations },
    handovers: { schema: handoverSchema },
    handover_alerts: { schema: handoverAlertSchema },
  });
  const stored = Number(localStorage.getItem(lastKey));
  const lastSynced$ = new BehaviorSubject<number | null>(stored > 0 ? stored : null);

  const pullOnce = async (checkpoint: Checkpoint | undefined, batchSize: number) => {
    const body = await adminRequest<PickupPull>('GET', 'pickup-verification', {
      query: { storeId, limit: batchSize, xid: checkpoint?.xid, seq: checkpoint?.seq },
    });
    return { documents: body.documents as WithDeleted<PickupCounterDoc>[], checkpoint: body.checkpoint ?? checkpoint ?? undefined };
  };
  const replication: RxReplicationState<PickupCounterDoc, Checkpoint> = replicateRxCollection<PickupCounterDoc, Checkpoint>({
    replicationIdentifier: `pickup-counter-${storeId}`,
    collection: db.pickup_orders,
    live: true,
    retryTime: RESYNC_EVERY_MS,
    autoStart: true,
    pull: {
      batchSize: PULL_BATCH,
      handler: async (checkpoint, batchSize) => {
        // A fresh tablet's first pull (thousands of pickups) goes straight into storage (docs/decisions/007).
        const result = checkpoint
          ? await pullOnce(checkpoint, batchSize)
          : await pullEverythingIntoStorage(replication as unknown as RxReplicationState<unknown, Checkpoint>, {
            name: 'pickup_orders',
            batchSize,
            first: () => pullOnce(undefined, batchSize),
            next: (after) => pullOnce(after, batchSize),
          });
        const now = Date.now();
        localStorage.setItem(lastKey, String(now));
        lastSynced$.next(now);
        return result as { documents: WithDeleted<PickupCounterDoc>[]; checkpoint: Checkpoint | undefined };
      },
    },
  });

  /** Sends these hand-overs; a refusal of several is retried one by one, so only the refused one is marked. */
  const send = async (batch: RxDocument<LocalHandover>[]): Promise<void> => {
    try {
      const { results } = await adminRequest<{ results: HandoverResult[] }>('POST', 'pickup-verification/handovers', {
        body: { handovers: batch.map((h) => ({ id: h.id, orderId: h.orderId, code: h.code, deviceId: h.deviceId, handedOverAt: h.handedOverAt })) },
      });
      const byId = new Map(batch.map((h) => [h.id, h]));
      for (const result of results) {
        const handover = byId.get(result.id);
        if (!handover) continue;
        await handover.incrementalPatch({ state: result.outcome });
        if (result.outcome !== 'collected') await alertOf(handover.toJSON(), result.outcome, { statusOnArrival: result.statusOnArrival });
      }
    } catch (error) {
      // Network or server trouble: they stay queued. A refusal (403, 400) is kept with its reason.
      const refused = error instanceof AdminApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
      if (!refused) throw error;
      if (batch.length > 1) {
        for (const h of batch) await send([h]);
        return;
      }
      await batch[0]!.incrementalPatch({ state: 'refused', refusal: error.message });
      await alertOf(batch[0]!.toJSON(), 'refused', { reason: error.message });
    }
  };

  /** The clerk is told of a flagged or refused hand-over until someone acknowledges it (docs/decisions/072). */
  const alertOf = async (handover: LocalHandover, outcome: HandoverAlertOutcome, answer: Parameters<typeof raiseHandoverAlert>[4]) => {
    const order = await db.pickup_orders.findOne(handover.orderId).exec();
    await raiseHandoverAlert(db.handover_alerts, handover, outcome, order ? (order.toJSON() as PickupCounterDoc) : null, answer);
  };
  // Hand-overs flagged or refused before this tablet kept alerts: told now too.
  for (const flagged of await db.handovers.find({ selector: { state: { $in: ['not_ready', 'duplicate', 'refused'] } } }).exec()) {
    const handover = flagged.toJSON() as LocalHandover;
    await alertOf(handover, handover.state as HandoverAlertOutcome, { reason: handover.refusal ?? undefined });
  }

  let sending = false;
  const sendQueued = async () => {
    if (sending || !navigator.onLine) return;
    sending = true;
    try {
      const queued = (await db.handovers.find({ selector: { state: 'pending' } }).exec()).sort((a, b) => a.handedOverAt.localeCompare(b.handedOverAt));
      if (queued.length === 0) return;
      for (let start = 0; start < queued.length; start += SEND_BATCH) await send(queued.slice(start, start + SEND_BATCH));
      void replication.reSync();
    } catch {
      // Still queued: the next try (online, the timer, the next hand-over) sends them.
    } finally {
      sending = false;
    }
  };

  const syncNow = () => {
    if (!navigator.onLine) return;
    void replication.reSync();
    void sendQueued();
  };
  const firstSync = replication.awaitInitialReplication();
  window.__pickupCounter = {
    storeId,
    openedAt,
    firstSync,
    count: () => db.pickup_orders.count().exec(),
    findByCode: (code) => findByCode(db, storeId, code),
  };
  const timer = window.setInterval(syncNow, RESYNC_EVERY_MS);
  window.addEventListener('online', syncNow);
  void sendQueued();

  return {
    db,
    storeId,
    firstSync,
    lastSynced$,
    syncNow,
    async close() {
      window.clearInterval(timer);
      window.removeEventListener('online', syncNow);
      await replication.cancel();
      await db.close();
    },
  };
}

/** The pickup with this code at this store on the tablet: an open one first, else the latest. */
export async function findByCode(db: CounterDatabase, storeId: string, code: string): Promise<PickupCounterDoc | null> {
  const docs = (await db.pickup_orders.find({ selector: { code, storeId } }).exec()).map((d) => d.toJSON() as PickupCounterDoc);
  if (docs.length === 0) return null;
  const open = docs.filter((d) => OPEN_PICKUP_STATUSES.includes(d.status));
  return (open[0] ?? docs.sort((a, b) => b.updatedAt - a.updatedAt)[0]) ?? null;
}

/** Records a hand-over on the tablet (sent now if online, else when the network returns). */
export async function recordHandover(counter: Counter, doc: PickupCounterDoc, staffName: string): Promise<LocalHandover> {
  const handover: LocalHandover = {
    id: crypto.randomUUID(), orderId: doc.id, code: doc.code, deviceId: deviceId(), staffName,
    handedOverAt: new Date().toISOString(), state: 'pending', refusal: null,
  };
  await counter.db.handovers.insert(handover);
  counter.syncNow();
  return handover;
}

const PULLED_WITHIN_MS = 15_000;

/**
 * Resolves once the tablet holds the order as the server answered it (its status and last change),
 * pulling now; after PULLED_WITHIN_MS it gives up quietly (the regular pulls still bring it).
 */
export async function untilPulled(counter: Counter, record: PickupCounterDoc): Promise<void> {
  counter.syncNow();
  await firstValueFrom(
    counter.db.pickup_orders.findOne(record.id).$.pipe(
      filter((doc) => doc !== null && doc.status === record.status && doc.updatedAt >= record.updatedAt),
      timeout(PULLED_WITHIN_MS),
    ),
  ).catch(() => undefined);
}
