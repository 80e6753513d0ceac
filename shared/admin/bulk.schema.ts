import * as z from 'zod';
import { COUNTRIES } from '../money';
import { text } from '../text.schema';
import { stockCountSchema, stockDeltaSchema, stockReasonSchema } from './stock-change.schema';

// Work on many records (issue 25, docs/decisions/100): what every bulk action answers, its cap, and
// the bodies of the inventory and discounts screens' bulk actions. The orders screen's are in
// shared/admin/orders-bulk.schema.ts.

/** The most records one bulk request may change: a larger batch is refused with a 400, never cut short. */
export const MAX_BULK_RECORDS = 500;

export const BULK_TEXTS = {
  nothingSelected: 'Select at least one record',
  tooMany: `At most ${MAX_BULK_RECORDS.toLocaleString('en-US')} records at once: select fewer, or narrow the filter`,
  /** Something failed that is not one of the action's own refusals (the server logged it). */
  failed: 'Not changed: something went wrong; try this one again',
  summaryTitle: (done: number, refused: number) => (refused === 0 ? 'Done' : done === 0 ? 'Nothing was changed' : 'Partly done'),
  refusedHeading: (count: number) => (count === 1 ? '1 was refused:' : `${count} were refused:`),
  count: (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`,
  selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
  selectAllMatching: (count: number, atLeast: boolean) => `Select all ${count.toLocaleString('en-US')}${atLeast ? '+' : ''} that match the filter`,
  allMatchingSelected: (count: number, atLeast: boolean) => `All ${count.toLocaleString('en-US')}${atLeast ? '+' : ''} that match the filter are selected`,
  overCap: `Only ${MAX_BULK_RECORDS.toLocaleString('en-US')} records can be changed at once: narrow the filter first`,
} as const;

/** One record a bulk action did change. */
export interface BulkDone {
  id: string;
  /** How people name it: an order number, a product and size, a promo code. */
  label: string;
}

/** One record a bulk action refused, with the single action's own words for why. */
export interface BulkRefusal extends BulkDone {
  reason: string;
}

/** What every bulk action answers: each record done or refused; none half-changed. */
export interface BulkOutcome {
  done: BulkDone[];
  refused: BulkRefusal[];
}

/** A list of selected records: 1 to MAX_BULK_RECORDS of them. */
export function bulkList<Item extends z.ZodType>(item: Item) {
  return z.array(item).min(1, BULK_TEXTS.nothingSelected).max(MAX_BULK_RECORDS, BULK_TEXTS.tooMany);
}

const recordId = text().trim().min(1).max(100);

/** One selected inventory row in the chosen country, at the version the person saw (null: no row yet). */
const stockTarget = z.object({ productId: recordId, variantId: recordId.nullable().default(null), version: z.string().min(1).nullable() });

/**
 * POST /api/admin/inventory/bulk: one country's stock of the selected rows set to one count, or changed
 * by one amount, for one reason. Each row goes through the single row's set or adjust.
 */
export const inventoryBulkSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('set'), country: z.enum(COUNTRIES), rows: bulkList(stockTarget), stock: stockCountSchema, reason: stockReasonSchema }),
  z.object({ mode: z.literal('change'), country: z.enum(COUNTRIES), rows: bulkList(stockTarget), delta: stockDeltaSchema, reason: stockReasonSchema }),
]);
export type InventoryBulk = z.infer<typeof inventoryBulkSchema>;

/** POST /api/admin/discounts/bulk: the selected codes, at the versions seen, made active or inactive. */
export const discountBulkSchema = z.object({
  discounts: bulkList(z.object({ id: recordId, version: z.string().min(1) })),
  active: z.boolean(),
});
export type DiscountBulk = z.infer<typeof discountBulkSchema>;
