import { sql, type RawBuilder } from 'kysely';

/**
 * The moment the order `alias` became a sale (shared/orders/sale-day.ts): when its payment was taken,
 * orders.paid_at (recorded by the database, migration 0036). The dashboard and the analytics rollups
 * both place a sale on this moment's shop day, so they never disagree on which day a sale was.
 */
export function saleMoment(alias: string): RawBuilder<Date> {
  return sql<Date>`${sql.ref(`${alias}.paid_at`)}`;
}
