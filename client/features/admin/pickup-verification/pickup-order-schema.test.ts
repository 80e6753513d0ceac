import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxJsonSchema, type WithDeleted } from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';
import { pickupOrderMigrations, pickupOrderSchema } from './pickup-order-schema';

// A tablet that already holds the counter's pickups at version 0 (before issue 23, point 9) opens the
// counter after the update (docs/decisions/075): its pickups are kept for offline look-ups, the new
// fields empty, and its pull resumes from the same checkpoint, so the server's re-sent documents
// (migration 0034 moved them in the change stream) fill them in. RxDB's Dexie storage on fake-indexeddb.

addRxPlugin(RxDBMigrationSchemaPlugin);

type Checkpoint = { xid: string; seq: number };
/** An answer of the pull (version 0 documents lack the new fields). */
type Pull = { documents: Array<Partial<WithDeleted<PickupCounterDoc>>>; checkpoint: Checkpoint };
type Collections = { pickup_orders: RxCollection<PickupCounterDoc> };

/** The schema tablets held before (version 0), as it was. */
const VERSION_0: RxJsonSchema<Omit<PickupCounterDoc, 'total' | 'currency' | 'contactPhone' | 'holdUntil'>> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 }, orderNumber: { type: 'string', maxLength: 64 }, storeId: { type: 'string', maxLength: 64 },
    code: { type: 'string', maxLength: 16 }, status: { type: 'string', maxLength: 32 }, customerName: { type: 'string' },
    items: { type: 'array' }, collectedAt: { type: ['string', 'null'] }, collectedByName: { type: ['string', 'null'] },
    flag: { type: ['string', 'null'] }, handovers: { type: 'array' },
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'orderNumber', 'storeId', 'code', 'status', 'customerName', 'items', 'updatedAt'],
  indexes: ['code'],
};

const oldDoc = (id: string, code: string) => ({
  id, orderNumber: `TS-${id}`, storeId: 's-a', code, status: 'ready_for_pickup' as const, customerName: 'Pat Parent',
  items: [{ name: 'Ball', size: null, quantity: 1 }], collectedAt: null, collectedByName: null, flag: null, handovers: [], updatedAt: 1000,
});
const FIELDS = { total: 2599, currency: 'USD' as const, contactPhone: '+1 212 555 0100', holdUntil: '2026-12-08T10:00:00.000Z' };

const indexedDB = new IDBFactory();
const name = `counter${Date.now()}`;
const opened: RxDatabase<Collections>[] = [];

async function open(schema: RxJsonSchema<PickupCounterDoc>, migrations = {}): Promise<RxCollection<PickupCounterDoc>> {
  const db = await createRxDatabase<Collections>({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }), multiInstance: false });
  opened.push(db);
  await db.addCollections({ pickup_orders: { schema, migrationStrategies: migrations } });
  return db.pickup_orders;
}

/** The counter's pull-only replication, answered by `answer`; resolves with the checkpoints it was asked from. */
async function replicate(collection: RxCollection<PickupCounterDoc>, answer: (checkpoint: Checkpoint | undefined) => Pull): Promise<Array<Checkpoint | undefined>> {
  const asked: Array<Checkpoint | undefined> = [];
  const replication = replicateRxCollection<PickupCounterDoc, Checkpoint>({
    replicationIdentifier: 'pickup-counter-s-a',
    collection,
    live: false,
    pull: {
      handler: async (checkpoint) => {
        asked.push(checkpoint);
        return answer(checkpoint) as { documents: WithDeleted<PickupCounterDoc>[]; checkpoint: Checkpoint };
      },
    },
  });
  await replication.awaitInitialReplication();
  await replication.cancel();
  return asked;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('the tablet\'s pickups at version 0, opened by the counter at version 1', () => {
  it('are kept with the new fields empty (or as an older page already stored them), and the pull resumes from its checkpoint', async () => {
    const before = await open(VERSION_0 as RxJsonSchema<PickupCounterDoc>);
    // One pulled before the server sent the new fields; one an older page pulled after (it kept them).
    const pulledBefore = oldDoc('o-1', 'KAAAA2');
    const pulledAfter = { ...oldDoc('o-2', 'KAAAA3'), ...FIELDS };
    await replicate(before, (checkpoint) => (checkpoint
      ? { documents: [], checkpoint }
      : { documents: [{ ...pulledBefore, _deleted: false }, { ...pulledAfter, _deleted: false }], checkpoint: { xid: '900', seq: 42 } }));
    expect(await before.count().exec()).toBe(2);
    await before.database.close();

    const after = await open(pickupOrderSchema, pickupOrderMigrations);
    expect((await after.findOne('o-1').exec())?.toJSON()).toMatchObject({ code: 'KAAAA2', total: null, currency: null, contactPhone: null, holdUntil: null });
    expect((await after.findOne('o-2').exec())?.toJSON()).toMatchObject({ code: 'KAAAA3', ...FIELDS });
    // Found by code offline as before.
    expect((await after.find({ selector: { code: 'KAAAA2' } }).exec()).map((doc) => doc.id)).toEqual(['o-1']);

    // The server re-sends the first (moved in its change stream): it is asked from the kept checkpoint.
    const asked = await replicate(after, (checkpoint) => (checkpoint?.seq === 42
      ? { documents: [{ ...pulledBefore, ...FIELDS, updatedAt: 2000, _deleted: false }], checkpoint: { xid: '950', seq: 43 } }
      : { documents: [], checkpoint: checkpoint! }));
    expect(asked[0]).toEqual({ xid: '900', seq: 42 });
    expect((await after.findOne('o-1').exec())?.toJSON()).toMatchObject({ ...FIELDS, updatedAt: 2000 });
  });
});
