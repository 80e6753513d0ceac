import type { StoreDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function storeDocument(row: Row<'stores'>): StoreDoc {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    addressLine1: row.address_line_1,
    addressLine2: row.address_line_2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    phone: row.phone,
    email: row.email,
    openingHours: row.opening_hours.map((hours) => ({ day: hours.day, opens: hours.opens, closes: hours.closes })),
    latitude: row.latitude,
    longitude: row.longitude,
    pickupEnabled: row.pickup_enabled,
    isActive: row.is_active,
    updatedAt: isoTime(row.updated_at),
  };
}
