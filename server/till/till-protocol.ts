import { createHmac, timingSafeEqual } from 'node:crypto';

// The till's wire format, shaped like Square's Catalog and Inventory APIs (v2; docs/decisions/055):
// snake_case JSON, quantities as decimal strings, money as { amount, currency } in minor units.

export type InventoryState = 'IN_STOCK' | 'SOLD' | 'NONE' | 'WASTE';

export interface Money {
  amount: number;
  currency: 'USD' | 'GBP';
}

export interface PhysicalCount {
  id?: string;
  catalog_object_id: string;
  location_id: string;
  state: InventoryState;
  quantity: string;
  occurred_at: string;
  created_at?: string;
}

export interface InventoryAdjustment {
  id?: string;
  catalog_object_id: string;
  location_id: string;
  from_state: InventoryState;
  to_state: InventoryState;
  quantity: string;
  occurred_at: string;
  created_at?: string;
}

export type InventoryChange =
  | { type: 'PHYSICAL_COUNT'; physical_count: PhysicalCount }
  | { type: 'ADJUSTMENT'; adjustment: InventoryAdjustment };

export interface InventoryCount {
  catalog_object_id: string;
  location_id: string;
  state: 'IN_STOCK';
  quantity: string;
  calculated_at: string;
}

export interface CatalogItemVariation {
  type: 'ITEM_VARIATION';
  id: string;
  item_variation_data: {
    item_id: string;
    name: string;
    pricing_type: 'FIXED_PRICING';
    price_money: Money;
    location_overrides: Array<{ location_id: string; price_money: Money }>;
  };
}

export interface CatalogItem {
  type: 'ITEM';
  id: string;
  present_at_all_locations: false;
  present_at_location_ids: string[];
  item_data: { name: string; variations: CatalogItemVariation[] };
}

export interface BatchUpsertCatalogRequest {
  idempotency_key: string;
  batches: Array<{ objects: CatalogItem[] }>;
}

export interface BatchChangeInventoryRequest {
  idempotency_key: string;
  changes: InventoryChange[];
}

export interface BatchRetrieveInventoryChangesRequest {
  location_ids?: string[];
  types?: Array<'PHYSICAL_COUNT' | 'ADJUSTMENT'>;
  updated_after?: string;
  cursor?: string;
  limit?: number;
}

export interface BatchRetrieveInventoryChangesResponse {
  changes: InventoryChange[];
  cursor?: string;
}

export interface BatchRetrieveInventoryCountsRequest {
  location_ids?: string[];
  cursor?: string;
  limit?: number;
}

export interface BatchRetrieveInventoryCountsResponse {
  counts: InventoryCount[];
  cursor?: string;
}

/** A webhook notification: one inventory change (event type `inventory.change.created`). */
export interface TillWebhookEvent {
  merchant_id: string;
  type: 'inventory.change.created';
  event_id: string;
  created_at: string;
  data: { type: 'inventory_change'; id: string; object: { inventory_change: InventoryChange } };
}

export const SIGNATURE_HEADER = 'x-square-hmacsha256-signature';

/** Square's webhook signature: base64 HMAC-SHA256, keyed by the subscription's signature key, over notification URL + raw body. */
export function webhookSignature(signatureKey: string, notificationUrl: string, body: string): string {
  return createHmac('sha256', signatureKey).update(notificationUrl + body).digest('base64');
}

/** Compares in constant time; a missing or malformed signature is simply not valid. */
export function isValidWebhookSignature(signatureKey: string, notificationUrl: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(webhookSignature(signatureKey, notificationUrl, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The id, item, location and till time of a change, whichever kind it is. */
export function changeDetails(change: InventoryChange): { id: string; locationId: string; catalogObjectId: string; occurredAt: string; type: InventoryChange['type']; quantity: number } {
  if (change.type === 'PHYSICAL_COUNT') {
    const c = change.physical_count;
    return { id: c.id ?? '', locationId: c.location_id, catalogObjectId: c.catalog_object_id, occurredAt: c.occurred_at, type: change.type, quantity: wholeUnits(c.quantity) };
  }
  const a = change.adjustment;
  const units = wholeUnits(a.quantity);
  // Only moves into or out of IN_STOCK change what the store can sell.
  const delta = a.to_state === 'IN_STOCK' && a.from_state !== 'IN_STOCK' ? units : a.from_state === 'IN_STOCK' && a.to_state !== 'IN_STOCK' ? -units : 0;
  return { id: a.id ?? '', locationId: a.location_id, catalogObjectId: a.catalog_object_id, occurredAt: a.occurred_at, type: change.type, quantity: delta };
}

/** The till sends decimal strings; the shop's stock is whole units (a fraction is rounded down). */
export function wholeUnits(quantity: string): number {
  const value = Number(quantity);
  return Number.isFinite(value) ? Math.floor(value) : 0;
}

/** The till's catalog ids for the shop's products and sizes: an item per product, a variation per size (or one for a product without sizes). */
export const catalogIds = {
  item: (productId: string) => `item:${productId}`,
  variation: (productId: string, variantId: string | null) => (variantId ? `size:${variantId}` : `product:${productId}`),
};

/** Back from a variation id: which product or size it is. */
export function parseVariationId(id: string): { productId: string } | { variantId: string } | null {
  if (id.startsWith('product:')) return { productId: id.slice('product:'.length) };
  if (id.startsWith('size:')) return { variantId: id.slice('size:'.length) };
  return null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 192;
const isTime = (value: unknown): boolean => isText(value) && !Number.isNaN(Date.parse(value));
const isQuantity = (value: unknown): boolean => isText(value) && /^\d+(\.\d+)?$/.test(value) && Number(value) <= 1_000_000;

/** Whether a value is a well-formed inventory change (ids, quantity, time), as both sides check what they receive. */
export function isInventoryChange(change: unknown): change is InventoryChange {
  const c = change as Partial<{ type: string; physical_count: Record<string, unknown>; adjustment: Record<string, unknown> }> | null;
  if (c?.type === 'PHYSICAL_COUNT' && c.physical_count) {
    const p = c.physical_count;
    return isText(p.catalog_object_id) && isText(p.location_id) && isQuantity(p.quantity) && isTime(p.occurred_at);
  }
  if (c?.type === 'ADJUSTMENT' && c.adjustment) {
    const a = c.adjustment;
    return isText(a.catalog_object_id) && isText(a.location_id) && isText(a.from_state) && isText(a.to_state) && isQuantity(a.quantity) && isTime(a.occurred_at);
  }
  return false;
}
