import { sql, type Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';

/** The user's cart lines for these products, locked until the transaction ends. */
export async function selectCartLinesForUpdate(trx: Kysely<DB>, userId: string, productIds: string[]): Promise<Row<'cart_items'>[]> {
  if (productIds.length === 0) return [];
  return trx
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .forUpdate()
    .execute();
}

export async function insertCartLine(
  trx: Kysely<DB>,
  line: { id: string; userId: string; productId: string; variantId: string | null; quantity: number },
): Promise<Row<'cart_items'>> {
  return trx
    .insertInto('cart_items')
    .values({ id: line.id, user_id: line.userId, product_id: line.productId, variant_id: line.variantId, quantity: line.quantity })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the quantity; a delete sets deleted_at, a re-add clears it. */
export async function updateCartLine(trx: Kysely<DB>, id: string, state: { quantity: number; deleted: boolean }): Promise<Row<'cart_items'>> {
  return trx
    .updateTable('cart_items')
    .set({ quantity: state.quantity, deleted_at: state.deleted ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
