import * as z from 'zod';
import { ROLES, type Role } from '../roles';
import { text } from '../text.schema';
import { listQuerySchema } from './list-query';

/**
 * User management and role management (issue 12): every account that can sign in, its roles and,
 * for store managers and staff, the stores it is tied to (DECISIONS.md "Roles and admin screens").
 */

/** The roles that tie a user to stores (pickup verification and per-store screens show only theirs). */
export const STORE_ROLES = ['store_manager', 'staff'] as const satisfies readonly Role[];

/** How each role is named on the screens. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'Admin', store_manager: 'Store manager', staff: 'Staff' };

export const ACCOUNT_TEXTS = {
  notFound: 'No such account',
  lastAdminDisable: 'The last admin cannot be disabled: give another account the admin role first',
  lastAdminRole: 'The last admin cannot lose the admin role: give another account the admin role first',
  unknownStore: 'Choose active stores only',
  storesNeedRole: 'Only store managers and staff are tied to stores: give one of those roles first',
  tooManyStores: 'At most 100 stores',
} as const;

/** One account as both screens list it. Never a password, a session or a token. */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** When an admin disabled it; null while it may sign in. */
  disabledAt: string | null;
  roles: Role[];
  stores: Array<{ id: string; name: string }>;
}

/** A store a manager or staff member can be tied to (active stores only). */
export interface StoreChoice {
  id: string;
  name: string;
  city: string;
  country: string;
}

/** The sort keys both account lists accept (server whitelist: server/admin/users/accounts.repo.ts). */
export const ACCOUNT_SORTS = ['name', 'email', 'createdAt', 'lastSignInAt'] as const;

/** GET /api/admin/user-management and /api/admin/role-management: search name or email, filter by role and state. */
export const accountListQuerySchema = listQuerySchema({
  role: z.enum([...ROLES, 'any', 'none'], 'Role must be admin, store_manager, staff, any or none').optional(),
  disabled: z.enum(['yes', 'no'], 'Disabled must be yes or no').optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/** The account a route names (`/:id`). */
export const accountParamSchema = z.object({ id: text().min(1).max(100) });

/** POST /api/admin/role-management/:id/roles — give a role. */
export const giveRoleSchema = z.object({ role: z.enum(ROLES, `Role must be one of ${ROLES.join(', ')}`) });

/** DELETE /api/admin/role-management/:id/roles/:role — take a role. */
export const roleParamSchema = accountParamSchema.extend({ role: z.enum(ROLES, `Role must be one of ${ROLES.join(', ')}`) });

/** PUT /api/admin/role-management/:id/stores — the stores a store manager or staff member works in (the whole set). */
export const storeTiesSchema = z.object({
  storeIds: z.array(text().min(1).max(100)).max(100, ACCOUNT_TEXTS.tooManyStores),
});
export type StoreTies = z.infer<typeof storeTiesSchema>;

/** True when the roles include one that ties a user to stores. */
export function hasStoreRole(roles: readonly Role[]): boolean {
  return roles.some((role) => (STORE_ROLES as readonly Role[]).includes(role));
}
