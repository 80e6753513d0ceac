import type { MigrationStrategies, RxJsonSchema } from 'rxdb/plugins/core';
import { packPicture, packPictures } from '../../../shared/catalog/product-pictures';
import type {
  BrandDoc, CartItemDoc, CategoryDoc, FavoriteDoc, HeroSlideDoc, ProductDoc, ShippingRateDoc, StoreDoc,
} from '../../../shared/sync/documents';
import type { PickupProductDoc } from '../../../shared/sync/documents';

// RxDB schemas mirroring shared/sync/documents.ts; shop-schemas.test.ts proves they agree
// (docs/decisions/064). Dexie needs every indexed field required and bounded (maxLength / minimum /
// maximum / multipleOf). No secondary indexes: a product carries its
// sizes and stock, lookups are by primary key, and everything else is filtered in memory (each index
// is one more IndexedDB entry per document on a fresh device's first sync).
// Changing a schema means bumping its `version` (and adding a migration strategy), or RxDB throws DB6.

/** A visitor's cart line, kept only on this device. id = cartItemKey(productId, variantId). */
export interface GuestCartEntry {
  id: string;
  productId: string;
  variantId: string | null;
  quantity: number;
}

const id = { type: 'string', maxLength: 64 } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const money = { type: 'integer', minimum: 0 } as const;
const nullableMoney = { type: ['integer', 'null'], minimum: 0 } as const;
const time = { type: 'string', maxLength: 40 } as const;
const nullableTime = { type: ['string', 'null'], maxLength: 40 } as const;
const flag = { type: 'boolean' } as const;
const whole = { type: 'integer' } as const;
const country = { type: 'string', enum: ['US', 'UK'], maxLength: 2 } as const;

export const productSchema: RxJsonSchema<ProductDoc> = {
  // 1: imageUrl and images became pictures, a size's imageUrl its picture (docs/decisions/076).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    name: text,
    price: money,
    priceUk: nullableMoney,
    pictures: { type: 'array', items: { type: 'string' } },
    description: text,
    categoryId: { type: ['string', 'null'], maxLength: 64 },
    brandId: { type: ['string', 'null'], maxLength: 64 },
    releaseDate: nullableTime,
    isFeatured: flag,
    variants: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id,
          variantName: text,
          price: nullableMoney,
          priceUk: nullableMoney,
          priceAdjustment: whole,
          picture: nullableText,
          displayOrder: whole,
        },
        required: ['id', 'variantName', 'priceAdjustment', 'displayOrder'],
      },
    },
    stock: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          variantId: { type: ['string', 'null'], maxLength: 64 },
          country,
          stock: { type: 'integer', minimum: 0 },
        },
        required: ['country', 'stock'],
      },
    },
    createdAt: time,
    updatedAt: time,
  },
  required: ['id', 'name', 'price', 'pictures', 'description', 'isFeatured', 'variants', 'stock', 'createdAt', 'updatedAt'],
};

/** A product as version 0 stored it. */
interface ProductDocV0 extends Omit<ProductDoc, 'pictures' | 'variants'> {
  imageUrl: string | null;
  images: string[];
  variants: (Omit<ProductDoc['variants'][number], 'picture'> & { imageUrl?: string | null })[];
}

/**
 * A device that held the catalogue keeps it, each product's pictures packed as the server now sends
 * them: nothing is pulled again, and the replication's checkpoint moves with the collection.
 */
export const productMigrations: MigrationStrategies = {
  1: ({ imageUrl, images, variants, ...product }: ProductDocV0): ProductDoc => ({
    ...product,
    pictures: packPictures(product.id, imageUrl, images),
    variants: variants.map(({ imageUrl: picture, ...variant }) => ({ ...variant, picture: picture ? packPicture(product.id, picture) : null })),
  }),
};

export const categorySchema: RxJsonSchema<CategoryDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    name: text,
    slug: text,
    description: nullableText,
    displayOrder: whole,
    isActive: flag,
    updatedAt: time,
  },
  required: ['id', 'name', 'slug', 'displayOrder', 'isActive', 'updatedAt'],
};

export const brandSchema: RxJsonSchema<BrandDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    name: text,
    slug: text,
    description: nullableText,
    logoUrl: nullableText,
    isActive: flag,
    updatedAt: time,
  },
  required: ['id', 'name', 'slug', 'isActive', 'updatedAt'],
};

export const heroSlideSchema: RxJsonSchema<HeroSlideDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    title: text,
    subtitle: nullableText,
    imageUrl: nullableText,
    ctaText: text,
    ctaLink: text,
    isActive: flag,
    displayOrder: whole,
    updatedAt: time,
  },
  required: ['id', 'title', 'ctaText', 'ctaLink', 'isActive', 'displayOrder', 'updatedAt'],
};

export const storeSchema: RxJsonSchema<StoreDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    name: text,
    slug: text,
    country,
    addressLine1: text,
    addressLine2: nullableText,
    city: text,
    region: nullableText,
    postalCode: text,
    phone: nullableText,
    email: nullableText,
    openingHours: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          day: { type: 'integer', minimum: 0, maximum: 6 },
          opens: { type: 'string', maxLength: 5 },
          closes: { type: 'string', maxLength: 5 },
        },
        required: ['day', 'opens', 'closes'],
      },
    },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    pickupEnabled: flag,
    isActive: flag,
    updatedAt: time,
  },
  required: [
    'id', 'name', 'slug', 'country', 'addressLine1', 'city', 'postalCode', 'openingHours', 'latitude', 'longitude',
    'pickupEnabled', 'isActive', 'updatedAt',
  ],
};

export const shippingRateSchema: RxJsonSchema<ShippingRateDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    country,
    baseRate: money,
    freeShippingThreshold: money,
    isActive: flag,
    createdAt: time,
    updatedAt: time,
  },
  required: ['id', 'country', 'baseRate', 'freeShippingThreshold', 'isActive', 'createdAt', 'updatedAt'],
};

export const pickupProductSchema: RxJsonSchema<PickupProductDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    storeId: id,
    productId: id,
    variantId: { type: ['string', 'null'], maxLength: 64 },
    stock: { type: 'integer', minimum: 0 },
    isActive: flag,
    updatedAt: time,
  },
  required: ['id', 'storeId', 'productId', 'stock', 'isActive', 'updatedAt'],
};

const cartLineId = { type: 'string', maxLength: 140 } as const;
const quantity = { type: 'integer', minimum: 1, maximum: 999 } as const;

export const cartItemSchema: RxJsonSchema<CartItemDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: cartLineId,
    productId: id,
    variantId: { type: ['string', 'null'], maxLength: 64 },
    quantity,
    updatedAt: time,
  },
  required: ['id', 'productId', 'quantity', 'updatedAt'],
};

export const favoriteSchema: RxJsonSchema<FavoriteDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id, productId: id, updatedAt: time },
  required: ['id', 'productId', 'updatedAt'],
};

export const guestCartSchema: RxJsonSchema<GuestCartEntry> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: cartLineId,
    productId: id,
    variantId: { type: ['string', 'null'], maxLength: 64 },
    quantity,
  },
  required: ['id', 'productId', 'quantity'],
};
