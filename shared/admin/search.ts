import * as z from 'zod';
import { accessTo, ADMIN_SCREENS, type AdminScreen, type Role } from '../roles';
import { SCREENS, screenPath } from './screens';

// The back office's one search (issue 25, docs/decisions/098): order numbers and pickup codes,
// customers, products, stores and the screens themselves, each kind only for a role that may open
// its screen, orders within the user's store scope (DECISIONS.md "Store scope").

/** Records are looked up from this many characters on; shorter terms find screens and stores only. */
export const SEARCH_MIN_RECORD_CHARS = 3;
/** At most this many results of each kind. */
export const SEARCH_PER_KIND = 5;
export const SEARCH_MAX_CHARS = 100;

export const SEARCH_TEXTS = {
  open: 'Search',
  label: 'Search the back office',
  placeholder: 'Order number, pickup code, customer, product, store or screen',
  tooShort: `Type at least ${SEARCH_MIN_RECORD_CHARS} characters to search orders, customers and products.`,
  nothing: 'Nothing matches',
  searching: 'Searching…',
  exactOrder: 'Open order',
  allOrders: 'All orders matching',
  allCustomers: 'All customers matching',
  allProducts: 'All products matching',
  tooLong: `A search is at most ${SEARCH_MAX_CHARS} characters`,
  blank: 'Type something to search for',
} as const;

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(1, SEARCH_TEXTS.blank).max(SEARCH_MAX_CHARS, SEARCH_TEXTS.tooLong),
});

export type SearchKind = 'order' | 'customer' | 'product' | 'store';

/** One record found: what the result list shows and the back-office path it opens. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  /** The order number, the customer's name, the product's or store's name. */
  label: string;
  /** A second line: the order's customer and status, an email, a product's id, a store's town. */
  detail: string;
  path: string;
}

/** GET /api/admin/dashboard/search?q=… */
export interface SearchResults {
  q: string;
  /**
   * The record the term names exactly (an order number, or a pickup code of one order in scope):
   * Enter opens it at once.
   */
  exact: SearchHit | null;
  orders: SearchHit[];
  customers: SearchHit[];
  products: SearchHit[];
  stores: SearchHit[];
  /** False when the term is shorter than SEARCH_MIN_RECORD_CHARS: only stores were looked up. */
  recordsSearched: boolean;
}

/** The screens the search offers: the kinds of record each needs the screen of. */
export const SEARCH_KIND_SCREENS: Readonly<Record<SearchKind, AdminScreen>> = {
  order: 'orders',
  customer: 'customers',
  product: 'products',
  store: 'stores',
};

/** May these roles search this kind of record (can they open its screen)? */
export function searchesKind(kind: SearchKind, roles: readonly Role[]): boolean {
  return accessTo(SEARCH_KIND_SCREENS[kind], roles) !== 'none';
}

/** An upper-cased term with spaces removed: how order numbers and pickup codes are typed or scanned. */
export function codeOf(term: string): string {
  return term.replace(/\s+/g, '').toUpperCase();
}

/**
 * The screens whose title (or purpose, for terms of 3 characters or more) holds every word of the
 * term, among those the roles may open; titles that start with the term first, shorter (closer) ones
 * before longer.
 */
export function screensMatching(term: string, roles: readonly Role[]): Array<{ screen: AdminScreen; title: string; path: string }> {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const lower = term.trim().toLowerCase();
  return ADMIN_SCREENS.filter((screen) => accessTo(screen, roles) !== 'none')
    .map((screen) => {
      const { title, purpose } = SCREENS[screen];
      const inTitle = words.every((word) => title.toLowerCase().includes(word));
      const inPurpose = lower.length >= SEARCH_MIN_RECORD_CHARS && words.every((word) => `${title} ${purpose}`.toLowerCase().includes(word));
      const rank = title.toLowerCase().startsWith(lower) ? 0 : inTitle ? 1 : inPurpose ? 2 : 3;
      return { screen, title, path: screenPath(screen) as string, rank };
    })
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.title.length - b.title.length || a.title.localeCompare(b.title))
    .slice(0, SEARCH_PER_KIND)
    .map(({ screen, title, path }) => ({ screen, title, path }));
}
