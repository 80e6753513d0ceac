import * as z from 'zod';
import { text } from '../text.schema';
import { listQuerySchema } from './list-query';
import { activeDeletedFilters } from './fields';

// A promo code as the back office creates and edits it: the form's resolver and the server's
// validator. Whether a code applies to a cart stays shared/checkout/promo.ts (the storefront's rule).

export const DISCOUNT_TEXTS = {
  code: 'Use 3–32 letters, digits, hyphens or underscores, starting with a letter or digit',
  codeTaken: 'Another discount already uses this code',
  percentage: 'A percentage is a whole number from 1 to 100',
  fixed: 'A fixed amount is a whole number of cents or pence above 0',
  endAfterStart: 'The end must be after the start',
  date: 'Enter a date and time',
  maxUses: 'Maximum uses is a whole number of at least 1, or empty for no limit',
  maxUsesBelowUses: (uses: number) => `This code has been used ${uses} times; the maximum cannot be lower`,
  minPurchase: 'Enter the minimum purchase in whole cents or pence (0 for none)',
  usedCannotDelete: (uses: number) => `This code has been used ${uses === 1 ? 'once' : `${uses} times`}; deactivate it instead of deleting it`,
} as const;

/** A code as stored: trimmed, upper-cased (the storefront upper-cases what shoppers type). */
export const discountCodeField = text()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, DISCOUNT_TEXTS.code));

const instant = z.iso.datetime({ offset: true, message: DISCOUNT_TEXTS.date }).nullable().default(null);
const wholeNumber = (message: string) => z.number(message).int(message);

const discountFields = z.object({
  code: discountCodeField,
  discountType: z.enum(['percentage', 'fixed'], 'Choose percentage or fixed amount'),
  /** Percent (1–100) or minor units of the shopper's currency (above 0). */
  discountValue: wholeNumber('Enter a whole number').max(100_000_000, 'That amount is too large'),
  startDate: instant,
  endDate: instant,
  maxUses: wholeNumber(DISCOUNT_TEXTS.maxUses).min(1, DISCOUNT_TEXTS.maxUses).max(10_000_000, DISCOUNT_TEXTS.maxUses).nullable().default(null),
  /** One amount in minor units, read in the currency of the cart it is checked against (the table has one column). */
  minPurchaseAmount: wholeNumber(DISCOUNT_TEXTS.minPurchase).min(0, DISCOUNT_TEXTS.minPurchase).max(100_000_000, 'That amount is too large').default(0),
  isActive: z.boolean().default(true),
});

/** Percentage 1–100, fixed above 0, the end after the start: each on its field. */
function checkDiscount(input: z.infer<typeof discountFields>, ctx: z.RefinementCtx): void {
  if (input.discountType === 'percentage' && (input.discountValue < 1 || input.discountValue > 100)) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountValue'],
      message: DISCOUNT_TEXTS.percentage,
    });
  }
  if (input.discountType === 'fixed' && input.discountValue < 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountValue'],
      message: DISCOUNT_TEXTS.fixed,
    });
  }
  if (input.startDate && input.endDate && Date.parse(input.endDate) <= Date.parse(input.startDate)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: DISCOUNT_TEXTS.endAfterStart,
    });
  }
}

export const discountInputSchema = discountFields.superRefine(checkDiscount);
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const discountUpdateSchema = discountFields.extend({ version: z.string().min(1) }).superRefine(checkDiscount);
export type DiscountUpdate = z.infer<typeof discountUpdateSchema>;

/** Discounts list: search by code; filter by active and deleted. */
export const discountListQuerySchema = listQuerySchema(activeDeletedFilters);
export type DiscountListQuery = z.infer<typeof discountListQuerySchema>;
export const DISCOUNT_SORTS = ['code', 'discountValue', 'startDate', 'endDate', 'currentUses', 'updatedAt'] as const;

/** One paid order that used the code. */
export interface DiscountOrderUse {
  id: string;
  orderNumber: string;
  createdAt: string;
  currency: string;
  discountTotal: number;
  status: string;
}

/** A discount as the back office lists and edits it. */
export interface AdminDiscount {
  id: string;
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  startDate: string | null;
  endDate: string | null;
  maxUses: number | null;
  currentUses: number;
  minPurchaseAmount: number;
  isActive: boolean;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
