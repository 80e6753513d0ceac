import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb/plugins/core';
import { DOC_SCHEMAS, type SyncCollection } from '../../../shared/sync/protocol';
import {
  brandSchema, cartItemSchema, categorySchema, favoriteSchema, heroSlideSchema, pickupProductSchema, productSchema,
  shippingRateSchema, storeSchema,
} from './shop-schemas';

// The device's RxDB schemas are written out by hand (RxDB and Dexie want their own bounds, and zod
// must stay out of the storefront's bundle); this proves they say what shared/sync/documents.ts says
// (docs/decisions/064): the same fields, types, nullability, enums, required fields, and the bounds
// the shared schema states. RxDB leaves a nullable field out of `required`.

const RXDB_SCHEMAS: Record<SyncCollection, RxJsonSchema<never>> = {
  products: productSchema as RxJsonSchema<never>,
  categories: categorySchema as RxJsonSchema<never>,
  brands: brandSchema as RxJsonSchema<never>,
  hero_slides: heroSlideSchema as RxJsonSchema<never>,
  stores: storeSchema as RxJsonSchema<never>,
  shipping_rates: shippingRateSchema as RxJsonSchema<never>,
  pickup_products: pickupProductSchema as RxJsonSchema<never>,
  cart_items: cartItemSchema as RxJsonSchema<never>,
  favorites: favoriteSchema as RxJsonSchema<never>,
};

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** What a field must agree on, in a comparable form. */
interface Shape {
  types: string[];
  enum?: unknown[];
  items?: Shape;
  properties?: Record<string, Shape>;
  /** Non-null fields that must be present. */
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

const variants = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? [schema];
const typesOf = (schema: JsonSchema): string[] =>
  [...new Set(variants(schema).flatMap((variant) => (variant.type === undefined ? [] : [variant.type].flat())))].sort();

/**
 * A schema's shape. `stated`: the shared (zod) side, whose numbers without a bound say so with the
 * safe-integer limits; bounds are then compared where the shared side states them.
 */
function shapeOf(schema: JsonSchema, stated?: Shape): Shape {
  const types = typesOf(schema);
  const value = variants(schema).find((variant) => variant.type !== 'null') ?? schema;
  const shape: Shape = { types };
  if (value.enum) shape.enum = [...value.enum].sort();
  if (value.items) shape.items = shapeOf(value.items, stated?.items);
  if (value.properties) {
    const properties = value.properties;
    shape.properties = Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, shapeOf(field, stated?.properties?.[name])]));
    shape.required = (value.required ?? []).filter((name) => properties[name] && !typesOf(properties[name]).includes('null')).sort();
  }
  const bound = (key: 'minimum' | 'maximum' | 'maxLength', unbounded?: number) => {
    const own = value[key];
    if (stated === undefined ? own !== undefined && own !== unbounded : stated[key] !== undefined) shape[key] = own;
  };
  bound('minimum', Number.MIN_SAFE_INTEGER);
  bound('maximum', Number.MAX_SAFE_INTEGER);
  bound('maxLength');
  return shape;
}

/** The shapes of a shared document and its RxDB schema, side by side. */
function compare(shared: z.ZodType, rxdb: RxJsonSchema<never>): { shared: Shape; rxdb: Shape } {
  const sharedShape = shapeOf(z.toJSONSchema(shared, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return { shared: sharedShape, rxdb: shapeOf(rxdb as unknown as JsonSchema, sharedShape) };
}

describe('the device schemas and the shared documents', () => {
  it.each(Object.keys(DOC_SCHEMAS) as SyncCollection[])('%s: the same fields, types, nullability, required fields and stated bounds', (collection) => {
    const { shared, rxdb } = compare(DOC_SCHEMAS[collection], RXDB_SCHEMAS[collection]);
    expect(Object.keys(shared.properties ?? {}).length).toBeGreaterThan(2);
    expect(rxdb).toEqual(shared);
  });

  it('tells a changed field, type, nullability or required field apart', () => {
    const changed = (edit: (schema: { properties: Record<string, unknown>; required: string[] }) => void) => {
      const copy = structuredClone(productSchema) as unknown as { properties: Record<string, unknown>; required: string[] };
      edit(copy);
      const { shared, rxdb } = compare(DOC_SCHEMAS.products, copy as unknown as RxJsonSchema<never>);
      return JSON.stringify(rxdb) !== JSON.stringify(shared);
    };
    expect(changed(() => undefined)).toBe(false);
    expect(changed((schema) => delete schema.properties.description)).toBe(true);
    expect(changed((schema) => (schema.properties.extra = { type: 'string' }))).toBe(true);
    expect(changed((schema) => (schema.properties.price = { type: 'number', minimum: 0 }))).toBe(true);
    expect(changed((schema) => (schema.properties.imageUrl = { type: 'string' }))).toBe(true);
    expect(changed((schema) => (schema.required = schema.required.filter((name) => name !== 'name')))).toBe(true);
    expect(changed((schema) => (schema.properties.createdAt = { type: 'string', maxLength: 30 }))).toBe(true);
    // Inside a product's sizes and stock rows too.
    expect(changed((schema) => ((schema.properties.variants as { items: { properties: Record<string, unknown> } }).items.properties.price = { type: ['string', 'null'] }))).toBe(true);
    expect(changed((schema) => ((schema.properties.stock as { items: { properties: Record<string, unknown> } }).items.properties.country = { type: 'string', enum: ['US'], maxLength: 2 }))).toBe(true);
    expect(changed((schema) => ((schema.properties.stock as { items: { required: string[] } }).items.required = ['country']))).toBe(true);
  });
});
