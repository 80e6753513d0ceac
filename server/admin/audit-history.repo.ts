import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../shared/admin/api';
import type { DB } from '../db/schema';
import { auditEntryOf, auditRows } from './activity/audit-entries';

/** How many changes a record's history shows (newest first). */
export const HISTORY_LIMIT = 200;

/** Fields of audited records that hold another record's id, and the table that names it. */
const REFERENCES = { categoryId: 'categories', brandId: 'brands', storeId: 'stores', productId: 'products' } as const;
type ReferencedTable = (typeof REFERENCES)[keyof typeof REFERENCES];

/** The ids an audited value refers to (its own reference fields, and those of its lists' items), by table. */
function collectReferences(value: unknown, into: Map<ReferencedTable, Set<string>>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [field, table] of Object.entries(REFERENCES)) {
    const id = (value as Record<string, unknown>)[field];
    if (typeof id === 'string' && id !== '') into.set(table, (into.get(table) ?? new Set()).add(id));
  }
  for (const nested of Object.values(value)) if (nested && typeof nested === 'object') collectReferences(nested, into);
}

/** The names of the records these audit values refer to, deleted ones included (history outlives them). */
async function referenceNames(db: Kysely<DB>, values: unknown[]): Promise<Record<string, string>> {
  const wanted = new Map<ReferencedTable, Set<string>>();
  for (const value of values) collectReferences(value, wanted);
  const names: Record<string, string> = {};
  for (const [table, ids] of wanted) {
    const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', [...ids]).execute();
    for (const row of rows) names[row.id] = row.name;
  }
  return names;
}

/** The changes recorded for one record, newest first, with the names of the records they refer to. */
export async function historyOf(db: Kysely<DB>, entityType: string, entityId: string): Promise<AuditEntry[]> {
  const rows = await auditRows(db).where('entity_type', '=', entityType).where('entity_id', '=', entityId).orderBy('id', 'desc').limit(HISTORY_LIMIT).execute();
  // A deleted user's changes keep their name and email; only the id is gone (actorOf).
  const entries = rows.map(auditEntryOf);
  const names = await referenceNames(db, entries.flatMap((entry) => [entry.before, entry.after]));
  return entries.map((entry) => ({ ...entry, names }));
}
