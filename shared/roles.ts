/** Staff roles, from user_roles. */
export const ROLES = ['admin', 'store_manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_SCREENS = [
  'dashboard', 'products', 'inventory', 'categories', 'brands', 'orders', 'customers', 'discounts',
  'stores', 'shipping-rates', 'tax-rates', 'hero-slides', 'blog-posts', 'jobs', 'job-applications',
  'pickup-products', 'pickup-verification', 'user-management', 'role-management', 'robo-support',
  'epos-sync', 'email-marketing', 'email-logs', 'order-approvals', 'analytics', 'settings', 'activity',
] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export type Access = 'write' | 'read' | 'none';

const ALL_STAFF = { admin: 'write', store_manager: 'write', staff: 'write' } as const;
const MANAGERS_STAFF_READS = { admin: 'write', store_manager: 'write', staff: 'read' } as const;
const MANAGERS = { admin: 'write', store_manager: 'write', staff: 'none' } as const;
const ADMIN_ONLY = { admin: 'write', store_manager: 'none', staff: 'none' } as const;

/** Who may use which admin screen (DECISIONS.md, "Roles and admin screens"). */
export const SCREEN_ACCESS: Record<AdminScreen, Record<Role, Access>> = {
  dashboard: ALL_STAFF,
  orders: ALL_STAFF, // staff: read and status changes, enforced by the orders service
  'pickup-verification': ALL_STAFF,
  'robo-support': ALL_STAFF,
  inventory: MANAGERS_STAFF_READS,
  'pickup-products': MANAGERS_STAFF_READS,
  products: MANAGERS,
  categories: MANAGERS,
  brands: MANAGERS,
  stores: MANAGERS,
  'hero-slides': MANAGERS,
  'blog-posts': MANAGERS,
  jobs: MANAGERS,
  'job-applications': MANAGERS,
  discounts: MANAGERS,
  'order-approvals': MANAGERS,
  analytics: MANAGERS,
  'epos-sync': MANAGERS,
  'email-logs': MANAGERS,
  customers: MANAGERS,
  'shipping-rates': ADMIN_ONLY,
  'tax-rates': ADMIN_ONLY,
  'email-marketing': ADMIN_ONLY,
  'user-management': ADMIN_ONLY,
  'role-management': ADMIN_ONLY,
  settings: ADMIN_ONLY,
  activity: ADMIN_ONLY, // the audit log: every change, with before and after
};

const RANK: Record<Access, number> = { none: 0, read: 1, write: 2 };

/** The strongest access any of the user's roles gives to a screen. */
export function accessTo(screen: AdminScreen, roles: readonly Role[]): Access {
  let best: Access = 'none';
  for (const role of roles) {
    const access = SCREEN_ACCESS[screen][role];
    if (RANK[access] > RANK[best]) best = access;
  }
  return best;
}

/** True when the roles allow at least `needed` on the screen. */
export function canAccess(screen: AdminScreen, roles: readonly Role[], needed: Exclude<Access, 'none'> = 'read'): boolean {
  return RANK[accessTo(screen, roles)] >= RANK[needed];
}

export const isStaff = (roles: readonly Role[]): boolean => roles.length > 0;
export const isAdmin = (roles: readonly Role[]): boolean => roles.includes('admin');
