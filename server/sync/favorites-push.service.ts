import { randomUUID } from 'node:crypto';
import { AppError, type FieldErrors } from '../../shared/errors';
import type { FavoriteDoc } from '../../shared/sync/documents';
import type { Database } from '../db/database';
import type { Row } from '../db/schema';
import { insertFavorite, selectFavoritesForUpdate, setFavoriteDeleted } from './favorites.repo';
import { findProductIds, lockUserCollection } from './push.repo';
import { decidePush, type PushedChange } from './push-decision';
import { favoriteDocument } from './mappers/favorite.mapper';
import { tombstoned } from './sync-sources';

type FavoriteDocument = FavoriteDoc & { _deleted: boolean };

const sameFavorite = (a: FavoriteDoc, b: FavoriteDoc): boolean => a.productId === b.productId;

/** Applies a device's favourite changes for the signed-in user and returns the conflicts. */
export async function pushFavorites(db: Database, userId: string, changes: PushedChange<FavoriteDoc>[]): Promise<FavoriteDocument[]> {
  await assertValidFavorites(db, changes);
  const toDocument = (row: Row<'favorites'>) => tombstoned(favoriteDocument(row), row);

  return db.transaction().execute(async (trx) => {
    await lockUserCollection(trx, 'favorites', userId);
    const productIds = [...new Set(changes.map((change) => change.newDocumentState.productId))];
    const rows = await selectFavoritesForUpdate(trx, userId, productIds);
    const favorites = new Map<string, Row<'favorites'>>(rows.map((row) => [row.product_id, row]));
    const conflicts: FavoriteDocument[] = [];

    for (const change of changes) {
      const doc = change.newDocumentState;
      const row = favorites.get(doc.productId) ?? null;
      const master = row ? toDocument(row) : null;
      const decision = decidePush(master, change, sameFavorite);
      if (decision === 'conflict' && master) conflicts.push(master);
      if (decision !== 'write') continue;
      const written = row
        ? await setFavoriteDeleted(trx, row.id, doc._deleted)
        : await insertFavorite(trx, { id: randomUUID(), userId, productId: doc.productId });
      favorites.set(doc.productId, written);
    }
    return conflicts;
  });
}

/** Refuses the whole push when an id is not its product id or names an unknown product. */
async function assertValidFavorites(db: Database, changes: PushedChange<FavoriteDoc>[]): Promise<void> {
  const fields: FieldErrors = {};
  const live = changes.map((change) => change.newDocumentState).filter((doc) => !doc._deleted);
  const products = await findProductIds(db, [...new Set(live.map((doc) => doc.productId))]);

  changes.forEach(({ newDocumentState: doc }, index) => {
    if (doc.id !== doc.productId) fields[String(index)] = 'id must equal productId';
    else if (!doc._deleted && !products.has(doc.productId)) fields[String(index)] = `productId: no product "${doc.productId}"`;
  });
  if (Object.keys(fields).length > 0) throw new AppError('INVALID_DATA', 'Invalid favorites', fields);
}
