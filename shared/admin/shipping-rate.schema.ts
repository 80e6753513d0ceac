import * as z from 'zod';
import { listQuerySchema } from './list-query';
import { activeDeletedFilters } from './fields';

const minor = (label: string) =>
  z
    .number(`Enter ${label} in whole cents or pence`)
    .int(`Enter ${label} in whole cents or pence`)
    .min(0, `${label.charAt(0).toUpperCase()}${label.slice(1)} cannot be negative`)
    .max(100_000_000, 'That amount is too large');

/** A country's shipping rate as the back office edits it. The storefront uses the cheapest active one (shared/checkout/shipping-rate.ts). */
export const shippingRateInputSchema = z.object({
  country: z.enum(['US', 'UK'], 'Choose US or UK'),
  /** Minor units of the country's currency. */
  baseRate: minor('the base rate'),
  /** Shipping is free when the subtotal after discount reaches this (minor units). */
  freeShippingThreshold: minor('the free-shipping threshold'),
  isActive: z.boolean().default(true),
});
export type ShippingRateInput = z.infer<typeof shippingRateInputSchema>;

export const shippingRateUpdateSchema = shippingRateInputSchema.extend({ version: z.string().min(1) });

/** Shipping rates list: filter by country, active and deleted. */
export const shippingRateListQuerySchema = listQuerySchema({ ...activeDeletedFilters, country: z.enum(['US', 'UK']).optional() });
export type ShippingRateListQuery = z.infer<typeof shippingRateListQuerySchema>;
export const SHIPPING_RATE_SORTS = ['country', 'baseRate', 'freeShippingThreshold', 'updatedAt'] as const;

export interface AdminShippingRate {
  id: string;
  country: 'US' | 'UK';
  baseRate: number;
  freeShippingThreshold: number;
  isActive: boolean;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
