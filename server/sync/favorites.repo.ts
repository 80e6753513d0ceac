import { sql, type Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';

/** The user's favourites for these products, locked until the transaction ends. */
export async function selectFavoritesForUpdate(trx: Kysely<DB>, userId: string, productIds: string[]): Promise<Row<'favorites'>[]> {
  if (productIds.length === 0) return [];
  return trx
    .selectFrom('favorites')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .forUpdate()
    .execute();
}

export async function insertFavorite(trx: Kysely<DB>, favorite: { id: string; userId: string; productId: string }): Promise<Row<'favorites'>> {
  return trx
    .insertInto('favorites')
    .values({ id: favorite.id, user_id: favorite.userId, product_id: favorite.productId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Un-favouriting is a soft delete; favouriting again revives the same row. */
export async function setFavoriteDeleted(trx: Kysely<DB>, id: string, deleted: boolean): Promise<Row<'favorites'>> {
  return trx
    .updateTable('favorites')
    .set({ deleted_at: deleted ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
