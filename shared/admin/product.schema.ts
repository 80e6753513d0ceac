import * as z from 'zod';
import { text } from '../text.schema';
import { shopperPrices } from '../pricing';
import { ADMIN_TEXTS } from './api';
import { listQuerySchema } from './list-query';
import { deletedFilter, imagePath, imagePathField, nameField } from './fields';

/** The highest price the back office accepts, in minor units (1,000,000.00): a typo guard, not a business rule. */
export const MAX_PRICE = 100_000_000;
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_VARIANTS = 50;

/** The server's refusals of a product edit. */
export const PRODUCT_EDIT_TEXTS = {
  notFound: 'Product not found',
  unknownCategory: 'This category does not exist',
  unknownBrand: 'This brand does not exist',
  unknownVariant: 'This size no longer exists; reload to see the product as it is',
  deleted: 'This product is deleted; restore it to edit it',
  notDeleted: ADMIN_TEXTS.notDeleted,
  alreadyDeleted: ADMIN_TEXTS.alreadyDeleted,
  missingProducts: (count: number) => `${count} of the selected products no longer exist; reload the list`,
  deletedNoCopy: 'This product is deleted; restore it to duplicate it',
} as const;

/** A duplicate's name: "<name> (copy)", the original shortened when the two would pass the 200 characters a name may have. */
export function copyNameOf(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, 200 - suffix.length).trimEnd()}${suffix}`;
}

export const PRODUCT_TEXTS = {
  negativePrice: 'A price cannot be negative',
  wholeMinorUnits: 'Enter the price in whole cents or pence',
  /** The form's empty US price: staff type dollars, not cents (issue 23 §13). */
  usPriceMissing: 'Enter the US price in dollars, such as 19.99',
  priceTooHigh: 'That price is too high',
  adjustmentBelowZero: 'This adjustment takes the price below 0',
  duplicateVariant: 'Two sizes have this name',
} as const;

/** Integer minor units, never negative (DECISIONS.md "Money and prices"). */
const priceIn = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : PRODUCT_TEXTS.wholeMinorUnits) })
    .int(PRODUCT_TEXTS.wholeMinorUnits)
    .min(0, PRODUCT_TEXTS.negativePrice)
    .max(MAX_PRICE, PRODUCT_TEXTS.priceTooHigh);
const minorUnits = priceIn(PRODUCT_TEXTS.wholeMinorUnits);

const recordId = text().trim().min(1).max(100);

/** A size variant as the form edits it: `id` names an existing size (absent: a new one). */
export const variantInputSchema = z.object({
  id: recordId.optional(),
  name: nameField(80, 'a size name'),
  /** Its own US price; null: the product's price plus the adjustment (DECISIONS.md "Variant price"). */
  price: minorUnits.nullable().default(null),
  priceUk: minorUnits.nullable().default(null),
  priceAdjustment: z.number().int(PRODUCT_TEXTS.wholeMinorUnits).min(-MAX_PRICE).max(MAX_PRICE).default(0),
  imageUrl: imagePathField,
});
export type VariantInput = z.infer<typeof variantInputSchema>;

const productFields = z.object({
  name: nameField(200),
  description: z.string().trim().max(10_000, 'A description is at most 10,000 characters').default(''),
  categoryId: recordId.nullable().default(null),
  brandId: recordId.nullable().default(null),
  /** US price (and every other country's without its own). */
  price: priceIn(PRODUCT_TEXTS.usPriceMissing),
  /** UK price; null: the US price applies in the UK too. */
  priceUk: minorUnits.nullable().default(null),
  /** Launch time (ISO with offset); null: on sale now. */
  releaseDate: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).nullable().default(null),
  isFeatured: z.boolean().default(false),
  /** In display order; the first is the card's picture. */
  images: z.array(imagePath).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`).default([]),
  variants: z.array(variantInputSchema).max(MAX_VARIANTS, `At most ${MAX_VARIANTS} sizes`).default([]),
  /** A price of 0 is saved only when this says so (the form asks ADMIN_TEXTS.zeroPriceConfirm). */
  confirmZeroPrice: z.boolean().optional(),
});

type ProductFields = z.infer<typeof productFields>;

/**
 * The rules across fields: a size name appears once; no size is priced below 0 by its adjustment; and
 * any price a shopper would see as 0 (product or size, either country) needs `confirmZeroPrice`.
 */
