import type * as z from 'zod';
import { SAVED_VIEW_TEXTS, type SavedViewList } from './saved-views';
import { accountListQuerySchema } from './accounts.schema';
import { activityListQuerySchema } from './activity.schema';
import { brandListQuerySchema } from './brand.schema';
import { categoryListQuerySchema } from './category.schema';
import { customersListQuerySchema } from './customers.schema';
import { discountListQuerySchema } from './discount.schema';
import { emailLogListQuerySchema } from './email-logs.schema';
import { heroSlideListQuerySchema } from './hero-slide.schema';
import { inventoryListQuerySchema } from './inventory.schema';
import { approvalsListQuerySchema } from './order-approvals.schema';
import { ordersListQuerySchema } from './orders.schema';
import { pickupProductListQuerySchema } from './pickup-product.schema';
import { productListQuerySchema } from './product.schema';
import { shippingRateListQuerySchema } from './shipping-rate.schema';
import { storeListQuerySchema } from './store.schema';
import { taxRateListQuerySchema } from './tax-rate.schema';
import { blogPostListQuerySchema } from '../blog/blog-post.schema';
import { applicationListQuerySchema } from '../careers/job-application.schema';
import { jobListQuerySchema } from '../careers/job.schema';

/**
 * Each list that keeps saved views (shared/admin/saved-views.ts), with the list query schema its route
 * and its API share: what the server checks a view's query against. Only the server reads this file.
 */
export const SAVED_VIEW_LISTS = {
  products: productListQuerySchema,
  inventory: inventoryListQuerySchema,
  categories: categoryListQuerySchema,
  brands: brandListQuerySchema,
  orders: ordersListQuerySchema,
  'order-approvals': approvalsListQuerySchema,
  stores: storeListQuerySchema,
  'pickup-products': pickupProductListQuerySchema,
  'hero-slides': heroSlideListQuerySchema,
  'blog-posts': blogPostListQuerySchema,
  jobs: jobListQuerySchema,
  'job-applications': applicationListQuerySchema,
  discounts: discountListQuerySchema,
  'email-logs': emailLogListQuerySchema,
  customers: customersListQuerySchema,
  'user-management': accountListQuerySchema,
  'role-management': accountListQuerySchema,
  'shipping-rates': shippingRateListQuerySchema,
  'tax-rates': taxRateListQuerySchema,
  activity: activityListQuerySchema,
} as const satisfies Record<SavedViewList, z.ZodType>;

/**
 * A view's query checked against its list's schema: only the list's own keys, each a value the list
 * accepts, and never the page (a view starts on page 1). Answers the search to keep (the values as sent,
 * empty ones left out) or the reason it is refused.
 */
export function checkViewQuery(list: SavedViewList, query: Record<string, string | number>): { ok: true; query: Record<string, string | number> } | { ok: false; message: string } {
  const schema = SAVED_VIEW_LISTS[list];
  const known = new Set(Object.keys(schema.shape));
  known.delete('page');
  const kept = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const unknown = Object.keys(kept).find((key) => !known.has(key));
  if (unknown !== undefined) return { ok: false, message: SAVED_VIEW_TEXTS.unknownKey(unknown) };
  const parsed = schema.safeParse(kept);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: SAVED_VIEW_TEXTS.badValue(String(issue.path[0] ?? 'query'), issue.message) };
  }
  return { ok: true, query: kept };
}
