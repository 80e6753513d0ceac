import { randomUUID } from 'node:crypto';
import { AppError, type FieldErrors } from '../../shared/errors';
import { cartItemKey, type CartItemDoc } from '../../shared/sync/documents';
import type { Database } from '../db/database';
import type { Row } from '../db/schema';
import { insertCartLine, selectCartLinesForUpdate, updateCartLine } from './cart-items.repo';
import { findProductIds, findVariantProducts, lockUserCollection } from './push.repo';
import { decidePush, type PushedChange } from './push-decision';
import { cartItemDocument } from './mappers/cart-item.mapper';
import { tombstoned } from './sync-sources';

type CartItemDocument = CartItemDoc & { _deleted: boolean };

// updatedAt is the server's; the id follows from productId and variantId.
const sameCartLine = (a: CartItemDoc, b: CartItemDoc): boolean =>
  a.productId === b.productId && a.variantId === b.variantId && a.quantity === b.quantity;

/**
 * Applies a device's cart changes for the signed-in user and returns the conflicts (the
 * master lines the device must adopt). Lines are keyed by (user, product, variant).
 */
export async function pushCartItems(db: Database, userId: string, changes: PushedChange<CartItemDoc>[]): Promise<CartItemDocument[]> {
  await assertValidCartLines(db, changes);
  const toDocument = (row: Row<'cart_items'>) => tombstoned(cartItemDocument(row), row);

  return db.transaction().execute(async (trx) => {
    await lockUserCollection(trx, 'cart_items', userId);
    const productIds = [...new Set(changes.map((change) => change.newDocumentState.productId))];
    const rows = await selectCartLinesForUpdate(trx, userId, productIds);
    const lines = new Map<string, Row<'cart_items'>>(rows.map((row) => [cartItemKey(row.product_id, row.variant_id), row]));
    const conflicts: CartItemDocument[] = [];

    for (const change of changes) {
      const doc = change.newDocumentState;
      const row = lines.get(doc.id) ?? null;
      const master = row ? toDocument(row) : null;
      const decision = decidePush(master, change, sameCartLine);
      if (decision === 'conflict' && master) conflicts.push(master);
      if (decision !== 'write') continue;
      const written = row
        ? await updateCartLine(trx, row.id, { quantity: doc.quantity, deleted: doc._deleted })
        : await insertCartLine(trx, { id: randomUUID(), userId, productId: doc.productId, variantId: doc.variantId, quantity: doc.quantity });
      // A second change to the same line in one push is judged against this write.
      lines.set(doc.id, written);
    }
    return conflicts;
  });
}

/**
 * Refuses the whole push before writing anything when a line is malformed: its id is not
 * its key, or it names a product or variant that does not exist (a client bug, not a race).
 */
async function assertValidCartLines(db: Database, changes: PushedChange<CartItemDoc>[]): Promise<void> {
  const fields: FieldErrors = {};
  const live = changes.map((change) => change.newDocumentState).filter((doc) => !doc._deleted);
  const products = await findProductIds(db, [...new Set(live.map((doc) => doc.productId))]);
  const variants = await findVariantProducts(db, [...new Set(live.flatMap((doc) => (doc.variantId ? [doc.variantId] : [])))]);

  changes.forEach(({ newDocumentState: doc }, index) => {
    const key = cartItemKey(doc.productId, doc.variantId);
    if (doc.id !== key) fields[String(index)] = `id must be "${key}" for this productId and variantId`;
    else if (doc._deleted) return;
    else if (!products.has(doc.productId)) fields[String(index)] = `productId: no product "${doc.productId}"`;
    else if (doc.variantId !== null && variants.get(doc.variantId) !== doc.productId) {
      fields[String(index)] = `variantId: "${doc.variantId}" is not a variant of product "${doc.productId}"`;
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError('INVALID_DATA', 'Invalid cart items', fields);
}
