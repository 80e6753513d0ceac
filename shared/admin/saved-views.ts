import * as z from 'zod';
import type { AdminScreen } from '../roles';
import { text } from '../text.schema';
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
 * The lists that keep saved views (docs/decisions/101): a screen whose page is one list, keyed by the
 * screen, with the list query schema its route and its API share. Screens of tabs (support desk, email
 * marketing, till sync) are left out: their lists have no screen of their own to mount views under.
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
} as const satisfies Partial<Record<AdminScreen, z.ZodType>>;

export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;

/** True when the screen's list keeps saved views. */
export function keepsSavedViews(screen: string): screen is SavedViewList {
  return Object.hasOwn(SAVED_VIEW_LISTS, screen);
}

/** How many views one user may keep of one list. */
export const MAX_SAVED_VIEWS_PER_LIST = 50;
export const SAVED_VIEW_NAME_MAX = 60;

export const SAVED_VIEW_TEXTS = {
  bar: 'Saved views',
  viewLabel: 'View',
  all: (things: string) => `All ${things}`,
  save: 'Save view…',
  saveTitle: 'Save this view',
  saveHint: 'Keeps the filters, the sort, the rows per page and the columns shown, under a name only you see.',
  update: 'Update view',
  updated: (name: string) => `View “${name}” now keeps these filters and columns.`,
  rename: 'Rename…',
  renameTitle: 'Rename this view',
  remove: 'Delete view',
  removeTitle: 'Delete this view?',
  removeBody: (name: string) => `“${name}” goes away. The list itself and its records stay as they are.`,
  removeShared: (name: string) => `“${name}” is shared: it goes away for everyone. The list itself and its records stay as they are.`,
  share: 'Share with everyone',
  unshare: 'Stop sharing',
  sharedMark: 'shared',
  name: 'Name',
  nameRequired: 'Give the view a name',
  nameTooLong: `A view’s name is at most ${SAVED_VIEW_NAME_MAX} characters`,
  duplicateName: (name: string) => `You already have a view called “${name}” on this list`,
  tooMany: `You keep ${MAX_SAVED_VIEWS_PER_LIST} views of this list already: delete one before saving another`,
  unknownKey: (key: string) => `“${key}” is not a filter of this list`,
  badValue: (key: string, message: string) => `${key}: ${message}`,
  notFound: 'This view no longer exists',
  stale: 'Someone changed this view meanwhile: it now shows their version',
  onlyOwner: 'Only the person who saved this view can change it',
  onlyAdminShares: 'Only an admin can share a view with everyone',
} as const;

/** What a saved view keeps of a list: its search (never the page) and the columns it hides. */
const columnId = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,59}$/, 'A column looks like createdAt');
const searchValue = z.union([z.string().max(200), z.number()]);

const viewFields = {
  name: text().trim().min(1, SAVED_VIEW_TEXTS.nameRequired).max(SAVED_VIEW_NAME_MAX, SAVED_VIEW_TEXTS.nameTooLong),
  query: z.record(z.string().max(60), searchValue),
  hiddenColumns: z.array(columnId).max(60, 'A view hides at most 60 columns'),
};

/** A new view, as the client sends it. */
export const savedViewInputSchema = z.object({ ...viewFields, query: viewFields.query.default({}), hiddenColumns: viewFields.hiddenColumns.default([]) });
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;

/** A rename, or the view taking the list's current filters and columns: what is sent changes. */
export const savedViewUpdateSchema = z.object({ version: z.string().min(1).max(30), ...viewFields }).partial({ name: true, query: true, hiddenColumns: true });
export type SavedViewUpdate = z.infer<typeof savedViewUpdateSchema>;

/** Sharing a view with everyone who can read the list, or no longer (admins only). */
export const savedViewShareSchema = z.object({ version: z.string().min(1).max(30), shared: z.boolean('Say whether the view is shared') });

/** The save dialog's fields (react-hook-form's resolver). */
export const savedViewNameSchema = z.object({ name: viewFields.name });

export interface SavedView {
  id: string;
  listKey: SavedViewList;
  name: string;
  query: Record<string, string | number>;
  hiddenColumns: string[];
  shared: boolean;
  /** The viewer saved it (and so may rename and delete it). */
  mine: boolean;
  ownerName: string;
  version: string;
  updatedAt: string;
}

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
