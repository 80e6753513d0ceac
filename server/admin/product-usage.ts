import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import type { DeleteQuery } from '../../shared/admin/fields';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import type { DB } from '../db/schema';
import { recordChange, type AuditScope } from '../platform/audit';

/** A record products point at (a category or a brand) and the products column that does. */
export interface ProductOwner {
  column: 'category_id' | 'brand_id';
  table: 'categories' | 'brands';
  /** The audit log's entity type and the word for it in messages. */
  entityType: 'category' | 'brand';
}

/** The number of live products that use the record of the row being selected (a list's productCount column). */
export function liveProductCount<TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, owner: Pick<ProductOwner, 'column' | 'table'>) {
  return eb
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(sql<boolean>`${sql.ref(`products.${owner.column}`)} = ${sql.ref(`${owner.table}.id`)}`)
    .where(sql<boolean>`products.deleted_at is null`)
    .as('product_count');
}

/**
 * Before a category or brand is deleted: refused with the number of live products that use it
 * ("This category is used by 3 products"), unless `moveTo` names another live one of its kind, to
 * which the products then move in the same transaction (audited as 'move-products').
 */
export async function moveProductsOrRefuse(
  trx: Transaction<DB>,
  scope: AuditScope,
  owner: ProductOwner,
  id: string,
  query: DeleteQuery,
): Promise<void> {
  const { column, table, entityType } = owner;
  const used = await trx
    .selectFrom('products')
    .select('id')
    .where(column, '=', id)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (used.length === 0) return;
  if (query.moveTo === undefined) {
    const message = ADMIN_TEXTS.usedByProducts(entityType, used.length);
    throw new AppError('CONFLICT', message, { moveTo: ADMIN_TEXTS.chooseWhereToMove(message) });
  }
  const target = await trx.selectFrom(table).select(['id', 'deleted_at']).where('id', '=', query.moveTo).forShare().executeTakeFirst();
  if (!target || target.deleted_at !== null || target.id === id) {
    throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { moveTo: ADMIN_TEXTS.chooseLiveTarget(entityType) });
  }
  const productIds = used.map((row) => row.id);
  await trx.updateTable('products').set({ [column]: target.id }).where('id', 'in', productIds).execute();
  await recordChange(trx, scope, {
    action: 'move-products',
    entityType,
    entityId: id,
    before: { [column]: id, productIds },
    after: { [column]: target.id, productIds },
  });
}
