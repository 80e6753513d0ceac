/**
 * Whether a path is the back office's (`/admin` and below), not a storefront page. Its own module:
 * the storefront's root layout asks it, and must not load the back office's screen table.
 */
export function isBackOfficePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
