import type { AdminScreen } from '../roles';

/**
 * What a list says when it has nothing to show (docs/decisions/101): with no search or filter, what
 * the screen is for (its purpose in screens.ts) and its first action; with some, that nothing matches
 * and an offer to clear them. `things` is what the list holds, in the plural.
 */
export interface ListEmptyText {
  things: string;
  /** "No discounts yet". */
  none: string;
  /** The first action, where the screen has one the list's reader can take: its link. */
  firstAction?: { label: string; path: string; adminOnly?: true };
  /** Where there is no first action: when things appear here. */
  whenTheyAppear?: string;
}

export const LIST_EMPTY_TEXTS: Partial<Record<AdminScreen, ListEmptyText>> = {
  products: { things: 'products', none: 'No products yet', firstAction: { label: 'Add a product', path: '/admin/products/new' } },
  inventory: { things: 'stock lines', none: 'No stock yet', whenTheyAppear: 'Each product and size appears here once it is in the catalogue, with its stock per country.' },
  categories: { things: 'categories', none: 'No categories yet', firstAction: { label: 'Create a category', path: '/admin/categories/new' } },
  brands: { things: 'brands', none: 'No brands yet', firstAction: { label: 'Add a brand', path: '/admin/brands/new' } },
  orders: { things: 'orders', none: 'No orders yet', whenTheyAppear: 'Orders appear here as soon as a shopper checks out.' },
  'order-approvals': { things: 'orders awaiting approval', none: 'No orders awaiting approval', whenTheyAppear: 'Orders over the approval threshold wait here until someone approves or rejects them.' },
  stores: { things: 'stores', none: 'No stores yet', firstAction: { label: 'Open a store', path: '/admin/stores/new', adminOnly: true } },
  'pickup-products': { things: 'pickup products', none: 'No pickup products yet', whenTheyAppear: 'Products appear here once a store offers them for pickup.' },
  'hero-slides': { things: 'slides', none: 'No slides yet', firstAction: { label: 'Create a slide', path: '/admin/hero-slides/new' } },
  'blog-posts': { things: 'posts', none: 'No blog posts yet', firstAction: { label: 'Write a post', path: '/admin/blog-posts/new' } },
  jobs: { things: 'jobs', none: 'No jobs yet', firstAction: { label: 'Post a job', path: '/admin/jobs/new' } },
  'job-applications': { things: 'applications', none: 'No applications yet', whenTheyAppear: 'Applications appear here when someone applies on the careers page.' },
  discounts: { things: 'discounts', none: 'No discounts yet', firstAction: { label: 'Create a discount', path: '/admin/discounts/new' } },
  'email-logs': { things: 'emails', none: 'No emails yet', whenTheyAppear: 'Every email the shop sends or fails to send appears here.' },
  customers: { things: 'customers', none: 'No customers yet', whenTheyAppear: 'Shoppers appear here when they create an account.' },
  'user-management': { things: 'accounts', none: 'No accounts yet', whenTheyAppear: 'Accounts appear here when someone signs up.' },
  'role-management': { things: 'accounts', none: 'No accounts yet', whenTheyAppear: 'Accounts appear here when someone signs up.' },
  'shipping-rates': { things: 'shipping rates', none: 'No shipping rates yet', firstAction: { label: 'Add a shipping rate', path: '/admin/shipping-rates/new' } },
  'tax-rates': { things: 'tax rates', none: 'No tax rates yet', firstAction: { label: 'Add a tax rate', path: '/admin/tax-rates/new' } },
  activity: { things: 'changes', none: 'No changes yet', whenTheyAppear: 'Every change made in the back office appears here.' },
};

/** The lists shown as one tab of a screen, keyed `<screen>/<list>` as their API paths are. */
export const TAB_LIST_EMPTY_TEXTS: Record<string, ListEmptyText> = {
  'email-marketing/subscribers': { things: 'subscribers', none: 'No subscribers yet', whenTheyAppear: 'Shoppers appear here when they sign up for the newsletter.' },
  'email-marketing/campaigns': { things: 'campaigns', none: 'No campaigns yet', firstAction: { label: 'Write a campaign', path: '/admin/email-marketing/campaigns/new' } },
  'epos-sync/runs': { things: 'sync runs', none: 'No sync runs yet', whenTheyAppear: 'Every sync with the stores’ tills appears here, as it runs.' },
  'robo-support/conversations': { things: 'conversations', none: 'No conversations yet', whenTheyAppear: 'Shoppers’ conversations with the support assistant appear here.' },
  'robo-support/messages': { things: 'messages', none: 'No messages yet', whenTheyAppear: 'Messages sent through the contact form appear here.' },
  'robo-support/messages/partnerships': { things: 'partnership enquiries', none: 'No partnership enquiries yet', whenTheyAppear: 'Enquiries sent through the partnership form appear here.' },
  'robo-support/articles': { things: 'articles', none: 'No articles yet', firstAction: { label: 'Write an article', path: '/admin/robo-support/articles/new' } },
};

export const EMPTY_STATE_TEXTS = {
  /** A list with no text of its own. */
  fallback: { things: 'records', none: 'Nothing here yet' } satisfies ListEmptyText,
  noMatch: (things: string) => `No ${things} match these filters`,
  noMatchHint: 'Try another search, or clear the filters to see everything.',
  clearFilters: 'Clear filters',
} as const;

/** A list's empty-state text (its screen's, its tab's, or the plain one). */
export function listEmptyText(list: string): ListEmptyText {
  return (LIST_EMPTY_TEXTS as Record<string, ListEmptyText | undefined>)[list] ?? TAB_LIST_EMPTY_TEXTS[list] ?? EMPTY_STATE_TEXTS.fallback;
}

/** The screen a list is on: its own name, or the part before the tab's (`robo-support/articles`). */
export function screenOfList(list: string): string {
  return list.split('/')[0]!;
}
