import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { ADMIN_TEXTS, type AuditEntry, type ListPage, type Versioned } from '../../shared/admin/api';
import type { DeleteQuery } from '../../shared/admin/fields';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import type { DB } from '../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../platform/audit';
import { historyOf } from './audit-history.repo';
import { assertVersion, lockRecord, moveRecord, nextDisplayOrder, setOrder, updateVersioned, writeIfChanged, type OrderedTable, type VersionedTable } from '../platform/records';
import { uniqueFieldError, type UniqueField } from './unique-fields';

/** What every back-office record has: an id, a version, and whether it is soft-deleted. */
export interface AdminRecord extends Versioned {
  id: string;
  deletedAt: string | null;
}

/**
 * One back-office resource over one synced table: what a screen's repository provides so the
 * generic service below can list, create, edit, soft-delete, restore and reorder it, each write
 * in one transaction with its audit record.
 */
export interface ResourceDefinition<Query, Input, Rec extends AdminRecord> {
  table: VersionedTable;
  /** Set when the records have a display order the screen changes (move up/down, drag). */
  orderedTable?: OrderedTable;
  /** The audit log's entity type, e.g. 'category'. */
  entityType: string;
  list(db: Kysely<DB>, query: Query): Promise<ListPage<Rec>>;
  csv(c: Context, db: Kysely<DB>, query: Query): Response;
  find(db: Kysely<DB>, id: string): Promise<Rec | undefined>;
  /** The table's columns for an input (create and edit). */
  columns(input: Input): Record<string, unknown>;
  /** Columns a new record takes from who creates it (a post's author); set on create only. */
  createdBy?(actor: AuditScope['actor']): Record<string, unknown>;
  /** Unique constraints → the form field a conflict belongs to. */
  unique?: Readonly<Record<string, UniqueField>>;
  /** Runs in the delete's transaction before the soft delete: refuse it, or move what uses the record. */
  beforeDelete?(trx: Transaction<DB>, scope: AuditScope, record: Rec, query: DeleteQuery): Promise<void>;
}

export type ResourceService<Query, Input, Rec extends AdminRecord> = ReturnType<typeof resourceService<Query, Input, Rec>>;

/** The service of one resource, from its definition. */
export function resourceService<Query, Input, Rec extends AdminRecord>(definition: ResourceDefinition<Query, Input, Rec>) {
  const { table, entityType } = definition;

  async function found(db: Kysely<DB>, id: string): Promise<Rec> {
    const record = await definition.find(db, id);
    if (!record) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
    return record;
  }

  /** One audited write: its transaction, and unique violations as the field's error. */
  async function write<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      throw (definition.unique && uniqueFieldError(error, definition.unique)) || error;
    }
  }

  const change = (action: string, id: string | null, before: unknown, after: unknown) => ({ action, entityType, entityId: id, before, after });

  return {
    ordered: definition.orderedTable !== undefined,
    list: definition.list,
    csv: definition.csv,
    get: found,
    history: async (db: Kysely<DB>, id: string): Promise<AuditEntry[]> => {
      await found(db, id);
      return historyOf(db, entityType, id);
    },

    create: (db: Kysely<DB>, scope: AuditScope, input: Input): Promise<Rec> =>
      write(db, async (trx) => {
        const id = randomUUID();
        const order = definition.orderedTable ? { display_order: await nextDisplayOrder(trx, definition.orderedTable) } : {};
        await (trx as unknown as Kysely<Record<string, { id: string }>>)
          .insertInto(table)
          .values({ id, ...definition.columns(input), ...definition.createdBy?.(scope.actor), ...order })
          .execute();
        const after = await found(trx, id);
        await recordChange(trx, scope, change('create', id, null, after));
        return after;
      }),

    update: (db: Kysely<DB>, scope: AuditScope, id: string, input: Input & Versioned): Promise<Rec> =>
      write(db, async (trx) => {
        assertVersion(await lockRecord(trx, table, id), input.version);
        const before = await found(trx, id);
        const after = await writeIfChanged(trx, before, async () => {
          await updateVersioned(trx, table, id, input.version, definition.columns(input));
          return found(trx, id);
        });
        // A save that changes nothing keeps the version and owes no audit entry.
        if (!after) {
          nothingChanged(scope);
          return before;
        }
        await recordChange(trx, scope, change('update', id, before, after));
        return after;
      }),

    /** Soft delete: the row stays (devices get a tombstone through sync) and can be restored. */
    remove: (db: Kysely<DB>, scope: AuditScope, id: string, query: DeleteQuery): Promise<Rec> =>
      write(db, async (trx) => {
        const current = await lockRecord(trx, table, id);
        assertVersion(current, query.version);
        if (current.deleted) throw new AppError('CONFLICT', ADMIN_TEXTS.alreadyDeleted);
        const before = await found(trx, id);
        await definition.beforeDelete?.(trx, scope, before, query);
        // beforeDelete's own writes (moving products) do not touch this record: its version holds.
        await updateVersioned(trx, table, id, query.version, { deleted_at: new Date() });
        const after = await found(trx, id);
        await recordChange(trx, scope, change('delete', id, before, after));
        return after;
      }),

    restore: (db: Kysely<DB>, scope: AuditScope, id: string): Promise<Rec> =>
      write(db, async (trx) => {
        const current = await lockRecord(trx, table, id);
        if (!current.deleted) throw new AppError('CONFLICT', ADMIN_TEXTS.notDeleted);
        const before = await found(trx, id);
        const order = definition.orderedTable ? { display_order: await nextDisplayOrder(trx, definition.orderedTable) } : {};
        await updateVersioned(trx, table, id, current.version, { deleted_at: null, ...order });
        const after = await found(trx, id);
        await recordChange(trx, scope, change('restore', id, before, after));
        return after;
      }),

    /** One place up or down in the display order. */
    move: (db: Kysely<DB>, scope: AuditScope, id: string, direction: 'up' | 'down'): Promise<Rec> =>
      write(db, async (trx) => {
        const reordered = await moveRecord(trx, orderedTable(), id, direction);
        if (reordered.after.length === 0) {
          throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { direction: direction === 'up' ? ADMIN_TEXTS.alreadyFirst : ADMIN_TEXTS.alreadyLast });
        }
        await recordChange(trx, scope, change('reorder', id, reordered.before, reordered.after));
        return found(trx, id);
      }),

    /** The whole display order at once (drag and drop). */
    reorder: (db: Kysely<DB>, scope: AuditScope, ids: readonly string[]): Promise<{ updated: number }> =>
      write(db, async (trx) => {
        const reordered = await setOrder(trx, orderedTable(), ids);
        await recordChange(trx, scope, change('reorder', null, reordered.before, reordered.after));
        return { updated: reordered.after.length };
      }),
  };

  function orderedTable(): OrderedTable {
    if (!definition.orderedTable) throw new AppError('NOT_FOUND', ADMIN_TEXTS.noDisplayOrder);
    return definition.orderedTable;
  }
}
