import { useShopInfo } from '../../../lib/shop-info/use-shop-info';
import { StatusBadge, type StatusTone } from './status-badge';

/** A stock count's state, by the same bounds as the APIs' filters (sold out ≤ 0, low 1…the settings' low-stock level). */
export function stockState(count: number, lowStockLevel: number): { label: string; tone: StatusTone } {
  if (count <= 0) return { label: 'sold out', tone: 'bad' };
  if (count <= lowStockLevel) return { label: 'low', tone: 'warning' };
  return { label: 'in stock', tone: 'good' };
}

/** A stock count's state as a badge, at the shop's low-stock level (`prefix`: "US", "UK"). */
export function StockStateBadge({ count, prefix }: { count: number; prefix?: string }) {
  const state = stockState(count, useShopInfo().lowStockLevel);
  return <StatusBadge tone={state.tone}>{prefix ? `${prefix} ${state.label}` : state.label}</StatusBadge>;
}
