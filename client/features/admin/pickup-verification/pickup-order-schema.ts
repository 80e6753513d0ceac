import type { MigrationStrategies, RxJsonSchema } from 'rxdb/plugins/core';
import type { PickupCounterDoc } from '../../../../shared/admin/pickup-verification.schema';

// The tablet's copy of its store's pickups (docs/decisions/042). RxDB refuses a changed schema at the
// same version, so a change is a new version with its migration (docs/decisions/075).

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const orNull = (type: 'string' | 'number') => ({ type: [type, 'null'] }) as const;

export const pickupOrderSchema: RxJsonSchema<PickupCounterDoc> = {
  // 1: total, currency, contactPhone and holdUntil (issue 23, point 9).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: text(64), orderNumber: text(64), storeId: text(64), code: text(16), status: text(32), customerName: { type: 'string' },
    items: { type: 'array' }, collectedAt: orNull('string'), collectedByName: orNull('string'),
    flag: orNull('string'), handovers: { type: 'array' },
    total: orNull('number'), currency: orNull('string'), contactPhone: orNull('string'), holdUntil: orNull('string'),
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'orderNumber', 'storeId', 'code', 'status', 'customerName', 'items', 'updatedAt'],
  indexes: ['code'],
};

/**
 * Version 0 documents are kept (the counter answers from them offline) with the new fields empty
 * until the server sends them again; a copy already holding them (an older page pulled them) keeps them.
 * The replication's checkpoint is migrated with the collection, and migration 0034 moved every
 * document a tablet can pull in the change stream, so the next pull brings them all.
 */
export const pickupOrderMigrations: MigrationStrategies = {
  1: (doc: Partial<PickupCounterDoc>) => ({
    ...doc,
    total: doc.total ?? null,
    currency: doc.currency ?? null,
    contactPhone: doc.contactPhone ?? null,
    holdUntil: doc.holdUntil ?? null,
  }),
};
