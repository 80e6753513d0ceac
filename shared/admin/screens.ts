import { ADMIN_SCREENS, SCREEN_ACCESS, accessTo, type Access, type AdminScreen, type Role } from '../roles';

/**
 * The back office's screen registry: every screen's title, purpose, menu group and access per role.
 * The access matrix itself stays in shared/roles.ts (the server's requireScreen reads it there);
 * this registry is what the menu, the page titles, the breadcrumbs and the role-matrix tests read.
 */

/** The menu's groups, in the order the menu shows them (the dashboard stands above them all). */
export const MENU_GROUPS = ['Catalogue', 'Orders', 'Stores', 'Content', 'Marketing', 'People', 'Settings'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface AdminScreenInfo {
  key: AdminScreen;
  title: string;
  purpose: string;
  /** null: the dashboard, the menu's first entry outside any group. */
  group: MenuGroup | null;
  access: Readonly<Record<Role, Access>>;
}

type ScreenText = Pick<AdminScreenInfo, 'title' | 'purpose' | 'group'>;

// Settings holds only admin-only screens, so a store manager's menu has no Settings group at all.
const SCREEN_TEXTS: Record<AdminScreen, ScreenText> = {
  dashboard: { title: 'Dashboard', purpose: 'Today’s orders, sales and stock alerts at a glance.', group: null },
  products: { title: 'Products', purpose: 'Add, edit and retire products, their images, prices and size variants.', group: 'Catalogue' },
  inventory: { title: 'Inventory', purpose: 'Stock per product, variant and country.', group: 'Catalogue' },
  categories: { title: 'Categories', purpose: 'The categories shoppers browse by, and their order.', group: 'Catalogue' },
  brands: { title: 'Brands', purpose: 'The brands the shop carries.', group: 'Catalogue' },
  orders: { title: 'Orders', purpose: 'Every order, its status and its history.', group: 'Orders' },
  'order-approvals': { title: 'Order Approvals', purpose: 'Large orders waiting for approval.', group: 'Orders' },
  analytics: { title: 'Analytics', purpose: 'Sales, products and customers over time.', group: 'Orders' },
  stores: { title: 'Stores', purpose: 'Shops, their addresses, opening hours and pickup settings.', group: 'Stores' },
  'pickup-products': { title: 'Pickup Products', purpose: 'Which products each store offers for pickup, with its stock.', group: 'Stores' },
  'pickup-verification': { title: 'Pickup Verification', purpose: 'Check pickup codes at the counter and hand orders over.', group: 'Stores' },
  'epos-sync': { title: 'EPOS Sync', purpose: 'Synchronisation with the stores’ till system.', group: 'Stores' },
  'hero-slides': { title: 'Hero Slides', purpose: 'The slides of the home page carousel.', group: 'Content' },
  'blog-posts': { title: 'Blog Posts', purpose: 'News and stories for the blog.', group: 'Content' },
  jobs: { title: 'Jobs', purpose: 'Open positions shown on the careers page.', group: 'Content' },
  'job-applications': { title: 'Job Applications', purpose: 'Applications received for open positions.', group: 'Content' },
  'robo-support': { title: 'Robo Support', purpose: 'The support assistant’s conversations and answers.', group: 'Content' },
  discounts: { title: 'Discounts', purpose: 'Promo codes, their value, dates and usage limits.', group: 'Marketing' },
  'email-marketing': { title: 'Email Marketing', purpose: 'Newsletter subscribers and campaigns.', group: 'Marketing' },
  'email-logs': { title: 'Email Logs', purpose: 'Every email the shop sent or failed to send.', group: 'Marketing' },
  customers: { title: 'Customers', purpose: 'Shoppers’ accounts and their orders.', group: 'People' },
  'user-management': { title: 'User Management', purpose: 'Accounts that can sign in to the shop.', group: 'People' },
  'role-management': { title: 'Role Management', purpose: 'Who has the admin, store manager and staff roles.', group: 'People' },
  'shipping-rates': { title: 'Shipping Rates', purpose: 'Delivery charges and free-shipping thresholds per country.', group: 'Settings' },
  'tax-rates': { title: 'Tax Rates', purpose: 'US sales tax rates by state and ZIP prefix.', group: 'Settings' },
  settings: { title: 'Settings', purpose: 'Shop-wide settings such as approval thresholds.', group: 'Settings' },
  activity: { title: 'Activity', purpose: 'Every change made in the back office: who, when, what, before and after.', group: 'Settings' },
};

/** Every screen of the back office, in the order of shared/roles.ts. */
export const SCREENS: Readonly<Record<AdminScreen, AdminScreenInfo>> = Object.fromEntries(
  ADMIN_SCREENS.map((key) => [key, { key, ...SCREEN_TEXTS[key], access: SCREEN_ACCESS[key] }]),
) as Record<AdminScreen, AdminScreenInfo>;

/** A screen's title ("Hero Slides"). */
export const screenTitle = (screen: AdminScreen): string => SCREENS[screen].title;

/** The page path of a screen: the dashboard is /admin, every other screen /admin/<key>. */
export function screenPath(screen: AdminScreen): '/admin' | `/admin/${Exclude<AdminScreen, 'dashboard'>}` {
  return screen === 'dashboard' ? '/admin' : `/admin/${screen}`;
}

/** The screen a back-office path belongs to (/admin/categories/12 → categories), or null. */
export function screenOfPath(path: string): AdminScreen | null {
  const match = /^\/admin(?:\/([^/?#]+))?/.exec(path);
  if (!match) return null;
  const key = match[1] ?? 'dashboard';
  return (ADMIN_SCREENS as readonly string[]).includes(key) ? (key as AdminScreen) : null;
}

export interface MenuSection {
  group: MenuGroup | null;
  screens: AdminScreenInfo[];
}

/** The menu a user's roles give: only screens they may at least read, grouped, empty groups left out. */
export function menuFor(roles: readonly Role[]): MenuSection[] {
  const usable = ADMIN_SCREENS.filter((screen) => accessTo(screen, roles) !== 'none').map((screen) => SCREENS[screen]);
  return [null, ...MENU_GROUPS]
    .map((group) => ({ group, screens: usable.filter((screen) => screen.group === group) }))
    .filter((section) => section.screens.length > 0);
}
