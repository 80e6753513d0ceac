import type { AdminShippingRate, ShippingRateInput, ShippingRateListQuery } from '../../../shared/admin/shipping-rate.schema';
import { resourceService } from '../resource.service';
import { findShippingRate, shippingRateColumns, shippingRateList } from './shipping-rates.repo';

/**
 * Shipping rates: per country base rate and free-shipping threshold. shipping_rates is a synced
 * table, so every write reaches open storefronts through the change feed (the benefits strip,
 * product accordions, cart); checkout reads the cheapest active rate per order.
 */
export const shippingRatesService = resourceService<ShippingRateListQuery, ShippingRateInput, AdminShippingRate>({
  table: 'shipping_rates',
  entityType: 'shipping_rate',
  ...shippingRateList,
  find: findShippingRate,
  columns: shippingRateColumns,
});
