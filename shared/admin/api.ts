/**
 * The shapes every back-office API answers with (DECISIONS.md, "Back office and operations").
 * GET /api/admin/<screen>            → ListPage<Row> (or the screen's data); `?format=csv` → text/csv
 * GET /api/admin/<screen>/:id        → { record: Row }
 * GET /api/admin/<screen>/:id/history → { rows: AuditEntry[] }
 * POST /api/admin/<screen>           → 201 { record: Row }
 * PATCH /api/admin/<screen>/:id      → { record: Row }; body is the whole form (fields left out take their
 *                                      defaults, not their stored values) and `version` (the record's version as read)
 * DELETE /api/admin/<screen>/:id?version=… → { record: Row } (soft delete); POST …/:id/restore undoes it
 * POST /api/admin/<screen>/bulk      → { updated: number }; body { action, ids, …action's fields }
 * Lists with a display order (shared/admin/fields.ts moveSchema, orderSchema):
 * POST /api/admin/<screen>/:id/move  → { record: Row }; body { direction: 'up' | 'down' } (400 on `direction` at either end)
 * PUT /api/admin/<screen>/order      → { updated: number }; body { ids } naming every live record once
 * Deleting a category or brand that live products use: 409 "This category is used by N products"
 * (field `moveTo`), unless `&moveTo=<id>` names another one to move them to first.
 * Errors use the one envelope of shared/errors.ts; field errors name the form's field:
 * bad input is 400 INVALID_DATA with `fields`; a unique value already taken (a slug) is 409 CONFLICT
 * with `fields` naming it; a stale version is 409 CONFLICT with ADMIN_TEXTS.editConflict and no fields.
 */
export interface ListPage<Row> {
  rows: Row[];
  /** Every matching row, or with `totalAtLeast` a lower bound: a list that caps its count stops there. */
  total: number;
  /** True when more rows match than `total` (the count stopped at its cap): shown as "1,000+". */
  totalAtLeast?: boolean;
  page: number;
  pageSize: number;
}

/** One row of the audit log as the back office reads it. */
export interface AuditEntry {
  id: number;
  at: string;
  /** Who made the change, as they were named then; `id` is '' once that user is deleted. */
  actor: { id: string; name: string; email: string } | null;
  screen: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  /** Names of the records `before` and `after` refer to by id (a brand, a category, a store). */
  names?: Record<string, string>;
}

/**
 * Every editable record carries a version: its `sync_seq` as read (a new number on every write, so it
 * is exact where a timestamp would lose microseconds); a save or delete with another one is refused (409).
 */
export interface Versioned {
  version: string;
}

/** The texts of concurrent edits and the online-only back office. */
export const ADMIN_TEXTS = {
  editConflict: 'This was changed by someone else; reload to see their change',
  offline: 'The back office needs the network. You are offline; what you typed is kept and can be saved when you are back online.',
  zeroPriceConfirm: 'A price of 0 makes this free. Save it anyway?',
  /** The server's refusals on any record. */
  alreadyDeleted: 'This was already deleted',
  notDeleted: 'This is not deleted',
  alreadyFirst: 'This is already first',
  alreadyLast: 'This is already last',
  noDisplayOrder: 'This list has no display order',
  slugTaken: (thing: string) => `Another ${thing} already uses this slug`,
  /** Deleting a category or brand that live products use. */
  usedByProducts: (thing: string, count: number) => `This ${thing} is used by ${count === 1 ? '1 product' : `${count} products`}`,
  chooseWhereToMove: (usedBy: string) => `${usedBy}; choose where to move them`,
  chooseLiveTarget: (thing: string) => `Choose another ${thing} that is not deleted`,
} as const;
