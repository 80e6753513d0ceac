import type { Country } from '../../../shared/money';
import { activeShippingRate } from '../../../shared/checkout/shipping-rate';
import type { ShippingRateDoc } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useFirstScreenCopy } from './use-first-screen';

/** Default free-shipping threshold (SPEC §9) until the country's shipping_rates row has arrived. */
export const DEFAULT_FREE_SHIPPING_FROM = 9900;

/**
 * The free-shipping threshold of the country's active shipping rate (lowest base rate first);
 * `fromServer`: the first screen's active rates, used until the catalogue has synced.
 */
export function useFreeShippingThreshold(country: Country, fromServer?: readonly ShippingRateDoc[]): number {
  const rate = useRxQuery(
    (db) => db.shipping_rates.find({ selector: { country, isActive: true } }).$,
    [country],
  );
  const server = useFirstScreenCopy(fromServer, [rate]);
  const rows = server ? server.filter((row) => row.country === country) : (rate.data ?? []);
  return activeShippingRate(rows, country)?.freeShippingThreshold ?? DEFAULT_FREE_SHIPPING_FROM;
}

/** Active categories in display order, and active brands by name. */
export function useCategories() {
  return useRxQuery((db) => db.categories.find({ selector: { isActive: true }, sort: [{ displayOrder: 'asc' }] }).$, []);
}

export function useActiveBrands(limit?: number) {
  return useRxQuery(
    (db) => db.brands.find({ selector: { isActive: true }, sort: [{ name: 'asc' }], ...(limit ? { limit } : {}) }).$,
    [limit ?? null],
  );
}
