import * as z from 'zod';
import { text } from '../text.schema';
import { listQuerySchema } from './list-query';
import { STOCK_TEXTS, stockCountSchema, stockDeltaSchema, stockReasonSchema, type CsvImportReport } from './stock-change.schema';

// /admin/pickup-products: which products and sizes each store offers for pickup, with that store's own
// stock (not the country's). Rows are removed softly (inactive), so their history stays.

export const PICKUP_PRODUCT_TEXTS = {
  ...STOCK_TEXTS,
  alreadyOffered: 'This store already offers this product and size for pickup',
  removedRow: 'This product was removed from the store’s pickup range: add it again first',
  unknownRow: 'No such pickup product (it may have been deleted)',
  unknownStore: 'Unknown store',
  notYourStore: 'This store is not one of yours',
  chooseProduct: 'Choose a product',
  chooseStore: 'Choose a store',
} as const;

const recordId = text().trim().min(1).max(100);

/** GET /api/admin/pickup-products: rows of the user's stores (one store with `storeId`), live by default. */
export const pickupProductListQuerySchema = listQuerySchema({
  storeId: recordId.optional(),
  status: z.enum(['active', 'removed', 'all']).optional(),
  stock: z.enum(['in', 'low', 'sold-out']).optional(),
});
export type PickupProductListQuery = z.infer<typeof pickupProductListQuerySchema>;

export const PICKUP_PRODUCT_SORTS = ['name', 'store', 'stock', 'updatedAt'] as const;

/** POST /api/admin/pickup-products: offer a product (and size) at a store, with its first count. */
export const pickupProductAddSchema = z.object({
  storeId: text().trim().min(1, PICKUP_PRODUCT_TEXTS.chooseStore).max(100),
  productId: text().trim().min(1, PICKUP_PRODUCT_TEXTS.chooseProduct).max(100),
  variantId: recordId.nullable().default(null),
  stock: stockCountSchema.default(0),
  reason: stockReasonSchema,
});
export type PickupProductAdd = z.infer<typeof pickupProductAddSchema>;

/** PUT /api/admin/pickup-products/:id/stock: an absolute count at the version read (409 when stale). */
export const pickupStockSetSchema = z.object({ stock: stockCountSchema, version: z.string().min(1).max(30), reason: stockReasonSchema });
export type PickupStockSet = z.infer<typeof pickupStockSetSchema>;

/** POST /api/admin/pickup-products/:id/adjust: add or take away units atomically; never below 0. */
export const pickupStockAdjustSchema = z.object({ delta: stockDeltaSchema, reason: stockReasonSchema });
export type PickupStockAdjust = z.infer<typeof pickupStockAdjustSchema>;

/** DELETE /api/admin/pickup-products/:id?version=…&reason=…: the store stops offering it (soft: inactive). */
export const pickupRemoveQuerySchema = z.object({ version: z.string().min(1).max(30), reason: stockReasonSchema });

/** One store a user may pick (the picker holds only the user's stores). */
export interface PickupStoreOption {
  id: string;
  name: string;
  country: 'US' | 'UK';
  pickupEnabled: boolean;
  isActive: boolean;
  /**
   * The store's own time zone (the counter's hold dates, docs/decisions/075); always sent, missing
   * from a list a tablet kept from before it was.
   */
  timeZone?: string;
}

/** A product the add picker offers, with its live sizes (none: the product is offered as it is). */
export interface PickupCatalogueOption {
  id: string;
  name: string;
  sizes: Array<{ id: string; name: string }>;
}

/** One row of the screen: a product (or one size of it) a store offers for pickup. */
export interface PickupProductRow {
  id: string;
  storeId: string;
  storeName: string;
  productId: string;
  productName: string;
  brandName: string | null;
  variantId: string | null;
  variantName: string | null;
  stock: number;
  isActive: boolean;
  /** The row's version as read (its sync_seq): a set or remove at another one is a 409. */
  version: string;
  updatedAt: string;
}

/** The CSV's columns, in order: export writes them, import reads them by name. */
export const PICKUP_CSV_COLUMNS = ['store_id', 'product_id', 'variant_id', 'store', 'product', 'size', 'stock'] as const;
/** The columns an import cannot do without (the names are there for people, not read back). */
export const PICKUP_CSV_REQUIRED = ['store_id', 'product_id', 'variant_id', 'stock'] as const;

/** What an import does (or would do) with one line: `added` when the store did not offer it (or had removed it). */
export type PickupImportRowOutcome =
  | { line: number; storeId: string; productId: string; variantId: string | null; outcome: 'updated'; from: number; to: number; added: boolean }
  | { line: number; storeId: string; productId: string; variantId: string | null; outcome: 'unchanged' }
  | { line: number; storeId: string; productId: string; variantId: string | null; outcome: 'error'; error: string };

export type PickupImportReport = CsvImportReport<PickupImportRowOutcome>;
