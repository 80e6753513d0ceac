/** GET /api/admin/dashboard/shell: the back office's frame for the signed-in staff member. */
export interface AdminShell {
  /** The stores they work for: every store, or the ones tied to them. */
  stores: { kind: 'all' } | { kind: 'stores'; stores: Array<{ id: string; name: string }> };
}

export const ADMIN_SHELL_TEXTS = {
  everyStore: 'Every store',
  storesHeading: 'Your stores',
  backOffice: 'Back office',
  viewShop: 'View the shop',
  signOut: 'Sign out',
  account: 'Account',
} as const;
