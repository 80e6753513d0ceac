import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { AppError } from '../../shared/errors';
import type { DB } from '../db/schema';

// Versioned writes, soft delete, restore and display order for the back office's synced tables,
// written once for every screen. The version of a record is its sync_seq (the sync trigger gives
// every write a new one), so "UPDATE … WHERE id AND sync_seq = <version read>" refuses a stale save.

/** Tables the back office edits with versions and soft deletes (they carry the sync columns). */
export type VersionedTable = {
  [T in keyof DB]: DB[T] extends { id: string; sync_seq: unknown; deleted_at: unknown } ? T : never;
}[keyof DB];

/** Tables of those that also have a display order. */
export type OrderedTable = {
  [T in VersionedTable]: DB[T] extends { display_order: unknown } ? T : never;
}[VersionedTable];

// The columns these helpers touch; one loose view of "any such table" keeps them generic.
interface VersionedColumns {
  id: string;
  sync_seq: number;
  deleted_at: Date | null;
  display_order: number;
}
type Loose = Kysely<Record<string, VersionedColumns>>;
const loose = (db: Kysely<DB>): Loose => db as unknown as Loose;

const notFound = () => new AppError('NOT_FOUND', 'Not found');
const conflict = () => new AppError('CONFLICT', ADMIN_TEXTS.editConflict);

/** The version a record is read at (shared/admin/api.ts Versioned). */
export const versionOf = (row: { sync_seq: number | string }): string => String(row.sync_seq);

/** The fields every back-office record carries, from its row. */
export function lifecycleOf(row: { deleted_at: Date | string | null; updated_at: Date | string; sync_seq: number | string }) {
  return {
    deletedAt: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: versionOf(row),
  };
}

/** Locks the record for the rest of the transaction; 404 when there is none. */
export async function lockRecord(trx: Transaction<DB>, table: VersionedTable, id: string): Promise<{ version: string; deleted: boolean }> {
  const row = await loose(trx).selectFrom(table).select(['sync_seq', 'deleted_at']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return { version: versionOf(row), deleted: row.deleted_at !== null };
}

/** 409 with ADMIN_TEXTS.editConflict unless the record is still at the version the editor read. */
export function assertVersion(current: { version: string }, read: string): void {
  if (current.version !== read) throw conflict();
}

/**
 * Writes `values` to the record only if it is still at `version`; otherwise 409 (or 404 when it is
 * gone). Callers have usually locked and checked already; the WHERE makes it hold without that.
 */
export async function updateVersioned(
  trx: Transaction<DB>,
  table: VersionedTable,
  id: string,
  version: string,
  values: Record<string, unknown>,
): Promise<void> {
  if (!/^\d{1,19}$/.test(version)) throw conflict();
  const updated = await loose(trx)
    .updateTable(table)
    .set(values as Partial<VersionedColumns>)
    .where('id', '=', id)
    .where(sql<boolean>`sync_seq = ${version}::bigint`)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  const exists = await loose(trx).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? conflict() : notFound();
}

/** What a record is, without what every write moves (its version and update time). */
function contentOf(record: object): Record<string, unknown> {
  const { version: _version, updatedAt: _updatedAt, ...content } = record as Record<string, unknown>;
  return content;
}

/**
 * Runs an edit of a record read as `before` and returns the record it made, or null when the record
 * reads the same afterwards (version and update time aside): then the edit is undone, so the version
 * holds (a colleague's open edit is not refused), devices receive nothing and the caller records no
 * audit entry (issue 23 §1). Runs inside the caller's transaction, after its lock and version check.
 */
export async function writeIfChanged<Rec extends object>(trx: Transaction<DB>, before: Rec, edit: () => Promise<Rec>): Promise<Rec | null> {
  await sql`SAVEPOINT edit_unless_same`.execute(trx);
  const after = await edit();
  if (!isDeepStrictEqual(contentOf(before), contentOf(after))) {
    await sql`RELEASE SAVEPOINT edit_unless_same`.execute(trx);
    return after;
  }
  await sql`ROLLBACK TO SAVEPOINT edit_unless_same`.execute(trx);
  return null;
}

/** The display order a new record gets: after every other. */
export async function nextDisplayOrder(db: Kysely<DB>, table: OrderedTable): Promise<number> {
  const row = await loose(db)
    .selectFrom(table)
    .select(sql<number>`coalesce(max(display_order), 0)::int`.as('last'))
    .executeTakeFirstOrThrow();
  return Number(row.last) + 1;
}

/** One record's place before and after a reorder (what the audit log keeps). */
export interface Placement {
  id: string;
  displayOrder: number;
}

export interface Reordered {
  before: Placement[];
  after: Placement[];
}

/** The live records in display order, locked so two reorders cannot interleave. */
async function lockOrder(trx: Transaction<DB>, table: OrderedTable): Promise<Placement[]> {
  const rows = await loose(trx)
    .selectFrom(table)
    .select(['id', 'display_order'])
    .where('deleted_at', 'is', null)
    .orderBy('display_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({ id: row.id, displayOrder: Number(row.display_order) }));
}

/**
 * Gives the live records the order of `ids` (display_order 1, 2, 3, …), writing only the records
 * whose place changes. Returns those records' places before and after.
 */
async function applyOrder(trx: Transaction<DB>, table: OrderedTable, current: Placement[], ids: readonly string[]): Promise<Reordered> {
  const was = new Map(current.map((placement) => [placement.id, placement.displayOrder]));
  const before: Placement[] = [];
  const after: Placement[] = [];
  for (const [index, id] of ids.entries()) {
    const displayOrder = index + 1;
    if (was.get(id) === displayOrder) continue;
    before.push({ id, displayOrder: was.get(id)! });
    after.push({ id, displayOrder });
    await loose(trx).updateTable(table).set({ display_order: displayOrder }).where('id', '=', id).execute();
  }
  return { before, after };
}

/** Moves one live record a place up or down (nothing changes at either end). */
export async function moveRecord(trx: Transaction<DB>, table: OrderedTable, id: string, direction: 'up' | 'down'): Promise<Reordered> {
  const current = await lockOrder(trx, table);
  const ids = current.map((placement) => placement.id);
  const index = ids.indexOf(id);
  if (index < 0) {
    const exists = await loose(trx).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound();
    throw new AppError('CONFLICT', 'A deleted record has no place in the order; restore it first');
  }
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target >= 0 && target < ids.length) [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return applyOrder(trx, table, current, ids);
}

/** Puts the live records in the given order; `ids` must name each of them exactly once (400 otherwise). */
export async function setOrder(trx: Transaction<DB>, table: OrderedTable, ids: readonly string[]): Promise<Reordered> {
  const current = await lockOrder(trx, table);
  const live = new Set(current.map((placement) => placement.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== live.size || ids.some((id) => !live.has(id))) {
    throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict, { ids: 'The list changed while you were ordering it; reload and try again' });
  }
  return applyOrder(trx, table, current, ids);
}
