import type { AdminShippingRate, ShippingRateInput } from '../../../../shared/admin/shipping-rate.schema';
import { resourceQueries } from './resource-queries';

/** Shipping rates: /api/admin/shipping-rates. */
export const shippingRateQueries = resourceQueries<AdminShippingRate, ShippingRateInput>('shipping-rates');
