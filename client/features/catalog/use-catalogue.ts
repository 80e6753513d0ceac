import type { Country } from '../../../shared/money';
import { activeShippingRate } from '../../../shared/checkout/shipping-rate';
import { DEFAULT_SHIPPING_RATE } from '../../../shared/checkout/totals';
import type { ShippingRateDoc } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useFirstScreenCopy } from './use-first-screen';

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
  // Until the country's shipping_rates row has arrived: the default rate's threshold (SPEC §9).
  return (activeShippingRate(rows, country) ?? DEFAULT_SHIPPING_RATE).freeShippingThreshold;
}
