import * as z from 'zod';
import { COUNTRIES } from '../money';
import { text } from '../text.schema';

// The documents the device holds, as replicated by /api/sync. Money is integer minor units;
// times are ISO strings. A soft-deleted row travels as its document with `_deleted: true`.

// Ids and times also arrive from devices (cart and favourite pushes): text, never control characters.
const id = text().min(1).max(64);
const money = z.number().int().min(0);
const isoTime = text().max(40);

export const countrySchema = z.enum(COUNTRIES);

/** A size of a product, carried inside its product document. */
export const productVariantSchema = z.object({
  id,
  variantName: z.string(),
  price: money.nullable(),
  priceUk: money.nullable(),
  priceAdjustment: z.number().int(),
  /** The size's own picture, packed as shared/catalog/product-pictures.ts says; null: the product's main one. */
  picture: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** One inventory row of a product, carried inside its product document (variantId null: no size). */
export const stockLevelSchema = z.object({
  variantId: id.nullable(),
  country: countrySchema,
  stock: z.number().int().min(0),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

/**
 * A product with its live sizes (display order) and its stock rows: one document per product, so a
 * fresh device stores 10,000 records for 10,000 products rather than one per size and stock row
 * (docs/decisions/015-product-documents-carry-sizes-and-stock.md). A change to a size or a stock row
 * re-sends the product.
 */
export const productDocSchema = z.object({
  id,
  name: z.string(),
  price: money,
  priceUk: money.nullable(),
  /**
   * Every picture, main one first, packed (shared/catalog/product-pictures.ts: a picture in the
   * product's own drawn folder is its file name alone; docs/decisions/076).
   */
  pictures: z.array(z.string()),
  description: z.string(),
  categoryId: id.nullable(),
  brandId: id.nullable(),
  releaseDate: isoTime.nullable(),
  isFeatured: z.boolean(),
  variants: z.array(productVariantSchema),
  stock: z.array(stockLevelSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ProductDoc = z.infer<typeof productDocSchema>;

export const categoryDocSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  updatedAt: isoTime,
});
export type CategoryDoc = z.infer<typeof categoryDocSchema>;

export const brandDocSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: isoTime,
});
export type BrandDoc = z.infer<typeof brandDocSchema>;

export const heroSlideDocSchema = z.object({
  id,
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ctaText: z.string(),
  ctaLink: z.string(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  updatedAt: isoTime,
});
export type HeroSlideDoc = z.infer<typeof heroSlideDocSchema>;

export const openingHoursSchema = z.object({
  day: z.number().int().min(0).max(6),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

export const storeDocSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  country: countrySchema,
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: z.array(openingHoursSchema),
  latitude: z.number(),
  longitude: z.number(),
  pickupEnabled: z.boolean(),
  isActive: z.boolean(),
  updatedAt: isoTime,
});
export type StoreDoc = z.infer<typeof storeDocSchema>;

/**
 * A product (or one size of it) a store offers for pickup, with that store's own stock. Devices
 * hold only active rows of active, pickup-enabled stores: any other row travels as a tombstone.
 */
export const pickupProductDocSchema = z.object({
  id,
  storeId: id,
  productId: id,
  variantId: id.nullable(),
  stock: z.number().int().min(0),
  isActive: z.boolean(),
  updatedAt: isoTime,
});
export type PickupProductDoc = z.infer<typeof pickupProductDocSchema>;

export const shippingRateDocSchema = z.object({
  id,
  country: countrySchema,
  baseRate: money,
  freeShippingThreshold: money,
  isActive: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ShippingRateDoc = z.infer<typeof shippingRateDocSchema>;

/**
 * A signed-in user's cart line. The id is derived from what it holds (cartItemKey), so the
 * same product and variant added on two devices is one document, not two.
 */
export const cartItemDocSchema = z.object({
  id: text().min(1).max(140),
  productId: id,
  variantId: id.nullable(),
  quantity: z.number().int().min(1).max(999),
  updatedAt: isoTime,
});
export type CartItemDoc = z.infer<typeof cartItemDocSchema>;

/** A signed-in user's favourite; the id is the product id. */
export const favoriteDocSchema = z.object({
  id,
  productId: id,
  updatedAt: isoTime,
});
export type FavoriteDoc = z.infer<typeof favoriteDocSchema>;

// The key lives in a module of its own: code that only needs the key (the cart in the page's
// entry) must not pull these schemas, and with them zod's full build, into the first paint.
export { cartItemKey } from './cart-item-key';
