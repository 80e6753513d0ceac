import { LOW_STOCK_LEVEL } from '../../../../shared/catalog/badges';
import type { StockState } from '../../../../shared/admin/product.schema';

/** A country's stock as the storefront's badge says it (shared/catalog/badges.ts): sold out at 0, low up to LOW_STOCK_LEVEL. */
export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'sold-out';
  return stock <= LOW_STOCK_LEVEL ? 'low' : 'in';
}

export const STOCK_STATE_LABELS: Record<StockState, string> = { in: 'In stock', low: 'Low stock', 'sold-out': 'Sold out' };
