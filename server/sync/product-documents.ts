import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import type { ProductDoc } from '../../shared/sync/documents';
import { productDocument } from './mappers/product.mapper';
import { selectLiveStock, selectLiveVariants } from './pull.repo';

/**
 * Product rows as the device holds them: each with its live sizes and stock rows (ADR 015), in the
 * order of `rows`. Read with the caller's connection, so a pull reads them in its own snapshot.
 */
export async function productDocuments(db: Kysely<DB>, rows: readonly Row<'products'>[]): Promise<ProductDoc[]> {
  const ids = rows.map((row) => row.id);
  const [variants, stock] = await Promise.all([selectLiveVariants(db, ids), selectLiveStock(db, ids)]);
  const variantsOf = groupBy(variants, (row) => row.product_id);
  const stockOf = groupBy(stock, (row) => row.product_id);
  return rows.map((row) => productDocument(row, variantsOf.get(row.id) ?? [], stockOf.get(row.id) ?? []));
}

function groupBy<R>(rows: readonly R[], key: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
