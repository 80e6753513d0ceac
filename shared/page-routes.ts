import { ADMIN_SCREENS, type AdminScreen } from './roles';

// The PWA's pages (SPEC §2.1 and the shop's own), in TanStack Router's `$param` form. The server
// answers any other page path with 404 (docs/decisions/028); client/page-routes.check.ts fails the
// type-check when the client's file routes and this list differ.

const SHOP_PAGES = [
  '/', '/new-arrivals', '/shop', '/product/$id', '/cart', '/checkout', '/brand', '/brand/$slug', '/about',
  '/partnership', '/blog', '/blog/$slug', '/careers', '/careers/$id', '/store-locator', '/store-pickup', '/pickup-shop',
  '/pickup-checkout', '/pickup-confirmation', '/accessibility', '/do-not-sell', '/contact', '/robo-support',
  '/faq', '/shipping-info', '/privacy-policy', '/terms-conditions', '/store-policy', '/unsubscribe',
  '/auth', '/reset-password', '/profile', '/orders', '/orders/$orderId', '/order-confirmation',
  '/admin',
] as const;

type AdminPage = `/admin/${Exclude<AdminScreen, 'dashboard'>}`;

// Back-office screens whose records have their own pages: /admin/<screen>/new and /admin/<screen>/$id.
const SCREENS_WITH_RECORD_PAGES = ['products', 'categories', 'brands', 'hero-slides', 'stores', 'discounts', 'shipping-rates', 'tax-rates', 'blog-posts', 'jobs'] as const satisfies readonly AdminScreen[];
type AdminRecordPage = `/admin/${(typeof SCREENS_WITH_RECORD_PAGES)[number]}/${'new' | '$id'}`;
// Back-office screens whose records have a page but are never made there: /admin/<screen>/$id only.
const SCREENS_WITH_DETAIL_PAGES = ['orders', 'customers', 'email-logs', 'job-applications'] as const satisfies readonly AdminScreen[];
type AdminDetailPage = `/admin/${(typeof SCREENS_WITH_DETAIL_PAGES)[number]}/$id`;

// Records of one part of a screen with several: the knowledge base's articles in Robo Support.
const ADMIN_PART_RECORD_PAGES = ['/admin/robo-support/articles/new', '/admin/robo-support/articles/$id', '/admin/email-marketing/campaigns/new', '/admin/email-marketing/campaigns/$id'] as const;

// Packing slips and invoices: one order's, and many orders' (docs/decisions/099).
const ORDER_PRINT_PAGES = ['/admin/orders/print', '/admin/orders/$id/print'] as const;

/** A page path as the client's router names it. */
export type PagePath = (typeof SHOP_PAGES)[number] | AdminPage | AdminRecordPage | AdminDetailPage | (typeof ADMIN_PART_RECORD_PAGES)[number] | (typeof ORDER_PRINT_PAGES)[number];

/** Every page path of the shop. */
export const PAGE_ROUTES: readonly PagePath[] = [
  ...SHOP_PAGES,
  ...SCREENS_WITH_RECORD_PAGES.flatMap((screen) => [`/admin/${screen}/new`, `/admin/${screen}/$id`] as const),
  ...SCREENS_WITH_DETAIL_PAGES.map((screen) => `/admin/${screen}/$id` as const),
  ...ADMIN_PART_RECORD_PAGES,
  ...ORDER_PRINT_PAGES,
  ...ADMIN_SCREENS.filter((screen) => screen !== 'dashboard').map((screen) => `/admin/${screen}` as AdminPage),
];

const patterns = PAGE_ROUTES.map((route) => route.split('/').slice(1).map((segment) => (segment.startsWith('$') ? null : segment.toLowerCase())));

/**
 * Whether a URL path (no query) is one of the shop's pages, as the router matches it: static
 * segments regardless of case, a `$param` any one non-empty segment, one trailing slash allowed.
 */
export function isPagePath(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed.split('/').slice(1);
  if (trimmed === '/') return true;
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((expected, index) => {
        const actual = segments[index]!;
        return expected === null ? actual.length > 0 : expected !== '' && actual.toLowerCase() === expected;
      }),
  );
}