function checkPrices(input: ProductFields, ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  const belowZero = new Set<number>();
  input.variants.forEach((variant, index) => {
    const key = variant.name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variants', index, 'name'], message: PRODUCT_TEXTS.duplicateVariant });
    seen.set(key, index);
    const base = { US: input.price, UK: input.priceUk ?? input.price };
    const usesAdjustment = (variant.price === null && base.US + variant.priceAdjustment < 0) || (variant.priceUk === null && base.UK + variant.priceAdjustment < 0);
    if (usesAdjustment) belowZero.add(index);
    if (usesAdjustment) ctx.addIssue({ code: 'custom', path: ['variants', index, 'priceAdjustment'], message: PRODUCT_TEXTS.adjustmentBelowZero });
  });
  if (input.confirmZeroPrice === true) return;
  const zero = (path: Array<string | number>) => ctx.addIssue({ code: 'custom', path, message: ADMIN_TEXTS.zeroPriceConfirm });
  if (input.price === 0) zero(['price']);
  if (input.priceUk === 0) zero(['priceUk']);
  const prices = shopperPrices(input, input.variants);
  input.variants.forEach((variant, index) => {
    if (variant.price === 0) zero(['variants', index, 'price']);
    if (variant.priceUk === 0) zero(['variants', index, 'priceUk']);
    // A size priced by adjustment to exactly 0 (a zero base price is already asked about above).
    const derivedZero = (['US', 'UK'] as const).some(
      (country) => (country === 'US' ? variant.price : variant.priceUk) === null && prices[country].variants[index] === 0 && prices[country].product !== 0,
    );
    if (derivedZero && !belowZero.has(index)) zero(['variants', index, 'priceAdjustment']);
  });
}

/** A product as the back office creates it, with its sizes (the form's resolver and the server's validator). */
export const productInputSchema = productFields.superRefine(checkPrices);
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * What the product form checks as staff type (its resolver): every rule of productInputSchema except a
 * price of 0, which is not an error while typing: the form asks about it on save and only then sends
 * `confirmZeroPrice` (productPayload), which the server requires.
 */
export const productFormSchema = productFields.superRefine((input, ctx) => checkPrices({ ...input, confirmZeroPrice: true }, ctx));

/** An edit carries the version it was read at; sizes without an id are added, missing ones removed. */
export const productUpdateSchema = productFields.extend({ version: z.string().min(1) }).superRefine(checkPrices);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** Stock states of the list's filter, per country, by the storefront's badge rule (shared/catalog/badges.ts). */
export const STOCK_STATES = ['in', 'low', 'sold-out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const PRODUCT_SORTS = ['name', 'price', 'priceUk', 'releaseDate', 'updatedAt', 'stockUs', 'stockUk'] as const;

/** Products list: search by name or brand name; filters; `country` narrows the stock filter to one country. */
export const productListQuerySchema = listQuerySchema({
  category: recordId.optional(),
  brand: recordId.optional(),
  featured: z.enum(['yes', 'no']).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  country: z.enum(['US', 'UK']).optional(),
  launch: z.enum(['upcoming', 'released']).optional(),
  deleted: deletedFilter,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** POST /api/admin/products/bulk: one action on the selected products. */
export const productBulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['feature', 'unfeature', 'delete']), ids: z.array(recordId).min(1, 'Select at least one product').max(500) }),
  z.object({ action: z.literal('set-category'), ids: z.array(recordId).min(1, 'Select at least one product').max(500), categoryId: recordId.nullable() }),
]);
export type ProductBulk = z.infer<typeof productBulkSchema>;

/** A product row of the list. */
export interface AdminProductRow {
  id: string;
  name: string;
  imageUrl: string | null;
  categoryId: string | null;
  categoryName: string | null;
  brandId: string | null;
  brandName: string | null;
  price: number;
  priceUk: number | null;
  releaseDate: string | null;
  isFeatured: boolean;
  variantCount: number;
  stockUs: number;
  stockUk: number;
  updatedAt: string;
  deletedAt: string | null;
  version: string;
}

export interface AdminVariant {
  id: string;
  name: string;
  price: number | null;
  priceUk: number | null;
  priceAdjustment: number;
  imageUrl: string | null;
  displayOrder: number;
}

/** A product as its edit page reads it. */
export interface AdminProduct {
  id: string;
  name: string;
  description: string;
  categoryId: string | null;
  brandId: string | null;
  price: number;
  priceUk: number | null;
  releaseDate: string | null;
  isFeatured: boolean;
  images: string[];
  variants: AdminVariant[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  version: string;
}
