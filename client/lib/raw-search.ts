/**
 * The search of a back-office list route, kept as the URL gave it (strings and numbers only).
 * The screen's list query schema (shared/admin) parses it inside the screen's lazy chunk
 * (client/features/admin/kit/list-search.ts): a route's `validateSearch` runs in the entry, and the
 * back office must add nothing to the storefront's JS (docs/decisions/034).
 */
export function rawSearch(search: Record<string, unknown>): Record<string, string | number | undefined> {
  const kept: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) kept[key] = value;
  }
  return kept;
}
