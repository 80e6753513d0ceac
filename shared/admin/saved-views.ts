import * as z from 'zod';
import type { AdminScreen } from '../roles';
import { text } from '../text.schema';

/**
 * The lists that keep saved views (docs/decisions/101): a screen whose page is one list. Screens of
 * tabs (support desk, email marketing, till sync) are left out: their lists have no screen of their own
 * to mount views under. Each one's query schema is in saved-view-lists.ts, which only the server reads:
 * the browser's table needs the names alone, not every list's schema in its chunk.
 */
export const SAVED_VIEW_LIST_KEYS = [
  'products', 'inventory', 'categories', 'brands', 'orders', 'order-approvals', 'stores', 'pickup-products', 'hero-slides',
  'blog-posts', 'jobs', 'job-applications', 'discounts', 'email-logs', 'customers', 'user-management', 'role-management',
  'shipping-rates', 'tax-rates', 'activity',
] as const satisfies readonly AdminScreen[];

export type SavedViewList = (typeof SAVED_VIEW_LIST_KEYS)[number];

/** True when the screen's list keeps saved views. */
export function keepsSavedViews(screen: string): screen is SavedViewList {
  return (SAVED_VIEW_LIST_KEYS as readonly string[]).includes(screen);
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
