import { sql } from 'kysely';
import type { Database } from '../db/database';
import { changeDetails, parseVariationId, type InventoryChange } from './till-protocol';

export type ChangeOutcome = 'applied' | 'duplicate' | 'unmatched' | 'invalid';

/**
 * Applies one inventory change from the till to the store's pickup stock, once (docs/decisions/055):
 * - the change is recorded under its till id first; a change seen before (a duplicated webhook, a
 *   change the reconciliation pull finds again) changes nothing;
 * - "the latest physical count, then later adjustments, by the till's timestamp": an adjustment
 *   older than the latest count is already in that count and changes nothing; a count newer than
 *   the latest sets the stock to its quantity plus the adjustments after it that arrived before it
 *   (a reordered delivery); an older count changes nothing;
 * - stock never goes below zero (a till may sell what it did not count; the shop offers none).
 * The location id is the store's id; the variation id names the product or size (till-protocol.ts).
 */
export async function applyTillChange(db: Database, change: InventoryChange, via: 'webhook' | 'pull'): Promise<ChangeOutcome> {
  const d = changeDetails(change);
  const occurredAt = new Date(d.occurredAt);
  if (!d.id || !d.locationId || !d.catalogObjectId || Number.isNaN(occurredAt.getTime())) return 'invalid';
  return db.transaction().execute(async (trx) => {
    const item = parseVariationId(d.catalogObjectId);
    let offer: { id: string; stock: number } | undefined;
    if (item) {
      let query = trx.selectFrom('pickup_products').select(['id', 'stock']).where('store_id', '=', d.locationId).where('deleted_at', 'is', null);
      if ('variantId' in item) query = query.where('variant_id', '=', item.variantId);
      else query = query.where('product_id', '=', item.productId).where('variant_id', 'is', null);
      // The offer's row is the lock every change to this item's stock takes, so two changes apply one after the other.
      offer = await query.forUpdate().executeTakeFirst();
    }
    const inserted = await trx
      .insertInto('till_inventory_changes')
      .values({ id: d.id, type: d.type, location_id: d.locationId, catalog_object_id: d.catalogObjectId, quantity: d.quantity, occurred_at: occurredAt, received_via: via })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'duplicate';
    if (!offer) return 'unmatched';
    const latestCount = await trx
      .selectFrom('till_inventory_changes')
      .select(['id', 'quantity', 'occurred_at'])
      .where('location_id', '=', d.locationId)
      .where('catalog_object_id', '=', d.catalogObjectId)
      .where('type', '=', 'PHYSICAL_COUNT')
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    let stock: number | null = null;
    if (d.type === 'ADJUSTMENT') {
      if (!latestCount || occurredAt > latestCount.occurred_at) stock = offer.stock + d.quantity;
    } else if (latestCount?.id === d.id) {
      const after = await trx
        .selectFrom('till_inventory_changes')
        .select(sql<number>`coalesce(sum(quantity), 0)::integer`.as('delta'))
        .where('location_id', '=', d.locationId)
        .where('catalog_object_id', '=', d.catalogObjectId)
        .where('type', '=', 'ADJUSTMENT')
        .where('occurred_at', '>', occurredAt)
        .executeTakeFirstOrThrow();
      stock = d.quantity + Number(after.delta);
    }
    if (stock !== null && Math.max(0, stock) !== offer.stock) {
      await trx.updateTable('pickup_products').set({ stock: Math.max(0, stock), updated_at: new Date() }).where('id', '=', offer.id).execute();
    }
    return 'applied';
  });
}
