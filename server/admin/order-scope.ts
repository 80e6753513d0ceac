import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import type { AppEnv } from '../context';
import type { DB } from '../db/schema';
import { storeColumnInScope, storeScopeOf, type StoreScope } from './store-scope';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Which orders a back-office user may see and change (DECISIONS.md "Store scope", docs/decisions/071):
 * every shipping order, and the pickup orders of the stores in their scope (server/admin/store-scope.ts).
 * The one place every back-office read or change of orders asks: the orders list, its count and CSV,
 * an order's page and its actions, the approvals queue and its decisions, the dashboard, a customer's
 * and a discount's orders.
 */

/** "This order is in the scope", as a SQL condition on an `orders` row aliased `alias` (e.g. `o`). */
export function orderInScope(scope: StoreScope, alias: string): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.ref(`${alias}.delivery_method`)} <> 'pickup' OR ${storeColumnInScope(scope, `${alias}.pickup_store_id`)})`;
}

/**
 * A 404 ("Order not found") unless the order exists and is in the scope: a pickup order of another
 * store is answered as if it did not exist, so its id reveals nothing (docs/decisions/071).
 */
export async function assertOrderInScope(db: Db, scope: StoreScope, orderId: string): Promise<void> {
  if (scope.kind === 'all') return;
  const visible = await db.selectFrom('orders as o').select('o.id').where('o.id', '=', orderId).where(orderInScope(scope, 'o')).executeTakeFirst();
  if (!visible) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
}

/** The signed-in user's store scope, read now (requireScreen has let only a signed-in user through). */
export function orderScopeOf(c: { var: AppEnv['Variables'] }): Promise<StoreScope> {
  return storeScopeOf(c.var.deps.db, c.var.user!);
}

/**
 * Route guard for `/:id…` routes that read or change one order: 404 before anything else runs when
 * the order is outside the user's scope. Mounted after the screen's guard (screenApp), so a role
 * without the screen still gets its 403.
 */
export const orderIdInScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const orderId = c.req.param('id');
  if (orderId !== undefined) await assertOrderInScope(c.var.deps.db, await orderScopeOf(c), orderId);
  return next();
};
