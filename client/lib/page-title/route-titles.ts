import type { PagePath } from '../../../shared/page-routes';

// Each page's name in the document title until the page itself names it more precisely (a product,
// a brand, a search, an order: usePageTitle). A Record over PagePath, so a new route fails the
// type-check until it has a title. The back office's layout names its own pages (usePageTitle), so
// the screen registry stays in the back office's lazy chunk instead of the storefront's entry.
const SHOP_PAGE_NAMES: Record<Exclude<PagePath, '/admin' | `/admin/${string}`>, string | null> = {
  '/': null,
  '/new-arrivals': 'New Arrivals',
  '/shop': 'All Products',
  '/product/$id': 'Product',
  '/cart': 'Shopping Cart',
  '/checkout': 'Checkout',
  '/brand': 'Brands',
  '/brand/$slug': 'Brand',
  '/about': 'About Us',
  '/partnership': 'Partnership',
  '/blog': 'News',
  '/blog/$slug': 'News',
  '/careers': 'Careers',
  '/careers/$id': 'Careers',
  '/store-locator': 'Find a Store',
  '/store-pickup': 'Store Pickup',
  '/pickup-shop': 'Pickup Shop',
  '/pickup-checkout': 'Pickup Checkout',
  '/pickup-confirmation': 'Pickup Confirmation',
  '/accessibility': 'Accessibility',
  '/do-not-sell': 'Do Not Sell My Personal Information',
  '/contact': 'Contact Us',
  '/robo-support': 'Robo Support',
  '/faq': 'FAQ',
  '/shipping-info': 'Shipping Info',
  '/privacy-policy': 'Privacy Policy',
  '/terms-conditions': 'Terms & Conditions',
  '/store-policy': 'Store Policy',
  '/unsubscribe': 'Unsubscribe',
  '/auth': 'Sign In',
  '/reset-password': 'Reset Password',
  '/profile': 'My Profile',
  '/orders': 'My Orders',
  '/orders/$orderId': 'Order',
  '/order-confirmation': 'Order Confirmation',
};

/** True for the back office's route ids, whose names need the admin screen names. */
export function isAdminRoute(routeId: string | undefined): boolean {
  return routeId !== undefined && /^\/admin(\/|$)/.test(routeId);
}

/** The page name of a route id as TanStack Router gives it ('/brand/' for an index route); none for a back-office page (its layout names it). */
export function routePageName(routeId: string | undefined): string | null {
  if (!routeId) return null;
  const path = routeId.length > 1 && routeId.endsWith('/') ? routeId.slice(0, -1) : routeId;
  if (isAdminRoute(path)) return null;
  return path in SHOP_PAGE_NAMES ? SHOP_PAGE_NAMES[path as keyof typeof SHOP_PAGE_NAMES] : null;
}
