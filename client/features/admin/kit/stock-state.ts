import { LOW_STOCK_LEVEL } from '../../../../shared/catalog/badges';
import type { StatusTone } from './status-badge';

/** A stock count's state, by the same bounds as the APIs' filters (sold out ≤ 0, low 1…LOW_STOCK_LEVEL). */
export function stockState(count: number): { label: string; tone: StatusTone } {
  if (count <= 0) return { label: 'sold out', tone: 'bad' };
  if (count <= LOW_STOCK_LEVEL) return { label: 'low', tone: 'warning' };
  return { label: 'in stock', tone: 'good' };
}
