import { shippingRateInputSchema, shippingRateListQuerySchema, shippingRateUpdateSchema } from '../../../shared/admin/shipping-rate.schema';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { shippingRatesService } from './shipping-rates.service';

/** /api/admin/shipping-rates (admin only). */
export const shippingRatesRoutes = resourceRoutes(screenApp('shipping-rates'), shippingRatesService, {
  listQuery: shippingRateListQuerySchema,
  input: shippingRateInputSchema,
  update: shippingRateUpdateSchema,
});
