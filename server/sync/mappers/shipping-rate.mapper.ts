import type { ShippingRateDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function shippingRateDocument(row: Row<'shipping_rates'>): ShippingRateDoc {
  return {
    id: row.id,
    country: row.country,
    baseRate: row.base_rate,
    freeShippingThreshold: row.free_shipping_threshold,
    isActive: row.is_active,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}
