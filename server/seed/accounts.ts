import type { Role } from '../../shared/roles';

export interface SeedAccount {
  role: Role | 'customer';
  email: string;
  password: string;
  name: string;
  /** Stores the account works at (store slugs); staff_stores rows. */
  storeSlugs: readonly string[];
}

/**
 * The demo sign-ins, one per role. Development passwords only: they meet the sign-in rules
 * (8+ characters, upper, lower, number, special) and are printed at start-up.
 */
export const SEED_STAFF_ACCOUNTS: ReadonlyArray<SeedAccount> = [
  { role: 'admin', email: 'admin@toyshop.test', password: 'Admin#2026shop', name: 'Avery Admin', storeSlugs: [] },
  { role: 'store_manager', email: 'manager@toyshop.test', password: 'Manager#2026shop', name: 'Morgan Manager', storeSlugs: ['new-york-upper-west-side', 'chicago-river-north'] },
  { role: 'staff', email: 'staff@toyshop.test', password: 'Staff#2026shop', name: 'Sam Staff', storeSlugs: ['new-york-upper-west-side'] },
  { role: 'customer', email: 'customer@toyshop.test', password: 'Customer#2026shop', name: 'Casey Customer', storeSlugs: [] },
];
